import type { Locale } from './locales.js';
import type { RouteMatch } from './routes.js';

/**
 * The contract between the server, which inlines the data of the first screen into index.html,
 * and the web app, which reads it instead of fetching: both ask this module which API requests a
 * route needs. Requests are API paths; the locale travels beside them (header `lang`).
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export interface InitialData {
  locale: Locale;
  /** API path → its JSON response, for the requests of routeRequests(). */
  responses: Record<string, unknown>;
}

/** Requests every public screen makes: the main and footer menus. */
export const LAYOUT_REQUESTS = ['/api/menu-items?menu=main', '/api/menu-items?menu=footer'] as const;

export const FILE_FILTERS = ['type', 'year', 'category', 'q', 'page'] as const;

function withQuery(path: string, params: [string, string | null | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of params) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The API requests of a screen's own content (menus excluded), from its route and URL query. */
export function routeRequests(match: RouteMatch, query: URLSearchParams): string[] {
  switch (match.key) {
    case 'home':
      return ['/api/home'];
    case 'article':
      return [`/api/articles/${match.id}`];
    case 'page':
      return [`/api/pages/${match.id}`];
    case 'presentation':
      return [`/api/presentations/${match.id}`];
    case 'category':
      return [`/api/categories/${match.id}`, withQuery('/api/articles', [['category', String(match.id)], ['page', query.get('page')]])];
    case 'files':
      return [withQuery('/api/files', FILE_FILTERS.map((key) => [key, query.get(key)]))];
    case 'search':
      return query.get('q') ? [withQuery('/api/search', [['q', query.get('q')], ['type', query.get('type')], ['page', query.get('page')]])] : [];
    default:
      return [];
  }
}
