import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { LAYOUT_REQUESTS, routeRequests } from '../../common/initial-data.js';
import { LOCALES, type Locale } from '../../common/locales.js';
import { CONTENT_ROUTES, type DashboardSection, LOCALE_PREFIX, type PublicRouteKey, ROUTE_WORDS, listPath, matchPath, routeName } from '../../common/routes.js';
import { importChunk } from '../lib/chunk-reload.js';
import { DASHBOARD_NAMESPACE, ensureLanguage, ensureNamespace } from '../lib/i18n.js';
import { localeOfPath } from '../lib/locale.js';
import { readLocaleCookie } from '../../common/locale-detection.js';
import { rootRedirect } from '../lib/locale-switch.js';
import { notFoundError } from '../lib/page-error.js';
import { registerScreenChunks } from '../lib/prefetch.js';
import { ensureApiData } from '../lib/query.js';
import { requireAdminRole, requireSignedIn } from '../lib/session.js';
import { middleware } from './middleware.js';
import { PublicLayout } from './public-layout.js';
import { LayoutError, ScreenError } from './route-error.js';
import { ScreenOutlet, ScreenPlaceholder } from './screen-outlet.js';

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
};

const PUBLIC_SCREENS: PublicRouteKey[] = ['home', 'search', 'files', 'inspire', ...CONTENT_ROUTES];

middleware.register('auth', requireSignedIn);
middleware.register('admin', requireAdminRole);

/** Guards every dashboard screen runs before it loads; some sections add their own. */
const DASHBOARD_MIDDLEWARE: readonly string[] = ['auth'];
const SECTION_MIDDLEWARE: Partial<Record<DashboardSection, readonly string[]>> = { users: ['auth', 'admin'] };

/** React Router pattern of a screen; items take an id and an optional slug (the screen fixes a wrong one). */
function screenPattern(key: PublicRouteKey, locale: Locale): string {
  if (key === 'home' || key === 'search' || key === 'files' || key === 'inspire') return listPath(key, locale);
  return `${LOCALE_PREFIX[locale]}/${ROUTE_WORDS[key][locale]}/:id/:slug?`;
}

/** Waits for every promise, then rethrows the first failure (so the language is set even for an error page). */
async function settleAll(promises: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
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
  const layout = LAYOUT_REQUESTS.map((path) => ensureApiData(path, match.locale));
  const screen = routeRequests(match, url.searchParams).map((path) => {
    const loading = ensureApiData(path, match.locale);
    // Only an item's own request decides the page's status; a failed search shows the search
    // screen's message and its retry instead of the error page.
    return match.key === 'search' ? loading.catch(() => undefined) : loading;
  });
  await settleAll([ensureLanguage(match.locale), ...layout, ...screen]);
  return null;
}

async function loadNotFound({ request }: LoaderFunctionArgs): Promise<never> {
  const locale = localeOfPath(new URL(request.url).pathname);
  await settleAll([ensureLanguage(locale), ...LAYOUT_REQUESTS.map((path) => ensureApiData(path, locale))]);
  throw notFoundError();
}

async function loadDashboard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchPath(url.pathname);
  if (!match || match.key !== 'dashboard') throw notFoundError();
  await ensureLanguage(match.locale);
  await ensureNamespace(DASHBOARD_NAMESPACE);
  const guards = (match.section && SECTION_MIDDLEWARE[match.section]) || DASHBOARD_MIDDLEWARE;
  await middleware.run(guards, { request, locale: match.locale });
  return null;
}

function screenRoute(key: PublicRouteKey, locale: Locale): RouteObject {
  const name = routeName(key, locale);
  return {
    id: name,
    path: screenPattern(key, locale),
    handle: { name },
    loader: loadScreen,
    lazy: () => importChunk(SCREEN_CHUNKS[key]).then((module) => ({ Component: module.default })),
  };
}

function dashboardRoute(locale: Locale): RouteObject {
  const name = routeName('dashboard', locale);
  return {
    id: name,
    path: `${LOCALE_PREFIX[locale]}/dashboard/*`,
    handle: { name },
    loader: loadDashboard,
    // The admin layout is its own chunk: the public screens never import it. Its error boundary
    // shows the sign-in screen (guard 'auth') and the 403 page (guard 'admin') inside the dashboard.
    lazy: () => importChunk(() => import('./admin-layout.js')).then((module) => ({ Component: module.default, ErrorBoundary: module.AdminErrorBoundary })),
    HydrateFallback: ScreenPlaceholder,
  };
}

/** Every route of the portal, generated from the route table for every locale. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'public',
      Component: PublicLayout,
      errorElement: <LayoutError />,
      children: [
        {
          id: 'screens',
          Component: ScreenOutlet,
          HydrateFallback: ScreenPlaceholder,
          errorElement: <ScreenError />,
          children: [
            ...LOCALES.flatMap((locale) => PUBLIC_SCREENS.map((key) => screenRoute(key, locale))),
            // Its loader always throws the 404; `element: null` only says it renders nothing itself.
            { id: 'not-found', path: '*', loader: loadNotFound, element: null },
          ],
        },
      ],
    },
    ...LOCALES.map(dashboardRoute),
  ];
}

export function createAppRouter() {
  registerScreenChunks(SCREEN_CHUNKS);
  return createBrowserRouter(createRoutes());
}
