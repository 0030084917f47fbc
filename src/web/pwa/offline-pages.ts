/**
 * The pages kept for offline reading: the service worker stores every page it serves (cache
 * PAGES_CACHE, network first); the page a visitor first arrived on was served before the worker
 * was in control, so the app stores it itself once the worker takes over.
 */
export const PAGES_CACHE = 'noks-pages';

/** A page of the cache: its address (path and query) and the <title> it was served with. */
export interface OfflinePage {
  path: string;
  title: string;
}

const canCache = () => typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Stores the current page once a service worker controls it, unless it is stored already (or is a preview). */
export function keepPageForOffline(location: Location): void {
  if (!canCache() || new URLSearchParams(location.search).get('preview') === '1') return;
  const container = navigator.serviceWorker;
  const store = () => {
    caches
      .open(PAGES_CACHE)
      .then(async (cache) => {
        if (await cache.match(location.href, { ignoreVary: true })) return;
        // Only a page that opened (not a 404): the worker keeps no others either.
        const response = await fetch(location.href, { credentials: 'same-origin' });
        if (response.ok) await cache.put(location.href, response);
      })
      .catch(() => undefined); // a full quota or a failed request: the page just is not kept
  };
  if (container.controller) store();
  else container.addEventListener('controllerchange', store, { once: true });
}

const TITLE = /<title>([^<]*)<\/title>/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The pages that open offline, newest first as the cache lists them last. */
export async function listOfflinePages(): Promise<OfflinePage[]> {
  if (!canCache()) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages: OfflinePage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const response = await cache.match(request, { ignoreVary: true });
    const title = response ? (TITLE.exec(await response.text())?.[1] ?? '') : '';
    const url = new URL(request.url);
    pages.push({ path: `${url.pathname}${url.search}`, title: title.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!) || decodeURI(url.pathname) });
  }
  return pages;
}
