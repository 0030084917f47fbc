import { useLocation } from 'react-router';
import { type RouteMatch, matchPath } from '../../common/routes.js';

/** The current location read against the route table (null: no route matches). */
export function useRouteMatch(): RouteMatch | null {
  return matchPath(useLocation().pathname);
}
