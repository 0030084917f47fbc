import type { HtmlTagDescriptor } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { LOCALES, type Locale } from '../../common/locales.js';
import { listPath } from '../../common/routes.js';
import { SITE_NAME, WEB_MANIFEST_PATH } from '../../common/site-name.js';
import assets from './pwa-assets.json' with { type: 'json' };

/**
 * The installable app's identity and every generated image, read from pwa-assets.json, which
 * scripts/build-icons.mjs also reads to render the files: one list, so the manifest and the head
 * tags can only name files the script produces. Build-time only; the browser bundle never imports it.
 */
export interface SplashScreen {
  src: string;
  /** Pixels of the image, as the device shows it in this orientation. */
  width: number;
  height: number;
  pixelRatio: number;
}

export interface PwaAssets {
  /** The installed app's name in each locale (its short name is the portal's, SITE_NAME). */
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  themeColor: string;
  backgroundColor: string;
  /** The logo SVG, copied as is (modern browsers' favicon). */
  logo: string;
  icons: { src: string; size: number }[];
  maskableIcons: { src: string; size: number }[];
  /** Share of a maskable icon the logo fills, so its letters stay inside the 80 % safe circle. */
  maskableScale: number;
  appleTouchIcon: { src: string; size: number };
  favicons: { src: string; size: number }[];
  faviconIco: { src: string; sizes: number[] };
  /** Share of the splash image's shorter side the logo fills. */
  splashLogoScale: number;
  splashScreens: SplashScreen[];
}

export const PWA_ASSETS: PwaAssets = assets;

const url = (src: string) => `/${src}`;
const sizes = (size: number) => `${size}x${size}`;

/** Every file scripts/build-icons.mjs writes, as paths relative to the site root. */
export function generatedFiles(config: PwaAssets = PWA_ASSETS): string[] {
  return [
    config.logo,
    ...config.icons.map((icon) => icon.src),
    ...config.maskableIcons.map((icon) => icon.src),
    config.appleTouchIcon.src,
    ...config.favicons.map((icon) => icon.src),
    config.faviconIco.src,
    ...config.splashScreens.map((screen) => screen.src),
  ];
}

/**
 * iOS picks a startup image by CSS media query on the device's portrait size in CSS pixels
 * (device-width never swaps on rotation) plus the orientation.
 */
export function splashMediaQuery(screen: SplashScreen): string {
  const portraitWidth = Math.min(screen.width, screen.height) / screen.pixelRatio;
  const portraitHeight = Math.max(screen.width, screen.height) / screen.pixelRatio;
  const orientation = screen.width > screen.height ? 'landscape' : 'portrait';
  return (
    `screen and (device-width: ${portraitWidth}px) and (device-height: ${portraitHeight}px)` +
    ` and (-webkit-device-pixel-ratio: ${screen.pixelRatio}) and (orientation: ${orientation})`
  );
}

const MANIFEST_LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/**
 * The web manifest of one locale (pwaStaticFiles writes one per locale at WEB_MANIFEST_PATH, and
 * each locale's pages link their own): the app installed from Latin pages is named in Latin and
 * opens on the Latin home page. Each is an app of its own (its `id`), so installing one never
 * renames another; the Cyrillic one keeps the id the portal's only manifest had.
 */
export function webManifest(locale: Locale, config: PwaAssets = PWA_ASSETS): Partial<ManifestOptions> {
  const home = listPath('home', locale);
  return {
    id: home,
    name: config.name[locale],
    short_name: SITE_NAME[locale],
    description: config.description[locale],
    lang: MANIFEST_LANG[locale],
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: config.themeColor,
    background_color: config.backgroundColor,
    categories: ['education', 'government'],
    icons: [
      ...config.icons.map((icon) => ({ src: url(icon.src), sizes: sizes(icon.size), type: 'image/png', purpose: 'any' })),
      ...config.maskableIcons.map((icon) => ({ src: url(icon.src), sizes: sizes(icon.size), type: 'image/png', purpose: 'maskable' })),
    ],
  };
}

/** Every locale's manifest file (its path without the leading slash) and its content. */
export function webManifestFiles(config: PwaAssets = PWA_ASSETS): { fileName: string; source: string }[] {
  return LOCALES.map((locale) => ({ fileName: WEB_MANIFEST_PATH[locale].slice(1), source: JSON.stringify(webManifest(locale, config)) }));
}

/**
 * Head tags of the installable app that are the same in every locale: theme colour, favicons,
 * the iOS home-screen icon and startup images. The server writes the locale's own (the manifest
 * link and the iOS home-screen title).
 */
export function pwaHeadTags(config: PwaAssets = PWA_ASSETS): HtmlTagDescriptor[] {
  const meta = (name: string, content: string): HtmlTagDescriptor => ({ tag: 'meta', attrs: { name, content }, injectTo: 'head' });
  const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });
  return [
    meta('theme-color', config.themeColor),
    link({ rel: 'icon', href: url(config.faviconIco.src), sizes: 'any' }),
    link({ rel: 'icon', href: url(config.logo), type: 'image/svg+xml' }),
    ...config.favicons.map((icon) => link({ rel: 'icon', href: url(icon.src), type: 'image/png', sizes: sizes(icon.size) })),
    link({ rel: 'apple-touch-icon', href: url(config.appleTouchIcon.src), sizes: sizes(config.appleTouchIcon.size) }),
    meta('mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-capable', 'yes'),
    meta('apple-mobile-web-app-status-bar-style', 'default'),
    ...config.splashScreens.map((screen) =>
      link({ rel: 'apple-touch-startup-image', href: url(screen.src), media: splashMediaQuery(screen) }),
    ),
  ];
}

/** What makes two head tags "the same" for deduplication: the theme colour once, one link per rel+href. */
function tagIdentity(tag: string, attrs: Record<string, string | boolean | undefined>): string | null {
  if (tag === 'meta' && typeof attrs.name === 'string') return `meta:${attrs.name.toLowerCase()}`;
  if (tag === 'link' && typeof attrs.rel === 'string' && typeof attrs.href === 'string') return `link:${attrs.rel.toLowerCase()}:${attrs.href}`;
  return null;
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** The meta and link tags already in an HTML document's head, by identity. */
function existingHeadTags(html: string): Set<string> {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const found = new Set<string>();
  for (const [, tag, attributeText] of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attrs: Record<string, string> = {};
    for (const [, name, double, single, bare] of (attributeText ?? '').matchAll(ATTRIBUTE)) {
      if (name) attrs[name.toLowerCase()] = double ?? single ?? bare ?? '';
    }
    const identity = tagIdentity((tag ?? '').toLowerCase(), attrs);
    if (identity) found.add(identity);
  }
  return found;
}

/**
 * The tags not yet present in the document, so that the day index.html gains its own theme colour
 * or icon link, the build does not write a second one.
 */
export function missingHeadTags(html: string, tags: HtmlTagDescriptor[]): HtmlTagDescriptor[] {
  const existing = existingHeadTags(html);
  return tags.filter((tag) => {
    const identity = tagIdentity(tag.tag, tag.attrs ?? {});
    return identity === null || !existing.has(identity);
  });
}
