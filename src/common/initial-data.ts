import type { Locale } from './locales.js';
import { PAGE_NUMBER_MAX, SEARCH_QUERY_MAX, SEARCH_TYPES } from './public-filters.js';
import { registerQueryPairs } from './register.js';
import type { RouteMatch } from './routes.js';

/**
 * The contract between the server, which inlines the data of the first screen into index.html,
 * and the web app, which reads it instead of fetching: both ask this module which API requests a
 * route needs. Requests are API paths; the locale travels beside them (header `lang`).
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * An error a route threw while the server rendered it, by the id of the route whose boundary shows
 * it: its status only (the error page explains a status in words; it shows no error's own message).
 */
export type RouteErrors = Record<string, { status: number }>;

export interface InitialData {
  locale: Locale;
  /** API path → its JSON response, for the requests of routeRequests(). */
  responses: Record<string, unknown>;
  /** Present when the server rendered the screen into the page: the browser hydrates it with these errors. */
  routeErrors?: RouteErrors;
  /** Dates and sizes as the server's render formatted them, by what they format (the browser hydrates with the same texts). */
  formattedTexts?: Record<string, string>;
}

/** What the server's screen renderer (src/web/ssr) is given: the URL and every response the screen needs. */
export interface ScreenRenderInput {
  /** Path and query of the request. */
  url: string;
  data: InitialData;
  /** API path → status of the screen's requests that failed (an unknown item's 404). */
  failures: Record<string, number>;
}

export interface RenderedScreen {
  /** The markup of the app's root element. */
  html: string;
  routeErrors: RouteErrors;
  formattedTexts: Record<string, string>;
}

/** The server renderer's module (built by vite.ssr.config.ts) exports this as `renderScreen`. */
export type RenderScreen = (input: ScreenRenderInput) => Promise<RenderedScreen>;

/** Requests every public screen makes: the main and footer menus. */
export const LAYOUT_REQUESTS = ['/api/menu-items?menu=main', '/api/menu-items?menu=footer'] as const;

export const FILE_FILTERS = ['type', 'year', 'category', 'q', 'page'] as const;

/** The categories the files screen filters by (its category select). */
export const FILE_CATEGORIES_REQUEST = '/api/categories?limit=100';

/** The framework's levels, for the levels screen. */
export const LEVELS_REQUEST = '/api/levels';

/** The awarding bodies, for the register's filter. */
export const AWARDING_BODIES_REQUEST = '/api/awarding-bodies';

/** The URL query keys of the search screen, in the order its API request carries them. */
export const SEARCH_FILTERS = ['q', 'type', 'from', 'to', 'page'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTERS)[number];


/** Whether a text is a real calendar day written YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A search filter of the URL query as the API accepts it, or null when it is missing or invalid:
 * a hand-edited link narrows less rather than failing the whole search.
 */
export function searchFilterValue(key: SearchFilterKey, value: string | null): string | null {
  if (value === null) return null;
  switch (key) {
    case 'q':
      return value.trim().slice(0, SEARCH_QUERY_MAX).trim() || null;
    case 'type':
      return (SEARCH_TYPES as readonly string[]).includes(value) ? value : null;
    case 'from':
    case 'to':
      return isIsoDate(value) ? value : null;
    case 'page':
      return /^[1-9]\d{0,5}$/.test(value) && Number(value) <= PAGE_NUMBER_MAX ? value : null;
  }
}

function withQuery(path: string, params: [string, string | null | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of params) if (value) search.append(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** `?preview=1` on an item's page: the dashboard's preview of an unpublished item (signed-in users only). */
export function isPreviewQuery(query: URLSearchParams): boolean {
  return query.get('preview') === '1';
}

/** The API requests of a screen's own content (menus excluded), from its route and URL query. */
export function routeRequests(match: RouteMatch, query: URLSearchParams): string[] {
  const item = (path: string) => withQuery(path, [['preview', isPreviewQuery(query) ? '1' : null]]);
  switch (match.key) {
    case 'home':
      return ['/api/home'];
    case 'article':
      return [item(`/api/articles/${match.id}`)];
    case 'page':
      return [item(`/api/pages/${match.id}`)];
    case 'presentation':
      return [item(`/api/presentations/${match.id}`)];
    case 'level':
      return [item(`/api/levels/${match.id}`), LEVELS_REQUEST];
    case 'category':
      return [item(`/api/categories/${match.id}`), withQuery('/api/articles', [['category', String(match.id)], ['page', query.get('page')]])];
    case 'tag':
      return [item(`/api/tags/${match.id}`), withQuery('/api/articles', [['tag', String(match.id)], ['page', query.get('page')]])];
    case 'levels':
    case 'guide':
      return [LEVELS_REQUEST];
    case 'qualification':
      return [item(`/api/qualifications/${match.id}`)];
    case 'qualifications':
      return [withQuery('/api/qualifications', registerQueryPairs(query)), AWARDING_BODIES_REQUEST];
    case 'files':
      return [withQuery('/api/files', FILE_FILTERS.map((key) => [key, query.get(key)])), FILE_CATEGORIES_REQUEST];
    case 'search':
      // A blank query asks nothing of the API, which would refuse it.
      return searchFilterValue('q', query.get('q')) ? [withQuery('/api/search', SEARCH_FILTERS.map((key) => [key, searchFilterValue(key, query.get(key))]))] : [];
    default:
      return [];
  }
}
