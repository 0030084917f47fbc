import type { InitialData } from '../../../common/initial-data.js';
import { INITIAL_DATA_ELEMENT_ID } from '../../../common/initial-data.js';
import { type Locale, LOCALES } from '../../../common/locales.js';
import { FEED_FORMATS, type Topic, feedPath, topicQuery } from '../../../common/feeds.js';
import { SITE_NAME, WEB_MANIFEST_PATH } from '../../../common/site-name.js';
import { FEED_MEDIA_TYPE } from './feeds.js';
import { escapeHtml, jsonForScript } from './html-text.js';
import { LANGUAGE_TAG, OG_LOCALE, absoluteUrl } from './site-text.js';

export interface HeadImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** Everything the server writes into the <head> of one screen. */
export interface PageHead {
  /** Locale of the screen (its path prefix): <html lang>, og:locale. */
  locale: Locale;
  /** The full <title>, e.g. "Вест | НОКС" ("News | NQFS" in English). */
  title: string;
  /** og:title: the item's own title. */
  shareTitle: string;
  description: string;
  /** Route-table path of the canonical URL (unencoded); null for screens that are not indexed. */
  canonicalPath: string | null;
  /** Route-table path of the screen in each locale it exists in (hreflang). */
  alternates: Partial<Record<Locale, string>>;
  ogType: 'website' | 'article';
  image: HeadImage | null;
  /** article:published_time / modified_time. */
  times?: { published: string; modified: string } | undefined;
  jsonLd: Record<string, unknown> | null;
  robots: string | null;
  /** A topic whose feeds the screen offers beside the whole site's (a category's news). */
  topicFeed?: { topic: Topic; name: string } | undefined;
}

/** <link rel="alternate"> of the feeds a screen offers: the site's, and its topic's when it has one. */
function feedLinks(head: PageHead, publicUrl: string): string[] {
  const siteName = SITE_NAME[head.locale];
  const feeds: { title: string; query: string }[] = [{ title: siteName, query: '' }];
  if (head.topicFeed) feeds.push({ title: `${siteName} — ${head.topicFeed.name}`, query: topicQuery(head.topicFeed.topic) });
  return feeds.flatMap(({ title, query }) =>
    FEED_FORMATS.map((format) => link({ rel: 'alternate', type: FEED_MEDIA_TYPE[format], title, href: `${publicUrl}${feedPath(head.locale, format)}${query}` })),
  );
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/** The tags injected before </head>, the inline first-screen data included. */
export function renderHeadTags(head: PageHead, publicUrl: string, initialData: InitialData | null): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonicalPath !== null) {
    const canonical = absoluteUrl(publicUrl, head.canonicalPath);
    tags.push(link({ rel: 'canonical', href: canonical }));
    for (const locale of LOCALES) {
      const path = head.alternates[locale];
      if (path) tags.push(link({ rel: 'alternate', hreflang: LANGUAGE_TAG[locale], href: absoluteUrl(publicUrl, path) }));
    }
    const fallback = head.alternates.sr;
    if (fallback) tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(publicUrl, fallback) }));
    tags.push(...feedLinks(head, publicUrl));
    tags.push(
      meta('property', 'og:site_name', SITE_NAME[head.locale]),
      meta('property', 'og:type', head.ogType),
      meta('property', 'og:title', head.shareTitle),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', OG_LOCALE[head.locale]),
    );
    for (const locale of LOCALES) {
      if (locale !== head.locale && head.alternates[locale]) tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[locale]));
    }
    if (head.image) {
      tags.push(meta('property', 'og:image', absoluteUrl(publicUrl, head.image.url)));
      if (head.image.width && head.image.height) {
        tags.push(meta('property', 'og:image:width', String(head.image.width)), meta('property', 'og:image:height', String(head.image.height)));
      }
    }
    tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
    if (head.times) {
      tags.push(meta('property', 'article:published_time', head.times.published), meta('property', 'article:modified_time', head.times.modified));
    }
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  if (initialData) tags.push(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(initialData)}</script>`);
  return tags.join('\n    ');
}

/**
 * The head tags that make a locale's pages installable under the portal's name in that locale:
 * its web manifest, and the title iOS gives the home-screen icon.
 */
export function installableAppTags(locale: Locale): string {
  return [link({ rel: 'manifest', href: WEB_MANIFEST_PATH[locale] }), meta('name', 'apple-mobile-web-app-title', SITE_NAME[locale])].join('\n    ');
}

/** index.html split once at start-up, so each response is a few string joins. */
export interface HtmlShell {
  /** The page; `rootHtml` is the server-rendered screen (null: the browser renders it, and <noscript> says so). */
  render(locale: Locale, headTags: string, rootHtml: string | null): string;
}

const ROOT_ELEMENT = /<div id="root"><\/div>/i;
const withLocaleTags = (tags: string) => (tags ? `${tags}\n    ` : '');
const NOSCRIPT = /[ \t]*<noscript>[\s\S]*?<\/noscript>\s*/i;

/** What the build may write that names the portal in one language only: each page writes its locale's. */
const LOCALE_SPECIFIC_HEAD = [
  /[ \t]*<title>[\s\S]*?<\/title>\s*/i,
  /[ \t]*<meta\s+name=["']description["'][^>]*>\s*/i,
  /[ \t]*<link\s+rel=["']manifest["'][^>]*>\s*/i,
  /[ \t]*<meta\s+name=["']apple-mobile-web-app-title["'][^>]*>\s*/i,
];

/**
 * Takes the built index.html apart around <html>, </head> and the empty root element; its own
 * <title>, description and the like are dropped (every screen writes its own, and `localeHeadTags`
 * those of its locale), everything else the build put there is kept.
 */
export function createHtmlShell(indexHtml: string, localeHeadTags: (locale: Locale) => string = () => ''): HtmlShell {
  const html = LOCALE_SPECIFIC_HEAD.reduce((text, tag) => text.replace(tag, ''), indexHtml);
  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  const headEnd = html.search(/<\/head>/i);
  if (!htmlTag || headEnd < htmlTag.index) throw new Error('index.html has no <html> element followed by </head>');
  const root = ROOT_ELEMENT.exec(html);
  if (!root || root.index < headEnd) throw new Error('index.html has no empty <div id="root"></div> in its body');
  const before = html.slice(0, htmlTag.index);
  const attributes = htmlTag[1]!.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
  const between = html.slice(htmlTag.index + htmlTag[0].length, headEnd).replace(/\s*$/, '\n    ');
  const bodyStart = html.slice(headEnd, root.index);
  const bodyEnd = html.slice(root.index + root[0].length);
  // Over a rendered screen, "this portal needs JavaScript" would be untrue.
  const bodyEndRendered = bodyEnd.replace(NOSCRIPT, '');
  return {
    render: (locale, headTags, rootHtml) =>
      `${before}<html${attributes} lang="${LANGUAGE_TAG[locale]}">${between}${withLocaleTags(localeHeadTags(locale))}${headTags}\n  ${bodyStart}<div id="root">${rootHtml ?? ''}</div>${rootHtml === null ? bodyEnd : bodyEndRendered}`,
  };
}
