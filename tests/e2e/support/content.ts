import type { Locale } from '../../../src/common/locales.js';
import { contentPath, listPath } from '../../../src/common/routes.js';

/**
 * The demo content the suite visits, read from the public API of the portal under test (ids and
 * slugs are not hard-coded: the seed decides them).
 */

export type Slugs = Partial<Record<Locale, string>>;

export interface LocaleCase {
  locale: Locale;
  /** What `<html lang>` must say for the locale. */
  lang: RegExp;
  /** A search word that the demo content contains in this locale. */
  searchWord: string;
}

export const LOCALE_CASES: LocaleCase[] = [
  { locale: 'sr', lang: /^sr(-Cyrl)?(-RS)?$/i, searchWord: 'квалификација' },
  { locale: 'lat', lang: /^sr-Latn(-RS)?$/i, searchWord: 'kvalifikacija' },
  { locale: 'en', lang: /^en(-[a-z]{2})?$/i, searchWord: 'qualification' },
];

export async function api<T>(baseUrl: string, path: string, locale: Locale): Promise<T> {
  const url = new URL(path, baseUrl);
  url.searchParams.set('locale', locale);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

interface List<T> {
  items: T[];
  total: number;
}

export interface ArticleRef {
  id: number;
  title: string;
  slug: string;
  slugs: Slugs;
  tags: { id: number; name: string; slug: string }[];
}
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  slugs: Slugs;
}
export interface PageRef {
  id: number;
  title: string;
  slug: string;
  slugs: Slugs;
}
export interface PresentationRef {
  id: number;
  title: string;
  slug: string;
  slugs: Slugs;
  slides: unknown[];
  pdf: { url: string } | null;
}
export interface FileRef {
  id: number;
  title: string;
  year: number;
}

/** The newest article that has an English translation (so it exists in all three locales). */
export async function findArticle(baseUrl: string, locale: Locale): Promise<ArticleRef> {
  const list = await api<List<{ id: number }>>(baseUrl, '/api/articles?limit=1', 'en');
  const first = list.items[0];
  if (!first) throw new Error('the demo content has no English article');
  return api<ArticleRef>(baseUrl, `/api/articles/${first.id}`, locale);
}

/**
 * An article that shows a tag in every locale: found from the tags, not from the newest article,
 * since other tests of the suite publish articles whose tags are still drafts.
 */
export async function findTaggedArticle(baseUrl: string, locale: Locale): Promise<ArticleRef & { tags: [ArticleRef['tags'][number], ...ArticleRef['tags']] }> {
  const tags = await api<List<{ id: number }>>(baseUrl, '/api/tags', 'en');
  for (const tag of tags.items) {
    const tagged = await api<List<{ id: number }>>(baseUrl, `/api/articles?tag=${tag.id}&limit=1`, 'en');
    const first = tagged.items[0];
    if (!first) continue;
    const article = await api<ArticleRef>(baseUrl, `/api/articles/${first.id}`, locale);
    const [shown, ...rest] = article.tags;
    if (shown) return { ...article, tags: [shown, ...rest] };
  }
  throw new Error('the demo content has no English article with a published tag');
}

/** The first top-level category. */
export async function findCategory(baseUrl: string, locale: Locale): Promise<CategoryRef> {
  const list = await api<List<{ id: number }>>(baseUrl, '/api/categories', 'en');
  const first = list.items[0];
  if (!first) throw new Error('the demo content has no category');
  return api<CategoryRef>(baseUrl, `/api/categories/${first.id}`, locale);
}

/** The fixed page "nqf" (the National Qualifications Framework). */
export async function findNqfPage(baseUrl: string, locale: Locale): Promise<PageRef> {
  const list = await api<List<{ id: number }>>(baseUrl, '/api/pages?key=nqf', locale);
  const first = list.items[0];
  if (!first) throw new Error(`the fixed page "nqf" is missing in ${locale}`);
  return api<PageRef>(baseUrl, `/api/pages/${first.id}`, locale);
}

