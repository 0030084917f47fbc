import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter, redirectDocument } from 'react-router';
import { LOCALES, type Locale } from '../../common/locales.js';
import { type DashboardSection, LOCALE_PREFIX, matchPath, routeName } from '../../common/routes.js';
import { importChunk } from '../lib/chunk-reload.js';
import { DASHBOARD_NAMESPACE, ensureLanguage, ensureNamespace } from '../lib/i18n.js';
import { notFoundError } from '../lib/page-error.js';
import { requireAdminRole, requireSignedIn } from '../lib/session.js';
import { middleware } from './middleware.js';
import { ScreenPlaceholder } from './screen-outlet.js';

middleware.register('auth', requireSignedIn);
middleware.register('admin', requireAdminRole);

/** Guards every dashboard screen runs before it loads; some sections add their own. */
const DASHBOARD_MIDDLEWARE: readonly string[] = ['auth'];
const SECTION_MIDDLEWARE: Partial<Record<DashboardSection, readonly string[]>> = { users: ['auth', 'admin'], groups: ['auth', 'admin'], audit: ['auth', 'admin'] };

async function loadDashboard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchPath(url.pathname);
  if (!match || match.key !== 'dashboard') throw notFoundError();
  await ensureLanguage(match.locale);
  await ensureNamespace(DASHBOARD_NAMESPACE);
  // The screens for someone who cannot sign in have no guard.
  if (match.signedOut) return null;
  const guards = (match.section && SECTION_MIDDLEWARE[match.section]) || DASHBOARD_MIDDLEWARE;
  await middleware.run(guards, { request, locale: match.locale });
  return null;
}

function dashboardRoute(locale: Locale): RouteObject {
  const name = routeName('dashboard', locale);
  return {
    id: name,
    path: `${LOCALE_PREFIX[locale]}/dashboard/*`,
    handle: { name },
    loader: loadDashboard,
    // Its error boundary shows the sign-in screen (guard 'auth') and the 403 page (guard 'admin') inside the dashboard.
    lazy: () => importChunk(() => import('./admin-layout.js')).then((module) => ({ Component: module.default, ErrorBoundary: module.AdminErrorBoundary })),
    HydrateFallback: ScreenPlaceholder,
  };
}

/** Every other address is the public site's, another app: the browser loads it as a page. */
const PUBLIC_SITE: RouteObject = { id: 'public-site', path: '*', loader: ({ request }) => redirectDocument(request.url) };

/** The editors' app: the dashboard in every locale, on React (the public site runs on Preact, decision 0015). */
export function createDashboardRouter() {
  return createBrowserRouter([...LOCALES.map(dashboardRoute), PUBLIC_SITE]);
}
