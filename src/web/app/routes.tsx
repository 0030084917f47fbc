import type { LoaderFunction, RouteObject } from 'react-router';
import { LOCALES, type Locale } from '../../common/locales.js';
import { CONTENT_ROUTES, LIST_ROUTES, LOCALE_PREFIX, type PublicRouteKey, ROUTE_WORDS, isListRoute, listPath, matchPath, routeName } from '../../common/routes.js';
import { PublicLayout } from './public-layout.js';
import { LayoutError, ScreenError } from './route-error.js';
import { ScreenOutlet, ScreenPlaceholder } from './screen-outlet.js';

export const PUBLIC_SCREENS: PublicRouteKey[] = [...LIST_ROUTES, ...CONTENT_ROUTES];

/**
 * What differs between the browser and the server renderer: how a screen's component arrives
 * (a lazy chunk in the browser, imported up front on the server) and what the loaders do (the
 * browser fetches; the server already holds every response and only checks them).
 */
export interface RouteBindings {
  screen(key: PublicRouteKey): Pick<RouteObject, 'lazy' | 'Component'>;
  loadScreen: LoaderFunction;
  loadNotFound: LoaderFunction;
  /** Routes outside the public layout (the dashboard, browser only). */
  otherRoutes: RouteObject[];
}

/** React Router pattern of a screen; items take an id and an optional slug (the screen fixes a wrong one). */
function screenPattern(key: PublicRouteKey, locale: Locale): string {
  if (isListRoute(key)) return listPath(key, locale);
  return `${LOCALE_PREFIX[locale]}/${ROUTE_WORDS[key][locale]}/:id/:slug?`;
}

function screenRoute(bindings: RouteBindings, key: PublicRouteKey, locale: Locale): RouteObject {
  const name = routeName(key, locale);
  return { id: name, path: screenPattern(key, locale), handle: { name }, loader: bindings.loadScreen, ...bindings.screen(key) };
}

/** A public screen in one locale. */
export interface LocalizedScreen {
  key: PublicRouteKey;
  locale: Locale;
}

const NOT_FOUND_ROUTE_ID = 'not-found';
/** The route whose children are the screens (the router adds screens there, see createHydratingRouter). */
export const SCREENS_ROUTE_ID = 'screens';

/** The routes of these screens, children of the screens' route. */
export function screensRoutes(bindings: RouteBindings, screens: readonly LocalizedScreen[]): RouteObject[] {
  return screens.map(({ key, locale }) => screenRoute(bindings, key, locale));
}

/** The public screen a path shows by the route table; null for any other path (the not-found route answers). */
export function screenOfPath(pathname: string): LocalizedScreen | null {
  const match = matchPath(pathname);
  return match && match.key !== 'dashboard' ? { key: match.key, locale: match.locale } : null;
}

/** The id of the route that renders a path's screen (see screenOfPath). */
export const screenRouteId = (screen: LocalizedScreen | null): string => (screen ? routeName(screen.key, screen.locale) : NOT_FOUND_ROUTE_ID);

/** Every public screen in every locale. */
export const EVERY_SCREEN: LocalizedScreen[] = LOCALES.flatMap((locale) => PUBLIC_SCREENS.map((key) => ({ key, locale })));

/**
 * Every public route, generated from the route table for every locale; the same tree in the
 * browser and on the server. `screens` leaves out the others (the server renders one page with
 * the one route it matched); the not-found route is always there.
 */
export function createRoutes(bindings: RouteBindings, screens: readonly LocalizedScreen[] = EVERY_SCREEN): RouteObject[] {
  return [
    {
      id: 'public',
      Component: PublicLayout,
      errorElement: <LayoutError />,
      children: [
        {
          id: SCREENS_ROUTE_ID,
          Component: ScreenOutlet,
          HydrateFallback: ScreenPlaceholder,
          errorElement: <ScreenError />,
          children: [
            ...screensRoutes(bindings, screens),
            // Its loader always throws the 404; `element: null` only says it renders nothing itself.
            { id: NOT_FOUND_ROUTE_ID, path: '*', loader: bindings.loadNotFound, element: null },
          ],
        },
      ],
    },
    ...bindings.otherRoutes,
  ];
}
