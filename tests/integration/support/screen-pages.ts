import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Locale } from '../../../src/common/locales.js';
import { type ContentRouteKey, contentPath } from '../../../src/common/routes.js';
import { cyrillicToLatin } from '../../../src/common/text/transliterate.js';
import { type Payload, type View, createItem, minutesFromNow, setPublishedAt } from './factories.js';
import { PUBLIC_URL, type SiteApp, encoded, getPage } from './site-app.js';

/** What a public screen's test reads of its pages: their language tags, texts, slugs and links. */

export const SCREEN_LOCALES = ['sr', 'lat', 'en'] as const;
export const LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/** A route path as the head and the sitemap give it: absolute and encoded. */
export const absolute = (routePath: string) => `${PUBLIC_URL}${encoded(routePath)}`;

/** An item's texts in a locale; Latin is derived from the Cyrillic. */
export function textOf(view: View, locale: Locale, field: string): string {
  const text = (view.translations[locale === 'lat' ? 'sr' : locale] as Record<string, string>)[field]!;
  return locale === 'lat' ? cyrillicToLatin(text) : text;
}
export const slugOf = (view: View, locale: Locale) => (view.translations[locale] as { slug: string }).slug;

/** The server-rendered screen of a page, without the head. */
export const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** The links of the screen, decoded. */
export const hrefs = (html: string) => [...rootOf(html).matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => decodeURI(m[1]!.replace(/&amp;/g, '&')));

/** A page by its route path (encoded here) and query, which must answer `status`. */
export async function getWithStatus(app: FastifyInstance, path: string, status = 200) {
  const [pathname, search] = path.split('?');
  const response = await app.inject({ method: 'GET', url: encoded(pathname!) + (search ? `?${search}` : '') });
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(status);
  return response;
}

/** Each route path answers 301 to the other of its pair. */
export async function expectMoves(app: FastifyInstance, moves: readonly (readonly [from: string, to: string])[]) {
  for (const [from, to] of moves) {
    const response = await getWithStatus(app, from, 301);
    expect(decodeURI(String(response.headers.location)), from).toBe(to);
  }
}

/**
 * The pages of an item of a section left as a draft, of one published an hour from now and of an
 * unknown id are not found (404), in each locale, and search engines are told not to index them.
 */
export async function expectUnpublishedNotFound(site: SiteApp, key: ContentRouteKey, section: string, payload: (overrides: Payload) => Payload) {
  const { t, app } = site;
  const draft = await createItem(t, section, payload({ status: 'draft' }));
  const scheduled = await createItem(t, section, payload({}));
  await setPublishedAt(t, section, scheduled.id, minutesFromNow(60));
  for (const path of [contentPath(key, 'sr', draft.id, slugOf(draft, 'sr')), contentPath(key, 'en', scheduled.id, slugOf(scheduled, 'en')), contentPath(key, 'lat', 99_999_999, 'nista')]) {
    const { head } = await getPage(app, encoded(path), 404);
    expect(head.meta.robots, path).toEqual(['noindex']);
  }
}

/** The hreflang links a page translated into every locale has (hreflangsOf): each locale's page, and the Cyrillic one as the default. */
export function expectedAlternates(pathIn: (locale: Locale) => string): Record<string, string> {
  return { 'sr-Cyrl': absolute(pathIn('sr')), 'sr-Latn': absolute(pathIn('lat')), en: absolute(pathIn('en')), 'x-default': absolute(pathIn('sr')) };
}
