import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';
import { CONTENT_ROUTES, LIST_ROUTES, contentPath, dashboardPath, listPath, matchPath, pathInLocale, routeName } from './routes.js';

describe('route table', () => {
  it('names routes with three underscores and the locale', () => {
    expect(routeName('article', 'lat')).toBe('article___lat');
    expect(routeName('home', 'sr')).toBe('home___sr');
  });

  it('builds the paths of the spec in every locale', () => {
    expect(listPath('home', 'sr')).toBe('/');
    expect(listPath('home', 'lat')).toBe('/lat');
    expect(listPath('home', 'en')).toBe('/en');
    expect(listPath('search', 'sr')).toBe('/претрага');
    expect(listPath('search', 'lat')).toBe('/lat/pretraga');
    expect(listPath('search', 'en')).toBe('/en/search');
    expect(listPath('files', 'sr')).toBe('/датотеке');
    expect(listPath('files', 'lat')).toBe('/lat/dadoteke');
    expect(listPath('files', 'en')).toBe('/en/files');
    expect(listPath('inspire', 'sr')).toBe('/inspire');
    expect(listPath('inspire', 'lat')).toBe('/lat/inspire');
    expect(contentPath('article', 'sr', 12, 'вест-о-нечему')).toBe('/вест/12/вест-о-нечему');
    expect(contentPath('article', 'lat', 12, 'vest')).toBe('/lat/vest/12/vest');
    expect(contentPath('article', 'en', 12, 'news')).toBe('/en/article/12/news');
    expect(contentPath('category', 'sr', 3, 'грађани')).toBe('/категорија/3/грађани');
    expect(contentPath('category', 'lat', 3, 'gradjani')).toBe('/lat/kategorija/3/gradjani');
    expect(contentPath('presentation', 'sr', 1, 'x')).toBe('/презентација/1/x');
    expect(contentPath('presentation', 'lat', 1, 'x')).toBe('/lat/prezentacija/1/x');
    expect(contentPath('page', 'sr', 1, 'x')).toBe('/страна/1/x');
    expect(contentPath('page', 'lat', 1, 'x')).toBe('/lat/strana/1/x');
    expect(contentPath('page', 'en', 1, 'x')).toBe('/en/page/1/x');
    expect(contentPath('tag', 'sr', 4, 'признавање')).toBe('/ознака/4/признавање');
    expect(contentPath('tag', 'lat', 4, 'priznavanje')).toBe('/lat/oznaka/4/priznavanje');
    expect(contentPath('tag', 'en', 4, 'recognition')).toBe('/en/tag/4/recognition');
    expect(contentPath('standard', 'sr', 7, 'техничар')).toBe('/стандард/7/техничар');
    expect(contentPath('standard', 'lat', 7, 'tehnicar')).toBe('/lat/standard/7/tehnicar');
    expect(contentPath('standard', 'en', 7, 'technician')).toBe('/en/standard/7/technician');
    expect(listPath('standards', 'sr')).toBe('/стандарди');
    expect(listPath('standards', 'en')).toBe('/en/standards');
    expect(dashboardPath('sr')).toBe('/dashboard');
    expect(dashboardPath('en', 'articles', 5)).toBe('/en/dashboard/articles/5');
  });

  it('matches every path it builds, encoded or not', () => {
    for (const locale of LOCALES) {
      for (const key of LIST_ROUTES) {
        expect(matchPath(listPath(key, locale))).toEqual({ key, locale });
      }
      for (const key of CONTENT_ROUTES) {
        const path = contentPath(key, locale, 42, 'нешто-ново');
        expect(matchPath(path)).toEqual({ key, locale, id: 42, slug: 'нешто-ново' });
        expect(matchPath(encodeURI(path))).toEqual({ key, locale, id: 42, slug: 'нешто-ново' });
      }
    }
  });

  it('matches an item without a slug, so the server can redirect to the canonical URL', () => {
    expect(matchPath('/lat/vest/7')).toEqual({ key: 'article', locale: 'lat', id: 7, slug: null });
    expect(matchPath('/lat/vest/7/')).toEqual({ key: 'article', locale: 'lat', id: 7, slug: null });
  });

  it('rejects unknown words, words of another locale, bad ids and extra segments', () => {
    expect(matchPath('/nepostoji')).toBeNull();
    expect(matchPath('/vest/1/x')).toBeNull();
    expect(matchPath('/lat/вест/1/x')).toBeNull();
    expect(matchPath('/en/article/0/x')).toBeNull();
    expect(matchPath('/en/article/abc/x')).toBeNull();
    expect(matchPath('/en/article/1/x/y')).toBeNull();
    expect(matchPath('/en/search/more')).toBeNull();
    expect(matchPath('/%E0%A4%A')).toBeNull();
  });

  it('reads an id in ASCII digits only, within an id\'s range, on pages and dashboard screens alike', () => {
    for (const id of ['%201', '1%20', '+1', '01', '1e0', '1.0', '%EF%BC%91', '2147483648', '9999999999']) {
      expect(matchPath(`/en/article/${id}/x`), id).toBeNull();
      expect(matchPath(`/dashboard/articles/${id}`), id).toBeNull();
    }
    expect(matchPath('/en/article/2147483647/x')).toMatchObject({ id: 2147483647 });
    expect(matchPath('/dashboard/articles/2147483647')).toMatchObject({ id: '2147483647' });
  });

  it('matches dashboard routes under every locale prefix', () => {
    expect(matchPath('/dashboard')).toEqual({ key: 'dashboard', locale: 'sr', section: null, id: null });
    expect(matchPath('/lat/dashboard/articles')).toEqual({ key: 'dashboard', locale: 'lat', section: 'articles', id: null });
    expect(matchPath('/en/dashboard/pages/3')).toEqual({ key: 'dashboard', locale: 'en', section: 'pages', id: '3' });
    expect(matchPath('/dashboard/users/3')).toBeNull();
    expect(matchPath('/dashboard/unknown')).toBeNull();
    // The framework's levels are edited, never added.
    expect(matchPath('/dashboard/levels/2')).toEqual({ key: 'dashboard', locale: 'sr', section: 'levels', id: '2' });
    expect(matchPath('/dashboard/levels/new')).toBeNull();
    expect(matchPath('/dashboard/tags/new')).toEqual({ key: 'dashboard', locale: 'sr', section: 'tags', id: 'new' });
  });

  it('matches the screens for someone who cannot sign in, and gives them in another locale', () => {
    const match = matchPath('/lat/dashboard/forgotten-password');
    expect(match).toEqual({ key: 'dashboard', locale: 'lat', section: null, id: null, signedOut: 'forgotten-password' });
    expect(pathInLocale(match!, 'en')).toBe('/en/dashboard/forgotten-password');
    expect(matchPath('/dashboard/new-password')).toMatchObject({ signedOut: 'new-password' });
    expect(matchPath('/dashboard/new-password/1')).toBeNull();
  });

  it('gives the same screen in another locale with that locale’s slug', () => {
    const article = matchPath('/вест/12/нешто')!;
    expect(pathInLocale(article, 'lat', 'nesto')).toBe('/lat/vest/12/nesto');
    expect(pathInLocale(article, 'en', null)).toBe('/en/article/12');
    expect(pathInLocale(matchPath('/lat/dadoteke')!, 'sr')).toBe('/датотеке');
    expect(pathInLocale(matchPath('/en')!, 'sr')).toBe('/');
    expect(pathInLocale(matchPath('/en/dashboard/tags/4')!, 'lat')).toBe('/lat/dashboard/tags/4');
  });
});
