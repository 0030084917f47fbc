import type { z } from 'zod';
import type { FormKey } from './forms/form-definitions.js';
import type { Locale } from './locales.js';
import { type ApiRequest, PUBLIC_READS, type ReadContract, apiRequest } from './public-api.js';
import { PAGE_NUMBER_MAX, SEARCH_QUERY_MAX, SEARCH_TYPES } from './public-filters.js';
import { registerQueryPairs } from './register.js';
import { providerQueryPairs } from './providers.js';
import { standardQueryPairs } from './standards.js';
import type { ContentRouteKey, ListRouteKey, RouteMatch } from './routes.js';

/**
 * The contract between the server, which inlines the data of the first screen into index.html,
 * and the web app, which reads it instead of fetching: both ask this module which API requests a
 * route needs (SCREEN_REQUESTS). The server computes them in-process, the browser fetches their
 * paths; the locale travels beside them (header `lang`).
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * An error a route threw while the server rendered it, by the id of the route whose boundary shows
 * it: its status only (the error page explains a status in words; it shows no error's own message).
 */
export type RouteErrors = Record<string, { status: number }>;

export interface InitialData {
  locale: Locale;
  /** API path → its JSON response, for the screen's requests (SCREEN_REQUESTS) and the menus. */
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

/** The menus every public screen shows, as its layout requests them. */
export const menuRequest = (menu: 'main' | 'footer') => apiRequest(PUBLIC_READS.menu, {}, [['menu', menu]]);

/** Requests every public screen makes: the main and footer menus. */
export const LAYOUT_REQUESTS: readonly ApiRequest[] = [menuRequest('main'), menuRequest('footer')];

export const FILE_FILTERS = ['type', 'year', 'category', 'q', 'page'] as const;

/** The categories the files screen filters by (its category select). */
export const FILE_CATEGORIES_REQUEST = apiRequest(PUBLIC_READS.categories, {}, [['limit', '100']]);

/** The home page's content: the latest articles by audience, the news and the calendar. */
export const HOME_REQUEST = apiRequest(PUBLIC_READS.home);

/** The catalogue of the open data, for its screen. */
export const OPEN_DATA_REQUEST = apiRequest(PUBLIC_READS.openData);

/** The framework's levels, for the levels screen. */
export const LEVELS_REQUEST = apiRequest(PUBLIC_READS.levels);

/** The awarding bodies, for the register's filter. */
export const AWARDING_BODIES_REQUEST = apiRequest(PUBLIC_READS.awardingBodies);
/** The councils are few (twelve, set up by the Government): one page holds them all. */
export const COUNCILS_REQUEST = apiRequest(PUBLIC_READS.councils, {}, [['limit', '100']]);

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

/** `?preview=1` on an item's page: the dashboard's preview of an unpublished item (signed-in users only). */
export function isPreviewQuery(query: URLSearchParams): boolean {
  return query.get('preview') === '1';
}

type ListMatch = Extract<RouteMatch, { key: ListRouteKey }>;
export type ItemMatch = Extract<RouteMatch, { key: ContentRouteKey }>;

/** An item's own request, by its id; an editor's preview (`?preview=1`) asks for the unpublished version. */
const itemRequest = <R extends z.ZodType>(read: ReadContract<R>, match: ItemMatch, query: URLSearchParams) =>
  apiRequest(read, { id: match.id }, [['preview', isPreviewQuery(query) ? '1' : null]]);

/** A page of the articles of a category or a tag. */
const articlesOf = (filter: 'category' | 'tag', match: ItemMatch, query: URLSearchParams) =>
  apiRequest(PUBLIC_READS.articles, {}, [
    [filter, String(match.id)],
    ['page', query.get('page')],
  ]);

/** A public form as it opens (its first step, the moment signed); a step posted is rendered with the state it made, under the same path. */
export const formRequest = (form: FormKey) => apiRequest(PUBLIC_READS.form, { form });

/** A submission by its private link's number and secret; null without them. */
export function submissionRequest(query: URLSearchParams) {
  const [number, secret] = [query.get('n'), query.get('k')];
  return number && secret ? apiRequest(PUBLIC_READS.submission, {}, [['n', number], ['k', secret]]) : null;
}

/** The subscription page: a topic's form (`topic`), or the list of topics; `sent` once the form was sent. */
export const alertSignupRequest = (query: URLSearchParams) =>
  apiRequest(PUBLIC_READS.alertSignup, {}, [
    ['topic', query.get('topic')],
    ['sent', query.get('sent')],
  ]);

/** A subscription to confirm, by the link of its confirmation message; null without it. */
export function alertConfirmationRequest(query: URLSearchParams) {
  const [subscription, token] = [query.get('s'), query.get('t')];
  return subscription && token ? apiRequest(PUBLIC_READS.alertConfirmation, {}, [['s', subscription], ['t', token]]) : null;
}

/** A subscriber's settings, by the link every message carries; null without it. */
export function alertSettingsRequest(query: URLSearchParams) {
  const [subscriber, token] = [query.get('p'), query.get('t')];
  return subscriber && token ? apiRequest(PUBLIC_READS.alertSettings, {}, [['p', subscriber], ['t', token], ['done', query.get('done')]]) : null;
}

/**
 * The API requests of each screen's own content (the menus apart), by its route and URL query, each
 * typed by its read. An item's screen names its item's request `item`: that answer decides the
 * page's status. A screen with nothing to ask yet (a search without words) has null.
 */
export const SCREEN_REQUESTS = {
  home: () => ({ home: HOME_REQUEST }),
  search: (_match: ListMatch, query: URLSearchParams) => ({
    // A blank query asks nothing of the API, which would refuse it.
    results: searchFilterValue('q', query.get('q')) ? apiRequest(PUBLIC_READS.search, {}, SEARCH_FILTERS.map((key) => [key, searchFilterValue(key, query.get(key))])) : null,
  }),
  files: (_match: ListMatch, query: URLSearchParams) => ({
    files: apiRequest(PUBLIC_READS.files, {}, FILE_FILTERS.map((key) => [key, query.get(key)])),
    categories: FILE_CATEGORIES_REQUEST,
  }),
  inspire: () => ({}),
  levels: () => ({ levels: LEVELS_REQUEST }),
  guide: () => ({ levels: LEVELS_REQUEST }),
  qualifications: (_match: ListMatch, query: URLSearchParams) => ({
    register: apiRequest(PUBLIC_READS.qualifications, {}, registerQueryPairs(query)),
    awardingBodies: AWARDING_BODIES_REQUEST,
  }),
  article: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.article, match, query) }),
  page: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.page, match, query) }),
  presentation: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.presentation, match, query) }),
  level: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.level, match, query), levels: LEVELS_REQUEST }),
  category: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.category, match, query), articles: articlesOf('category', match, query) }),
  tag: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.tag, match, query), articles: articlesOf('tag', match, query) }),
  qualification: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.qualification, match, query) }),
  standards: (_match: ListMatch, query: URLSearchParams) => ({ standards: apiRequest(PUBLIC_READS.standards, {}, standardQueryPairs(query)), councils: COUNCILS_REQUEST }),
  standard: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.standard, match, query) }),
  'open-data': () => ({ catalogue: OPEN_DATA_REQUEST }),
  providers: (_match: ListMatch, query: URLSearchParams) => ({ providers: apiRequest(PUBLIC_READS.providers, {}, providerQueryPairs(query)) }),
  provider: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.provider, match, query) }),
  councils: () => ({ councils: COUNCILS_REQUEST }),
  council: (match: ItemMatch, query: URLSearchParams) => ({ item: itemRequest(PUBLIC_READS.council, match, query) }),
  initiative: () => ({ form: formRequest('initiative') }),
  question: () => ({ form: formRequest('question') }),
  // Without its number and secret the status page asks nothing; it says where the link is.
  submission: (_match: ListMatch, query: URLSearchParams) => ({ submission: submissionRequest(query) }),
  alerts: (_match: ListMatch, query: URLSearchParams) => ({ signup: alertSignupRequest(query) }),
  // Without the link of its message the page asks nothing; it says where the link is.
  'alert-confirm': (_match: ListMatch, query: URLSearchParams) => ({ confirmation: alertConfirmationRequest(query) }),
  'alert-settings': (_match: ListMatch, query: URLSearchParams) => ({ settings: alertSettingsRequest(query) }),
} satisfies { [K in ListRouteKey]: (match: ListMatch, query: URLSearchParams) => Record<string, ApiRequest | null> } & {
  [K in ContentRouteKey]: (match: ItemMatch, query: URLSearchParams) => { item: ApiRequest } & Record<string, ApiRequest>;
};

/** Every request of a screen's own content (menus excluded), the item's first, for loaders that wait on them all. */
export function screenRequests(match: ListMatch | ItemMatch, query: URLSearchParams): ApiRequest[] {
  const requests: Record<string, ApiRequest | null> = 'id' in match ? SCREEN_REQUESTS[match.key](match, query) : SCREEN_REQUESTS[match.key](match, query);
  return Object.values(requests).filter((request) => request !== null);
}
