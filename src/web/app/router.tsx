import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter, createPath, redirect, redirectDocument } from 'react-router';
import { LAYOUT_REQUESTS, type RouteErrors, screenRequests } from '../../common/initial-data.js';
import { readLocaleCookie } from '../../common/locale-detection.js';
import { LOCALES, type Locale } from '../../common/locales.js';
import { LOCALE_PREFIX, type PublicRouteKey, listPath, matchPath, routeName } from '../../common/routes.js';
import { ConnectionError } from '../lib/api-client.js';
import { importChunk, trackNavigationTarget } from '../lib/chunk-reload.js';
import { ensureLanguage } from '../lib/i18n.js';
import { localeOfPath } from '../lib/locale.js';
import { rootRedirect } from '../lib/locale-switch.js';
import { PageError, notFoundError } from '../lib/page-error.js';
import { registerScreenChunks } from '../lib/prefetch.js';
import { ensureApiData } from '../lib/query.js';
import { LayoutError } from './route-error.js';
import { EVERY_SCREEN, type RouteBindings, SCREENS_ROUTE_ID, createRoutes, screenOfPath, screenRouteId, screensRoutes } from './routes.js';

type ScreenModule = { default: ComponentType };

/** One chunk per screen; the links prefetch the same loaders. */
const SCREEN_CHUNKS: Record<PublicRouteKey, () => Promise<ScreenModule>> = {
  home: () => import('../features/home/home-screen.js'),
  search: () => import('../features/search/search-screen.js'),
  files: () => import('../features/files/files-screen.js'),
  article: () => import('../features/article/article-screen.js'),
  category: () => import('../features/category/category-screen.js'),
  presentation: () => import('../features/presentation/presentation-screen.js'),
  page: () => import('../features/page/page-screen.js'),
  inspire: () => import('../features/inspire/inspire-screen.js'),
  levels: () => import('../features/levels/levels-screen.js'),
  level: () => import('../features/level/level-screen.js'),
  qualifications: () => import('../features/qualifications/qualifications-screen.js'),
  qualification: () => import('../features/qualification/qualification-screen.js'),
  guide: () => import('../features/guide/guide-screen.js'),
  tag: () => import('../features/tag/tag-screen.js'),
  standards: () => import('../features/standards/standards-screen.js'),
  standard: () => import('../features/standard/standard-screen.js'),
  'open-data': () => import('../features/open-data/open-data-screen.js'),
  providers: () => import('../features/providers/providers-screen.js'),
  provider: () => import('../features/provider/provider-screen.js'),
  councils: () => import('../features/councils/councils-screen.js'),
  council: () => import('../features/council/council-screen.js'),
  initiative: () => import('../features/initiative/initiative-screen.js'),
  question: () => import('../features/question/question-screen.js'),
  submission: () => import('../features/submission/submission-screen.js'),
  alerts: () => import('../features/alerts/alerts-screen.js'),
  'alert-confirm': () => import('../features/alert-confirm/alert-confirm-screen.js'),
  'alert-settings': () => import('../features/alert-settings/alert-settings-screen.js'),
};

