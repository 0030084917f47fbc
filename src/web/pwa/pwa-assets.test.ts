import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales.js';
import { WEB_MANIFEST_PATH } from '../../common/site-name.js';
import { PWA_ASSETS, generatedFiles, missingHeadTags, pwaHeadTags, splashMediaQuery, webManifest, webManifestFiles } from './pwa-assets.js';

describe('web manifest', () => {
  const manifest = webManifest('sr');

  it('describes the installable portal', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'НОКС — Национални оквир квалификација',
      short_name: 'НОКС',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b71c1c',
      background_color: '#ffffff',
      lang: 'sr-Cyrl',
    });
  });

  it('names the app installed from Latin and English pages in their language, as an app of its own', () => {
    expect(webManifest('lat')).toMatchObject({ id: '/lat', name: 'NOKS — Nacionalni okvir kvalifikacija', short_name: 'NOKS', start_url: '/lat', scope: '/', lang: 'sr-Latn' });
    expect(webManifest('en')).toMatchObject({ id: '/en', name: 'NQFS — National Qualifications Framework', short_name: 'NQFS', start_url: '/en', scope: '/', lang: 'en' });
    expect(webManifest('en').description).toMatch(/^Portal of the National Qualifications Framework/);
    for (const locale of ['lat', 'en'] as const) expect(JSON.stringify(webManifest(locale))).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('is written once per locale, where each locale\'s pages link it', () => {
    const files = webManifestFiles();
    expect(files.map((file) => file.fileName)).toEqual(['manifest.webmanifest', 'manifest-lat.webmanifest', 'manifest-en.webmanifest']);
    expect(files.map((file) => `/${file.fileName}`)).toEqual(LOCALES.map((locale) => WEB_MANIFEST_PATH[locale]));
    expect(JSON.parse(files[2]!.source)).toEqual(webManifest('en'));
  });

  it('lists icons from 64 to 512 pixels and a maskable 512', () => {
    const any = manifest.icons!.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(any).toEqual(['64x64', '128x128', '192x192', '256x256', '384x384', '512x512']);
    expect(manifest.icons).toContainEqual({ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  });

  it('names only generated files', () => {
    const files = new Set(generatedFiles());
    for (const icon of manifest.icons!) expect(files.has(icon.src.slice(1))).toBe(true);
    const hrefs = pwaHeadTags().flatMap((tag) => (typeof tag.attrs?.href === 'string' ? [tag.attrs.href] : []));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(files.has(href.slice(1)), href).toBe(true);
    expect(new Set(generatedFiles()).size).toBe(generatedFiles().length);
  });

  it('leaves the names of one language out of the tags every page shares', () => {
    const names = pwaHeadTags().map((tag) => tag.attrs?.name);
    expect(names).not.toContain('apple-mobile-web-app-title');
  });
});

describe('splashMediaQuery', () => {
  it('matches a phone by its portrait size in CSS pixels', () => {
    expect(splashMediaQuery({ src: 's.png', width: 1170, height: 2532, pixelRatio: 3 })).toBe(
      'screen and (device-width: 390px) and (device-height: 844px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
    );
  });

  it('keeps device-width the portrait width for a landscape image', () => {
    expect(splashMediaQuery({ src: 's.png', width: 2732, height: 2048, pixelRatio: 2 })).toBe(
      'screen and (device-width: 1024px) and (device-height: 1366px) and (-webkit-device-pixel-ratio: 2) and (orientation: landscape)',
    );
  });

  it('covers phones and tablets with whole CSS pixel sizes', () => {
    const sizes = PWA_ASSETS.splashScreens.map((screen) => `${screen.width}x${screen.height}`);
    for (const size of ['640x1136', '750x1334', '1125x2436', '1170x2532', '1242x2688', '1536x2048', '1668x2388', '2048x2732']) {
      expect(sizes).toContain(size);
    }
    for (const screen of PWA_ASSETS.splashScreens) {
      expect(Number.isInteger(screen.width / screen.pixelRatio) && Number.isInteger(screen.height / screen.pixelRatio), screen.src).toBe(true);
    }
  });
});

describe('head tags', () => {
  it('carries the theme colour, favicons, the touch icon and one startup image per screen', () => {
    const tags = pwaHeadTags();
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'theme-color', content: '#b71c1c' }, injectTo: 'head' });
    expect(tags.filter((tag) => tag.attrs?.rel === 'apple-touch-startup-image')).toHaveLength(PWA_ASSETS.splashScreens.length);
    expect(tags.find((tag) => tag.attrs?.rel === 'apple-touch-icon')?.attrs).toMatchObject({ href: '/apple-touch-icon.png', sizes: '180x180' });
    expect(tags.filter((tag) => tag.attrs?.rel === 'icon').map((tag) => tag.attrs?.href)).toEqual([
      '/favicon.ico',
      '/favicon.svg',
      '/favicon-32.png',
      '/favicon-16.png',
    ]);
  });

  it('adds only what index.html does not have already', () => {
    const html = `<!doctype html><html><head>
      <meta name="Theme-Color" content="#000">
      <link href='/favicon.svg' rel="icon" type="image/svg+xml" />
    </head><body><meta name="apple-mobile-web-app-capable" content="in body"></body></html>`;
    const added = missingHeadTags(html, pwaHeadTags());
    expect(added.some((tag) => tag.attrs?.name === 'theme-color')).toBe(false);
    expect(added.some((tag) => tag.attrs?.href === '/favicon.svg')).toBe(false);
    expect(added.some((tag) => tag.attrs?.href === '/favicon.ico')).toBe(true);
    expect(added.some((tag) => tag.attrs?.name === 'apple-mobile-web-app-capable')).toBe(true);
    expect(added).toHaveLength(pwaHeadTags().length - 2);
  });
});