/** A presentation with more than one slide and a PDF. */
export async function findPresentation(baseUrl: string, locale: Locale): Promise<PresentationRef> {
  const list = await api<List<{ id: number; slideCount: number }>>(baseUrl, '/api/presentations', locale);
  for (const item of list.items.filter((p) => p.slideCount > 1)) {
    const presentation = await api<PresentationRef>(baseUrl, `/api/presentations/${item.id}`, locale);
    if (presentation.pdf) return presentation;
  }
  throw new Error(`no presentation in ${locale} has several slides and a PDF`);
}

/** The files of one year (the filter the files test applies) and one file of another year. */
export async function findFilesOfAYear(baseUrl: string, locale: Locale): Promise<{ year: number; inYear: FileRef[]; other: FileRef }> {
  const all = await api<List<FileRef>>(baseUrl, '/api/files?limit=100', locale);
  const years = [...new Set(all.items.map((file) => file.year))];
  for (const year of years) {
    const inYear = all.items.filter((file) => file.year === year);
    const other = all.items.find((file) => file.year !== year && !inYear.some((f) => f.title.includes(file.title) || file.title.includes(f.title)));
    if (other) return { year, inYear, other };
  }
  throw new Error(`the demo files in ${locale} do not span two years`);
}

/** Every public screen of a locale, with the status the server gives it. */
export async function publicScreens(baseUrl: string, locale: Locale, searchWord: string): Promise<[string, number][]> {
  const [article, tagged, category, page, presentation, levels, register, standards, providers, councils] = await Promise.all([
    findArticle(baseUrl, locale),
    findTaggedArticle(baseUrl, locale),
    findCategory(baseUrl, locale),
    findNqfPage(baseUrl, locale),
    findPresentation(baseUrl, locale),
    api<{ items: { id: number; slug: string }[] }>(baseUrl, '/api/levels', locale),
    api<{ items: { id: number; slug: string }[] }>(baseUrl, '/api/qualifications?level=6.2&limit=1', locale),
    api<{ items: { id: number; slug: string }[] }>(baseUrl, '/api/standards?limit=1', locale),
    api<{ items: { id: number; slug: string }[] }>(baseUrl, '/api/providers?limit=1', locale),
    api<{ items: { id: number; slug: string }[] }>(baseUrl, '/api/councils?limit=1', locale),
  ]);
  const level = levels.items[0]!;
  const qualification = register.items[0]!;
  return [
    [listPath('home', locale), 200],
    [contentPath('article', locale, article.id, article.slug), 200],
    [contentPath('category', locale, category.id, category.slug), 200],
    [contentPath('tag', locale, tagged.tags[0].id, tagged.tags[0].slug), 200],
    [contentPath('page', locale, page.id, page.slug), 200],
    [contentPath('presentation', locale, presentation.id, presentation.slug), 200],
    [`${listPath('files', locale)}?type=pdf`, 200],
    [listPath('levels', locale), 200],
    [contentPath('level', locale, level.id, level.slug), 200],
    [`${listPath('qualifications', locale)}?level=6.2&type=academic-higher&sort=code`, 200],
    [contentPath('qualification', locale, qualification.id, qualification.slug), 200],
    [`${listPath('guide', locale)}?education=secondary&diploma=gymnasium`, 200],
    [`${listPath('standards', locale)}?status=in-force&level=4`, 200],
    [contentPath('standard', locale, standards.items[0]!.id, standards.items[0]!.slug), 200],
    [`${listPath('providers', locale)}?activity=non-formal-education&level=4`, 200],
    [contentPath('provider', locale, providers.items[0]!.id, providers.items[0]!.slug), 200],
    [listPath('councils', locale), 200],
    [contentPath('council', locale, councils.items[0]!.id, councils.items[0]!.slug), 200],
    [listPath('open-data', locale), 200],
    [`${listPath('search', locale)}?q=${encodeURIComponent(searchWord)}`, 200],
    [`${listPath('home', locale)}/no-such-page`.replace('//', '/'), 404],
    [contentPath('article', locale, 999_999, 'none'), 404],
  ];
}
