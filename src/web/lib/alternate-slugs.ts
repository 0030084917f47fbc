import { useEffect } from 'react';
import type { Locale } from '../../common/locales.js';
import { CONTENT_ROUTES, type ContentRouteKey, type RouteMatch } from '../../common/routes.js';
import { useRouteMatch } from './route-match.js';
import { useExternalStore } from './external-store.js';

/** Slugs of the item on screen in every locale, as the API returns them (`slugs`). */
export type LocaleSlugs = Partial<Record<Locale, string>>;

interface RegisteredSlugs {
  key: ContentRouteKey;
  id: number;
  slugs: LocaleSlugs;
}

let registered: RegisteredSlugs | null = null;
const listeners = new Set<() => void>();

function setRegistered(next: RegisteredSlugs | null): void {
  registered = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type ItemMatch = Extract<RouteMatch, { key: ContentRouteKey }>;

function isItemMatch(match: RouteMatch | null): match is ItemMatch {
  return match !== null && (CONTENT_ROUTES as readonly string[]).includes(match.key);
}

/** The registered slug of `match`'s item in `locale`; null when the item did not register one. */
export function alternateSlug(entry: RegisteredSlugs | null, match: RouteMatch | null, locale: Locale): string | null {
  if (!entry || !isItemMatch(match) || match.key !== entry.key || match.id !== entry.id) return null;
  return entry.slugs[locale] ?? null;
}

/**
 * Item screens (article, category, page, presentation) call this with their data's `slugs`, so
 * the locale switcher links to the item's own slug in each locale.
 */
export function useAlternateSlugs(slugs: LocaleSlugs | null | undefined): void {
  const match = useRouteMatch();
  const key = isItemMatch(match) ? match.key : null;
  const id = isItemMatch(match) ? match.id : null;
  const serialized = slugs ? JSON.stringify(slugs) : null;
  useEffect(() => {
    if (!key || id === null || !serialized) return;
    setRegistered({ key, id, slugs: JSON.parse(serialized) as LocaleSlugs });
    return () => setRegistered(null);
  }, [key, id, serialized]);
}

/** The slug of the current item in `locale`, for links to the other locales. */
export function useSlugInLocale(): (locale: Locale) => string | null {
  // Registered by an effect: nothing yet when the server renders or the browser hydrates.
  const entry = useExternalStore(
    subscribe,
    () => registered,
    () => null,
  );
  const match = useRouteMatch();
  return (locale) => alternateSlug(entry, match, locale);
}
