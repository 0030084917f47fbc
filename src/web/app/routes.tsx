import type { LoaderFunction, RouteObject } from 'react-router';
import { LOCALES, type Locale } from '../../common/locales.js';
import { CONTENT_ROUTES, LIST_ROUTES, LOCALE_PREFIX, type PublicRouteKey, ROUTE_WORDS, isListRoute, listPath, routeName } from '../../common/routes.js';
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

const EVERY_SCREEN: LocalizedScreen[] = LOCALES.flatMap((locale) => PUBLIC_SCREENS.map((key) => ({ key, locale })));

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
          id: 'screens',
          Component: ScreenOutlet,
          HydrateFallback: ScreenPlaceholder,
          errorElement: <ScreenError />,
          children: [
            ...screens.map(({ key, locale }) => screenRoute(bindings, key, locale)),
            // Its loader always throws the 404; `element: null` only says it renders nothing itself.
            { id: 'not-found', path: '*', loader: bindings.loadNotFound, element: null },
          ],
        },
      ],
    },
    ...bindings.otherRoutes,
  ];
}
