import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ApiRequest } from '../../../common/public-api.js';
import { type ContentRouteKey, type RouteMatch, contentPath } from '../../../common/routes.js';
import { type LocaleSlugs, useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { notFoundError } from '../../lib/page-error.js';
import { useRead } from '../../lib/query.js';
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

/**
 * An item screen's own read, by its route and its requests (SCREEN_REQUESTS): the address kept on
 * the item's canonical slug, and the locale switcher given the item's slug in each locale.
 */
export function useItemRead<Q extends ApiRequest<z.ZodType<{ id: number; slug: string; slugs: LocaleSlugs }>>>(key: ContentRouteKey, requestsOf: (match: ContentMatch, query: URLSearchParams) => { item: Q }) {
  const match = useContentMatch(key);
  const [query] = useSearchParams();
  const read = useRead(requestsOf(match, query).item);
  useCanonicalSlug(match, read.data);
  useAlternateSlugs(read.data?.slugs);
  return read;
}
