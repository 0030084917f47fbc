import { screenRequests } from '../../common/initial-data.js';
import { type PublicRouteKey, matchPath } from '../../common/routes.js';
import { loadChunkInBackground } from './chunk-reload.js';
import { prefetchApi } from './query.js';

/** The parts of navigator.connection (Network Information API) prefetching looks at. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export const IDLE_TIMEOUT_MS = 2000;

/** Prefetching is skipped when the visitor saves data or is on a 2G connection (SPEC §7). */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Runs `task` when the browser is idle (at most 2 s later); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

type ChunkLoader = () => Promise<unknown>;
// The router registers its screen loaders here, so links can prefetch chunks without importing
// the router (components and lib never import app/).
let screenChunks: Partial<Record<PublicRouteKey, ChunkLoader>> = {};
const prefetchedChunks = new Set<PublicRouteKey>();

export function registerScreenChunks(loaders: Partial<Record<PublicRouteKey, ChunkLoader>>): void {
  screenChunks = loaders;
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Fetches a link target's screen chunk and, with `withData`, its API data, in the background. */
export function prefetchRoute(href: string, { withData }: { withData: boolean }): void {
  if (!canPrefetch(connection())) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const match = matchPath(url.pathname);
  if (!match || match.key === 'dashboard') return;
  const load = screenChunks[match.key];
  if (load && !prefetchedChunks.has(match.key)) {
    prefetchedChunks.add(match.key);
    loadChunkInBackground(load).catch(() => prefetchedChunks.delete(match.key));
  }
  if (withData) for (const { path } of screenRequests(match, url.searchParams)) void prefetchApi(path, match.locale);
}

// One observer for every link: a link's chunk is fetched once it scrolls into view.
const hrefByElement = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;

function visibilityObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver !== 'function') return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const href = hrefByElement.get(entry.target);
      if (href) whenIdle(() => prefetchRoute(href, { withData: false }));
    }
  });
  return observer;
}

/** Prefetches `href`'s screen chunk when `element` becomes visible; returns the clean-up. */
export function prefetchWhenVisible(element: Element, href: string): () => void {
  const io = visibilityObserver();
  if (!io) return () => {};
  hrefByElement.set(element, href);
  io.observe(element);
  return () => io.unobserve(element);
}
