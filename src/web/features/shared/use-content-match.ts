import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ContentRouteKey, type RouteMatch, contentPath } from '../../../common/routes.js';
import { notFoundError } from '../../lib/page-error.js';
import { useRouteMatch } from '../../lib/route-match.js';

export type ContentMatch = Extract<RouteMatch, { key: ContentRouteKey }>;

/** The current route as an item route of `key`; anything else is a 404 (the router should not let it happen). */
export function useContentMatch(key: ContentRouteKey): ContentMatch {
  const match = useRouteMatch();
  if (!match || match.key !== key) throw notFoundError();
  return match;
}

/**
 * Replaces the URL with the item's canonical one when its slug differs from the slug in this
 * locale (an old slug, another locale's slug, or none), keeping the query and the hash.
 */
export function useCanonicalSlug(match: ContentMatch, item: { id: number; slug: string } | undefined): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const target = item && item.slug && item.slug !== match.slug ? contentPath(match.key, match.locale, item.id, item.slug) : null;
  useEffect(() => {
    if (target) navigate({ pathname: target, search, hash }, { replace: true });
  }, [target, search, hash, navigate]);
}