/** Waits for every promise, then rethrows the first failure (so the language is set even for an error page). */
async function settleAll(promises: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Whether a URL is the document the browser shows now (so loading it as a document would load this page again). */
const isCurrentDocument = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;

/**
 * A screen whose data did not come for want of a connection is loaded as a document instead, when
 * a service worker is there to answer: it has every page read before, whose data the app never
 * fetched (the server inlined it), follows an address that redirects to the page it redirects to,
 * and answers any other with the offline screen. Never the page shown now: the worker answered
 * that already, with this app (no loop).
 */
function documentLoadOffline(error: unknown, url: URL): Response | null {
  if (!(error instanceof ConnectionError) || !navigator.serviceWorker?.controller || isCurrentDocument(url)) return null;
  return redirectDocument(`${url.pathname}${url.search}`);
}

/** The root path goes to the visitor's locale when that is not Cyrillic (as the server does for a full load). */
function redirectFromRoot(pathname: string): void {
  const locale = rootRedirect({ pathname, cookie: readLocaleCookie(document.cookie), languages: navigator.languages });
  if (locale) throw redirect(listPath('home', locale));
}

/**
 * Before a screen shows: its path must be valid in the route table (else 404), its locale's
 * messages loaded, and its data (and the menus) in the cache — so it renders complete, in one go.
 */
async function loadScreen({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchPath(url.pathname);
  if (!match || match.key === 'dashboard') throw notFoundError();
  if (match.key === 'home') redirectFromRoot(url.pathname);
  const layout = LAYOUT_REQUESTS.map(({ path }) => ensureApiData(path, match.locale));
  const screen = screenRequests(match, url.searchParams).map(({ path }) => {
    const loading = ensureApiData(path, match.locale);
    // Only an item's own request decides the page's status; a failed search shows the search
    // screen's message and its retry instead of the error page.
    return match.key === 'search' ? loading.catch(() => undefined) : loading;
  });
  try {
    await settleAll([ensureLanguage(match.locale), ...layout, ...screen]);
  } catch (error) {
    throw documentLoadOffline(error, url) ?? error;
  }
  return null;
}

async function loadNotFound({ request }: LoaderFunctionArgs): Promise<never> {
  const locale = localeOfPath(new URL(request.url).pathname);
  await settleAll([ensureLanguage(locale), ...LAYOUT_REQUESTS.map(({ path }) => ensureApiData(path, locale))]);
  throw notFoundError();
}

/**
 * The dashboard is another app (src/web/dashboard-main.tsx, on React; decision 0015): a link to it
 * from a public page loads it as a page. The server answers a dashboard address with that app, so
 * this one there means the service worker answered it offline: loading it again would only bring
 * this page back, and the error page says why the dashboard does not open.
 */
function dashboardDocument(locale: Locale): RouteObject {
  return {
    id: routeName('dashboard', locale),
    path: `${LOCALE_PREFIX[locale]}/dashboard/*`,
    errorElement: <LayoutError />,
    loader: async ({ request }) => {
      const url = new URL(request.url);
      if (!isCurrentDocument(url)) return redirectDocument(request.url);
      await ensureLanguage(locale);
      throw new ConnectionError();
    },
  };
}

const BROWSER_BINDINGS: RouteBindings = {
  screen: (key) => ({ lazy: () => importChunk(SCREEN_CHUNKS[key]).then((module) => ({ Component: module.default })) }),
  loadScreen,
  loadNotFound,
  otherRoutes: LOCALES.map(dashboardDocument),
};

/** The route of a given id in a tree of routes. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    const found = route.id === id ? route : route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A router for the page the server rendered: the screen's chunk is loaded first and the loaders
 * count as run (their data is the inlined data), so the first render matches the server's HTML
 * and nothing is fetched again. The server's route errors (a 404) come back as PageErrors.
 *
 * It starts with the screen's own route only, as the server's renderer does: React Router flattens
 * and ranks every route it is given as it is made, and the portal's every screen in every locale
 * cost a phone a long task of the start-up for a match the route table had already made. The
 * others are added by the first navigation that needs them (patchRoutesOnNavigation: a path that
 * only the not-found route matches, or one with parameters), before it matches.
 */
export async function createHydratingRouter(routeErrors: RouteErrors) {
  const screen = screenOfPath(window.location.pathname);
  const routes = createRoutes(BROWSER_BINDINGS, screen ? [screen] : []);
  const screenRoute = findRoute(routes, screenRouteId(screen))!;
  if (typeof screenRoute.lazy === 'function') Object.assign(screenRoute, await screenRoute.lazy(), { lazy: undefined });
  const loaderData = { [screenRoute.id!]: null };
  const errors = Object.fromEntries(Object.entries(routeErrors).map(([id, error]) => [id, new PageError(error.status, `Status ${error.status}`)]));
  registerScreenChunks(SCREEN_CHUNKS);
  let othersAdded = false;
  return withNavigationTarget(
    createBrowserRouter(routes, {
      hydrationData: { loaderData, errors: Object.keys(errors).length > 0 ? errors : null },
      patchRoutesOnNavigation: ({ patch }) => {
        if (othersAdded) return;
        othersAdded = true;
        const others = EVERY_SCREEN.filter((other) => !screen || other.key !== screen.key || other.locale !== screen.locale);
        patch(SCREENS_ROUTE_ID, screensRoutes(BROWSER_BINDINGS, others));
      },
    }),
  );
}

export function createAppRouter() {
  registerScreenChunks(SCREEN_CHUNKS);
  return withNavigationTarget(createBrowserRouter(createRoutes(BROWSER_BINDINGS)));
}

/** A router whose pending navigation is where the chunk-reload guard goes (lib/chunk-reload.ts). */
function withNavigationTarget<T extends ReturnType<typeof createBrowserRouter>>(router: T): T {
  trackNavigationTarget(() => {
    const pending = router.state.navigation.location;
    return pending ? createPath(pending) : null;
  });
  return router;
}
