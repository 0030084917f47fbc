/**
 * Route matchers and Workbox plugins of the service worker. Workbox's generateSW copies each
 * function into sw.js by its source text, so every function here must be self-contained: no
 * imports, no module-level constants, nothing from the closure (sw-routes.test.ts checks this by
 * re-creating each one from its text).
 */

/** The parts of a Workbox route-match context the matchers read. */
export interface RouteContext {
  url: URL;
  request: Pick<Request, 'mode' | 'headers' | 'destination'>;
  sameOrigin: boolean;
}

// NOTE: workbox-build copies each matcher's source text into sw.js, so they call no helpers.
// A preview of an unpublished item (`?preview=1`) is an editor's view, never kept for offline use.

/** Page loads of the portal (not API calls, media downloads, feeds and other site files, or previews), served network-first. */
export const isPageNavigation = ({ url, request }: RouteContext): boolean =>
  request.mode === 'navigate' && !/^\/(api|media)(\/|$)/.test(url.pathname) && !/\.(xml|txt)$/.test(url.pathname) && url.searchParams.get('preview') !== '1';

/**
 * Public API reads: everything under /api/ except the editors' API, sign-in, the health check and
 * previews, which must never be stored (the server marks them no-store, too).
 */
export const isPublicApiRequest = ({ url, sameOrigin }: RouteContext): boolean =>
  sameOrigin && url.pathname.startsWith('/api/') && !/^\/api\/(admin|auth|health)(\/|$)/.test(url.pathname) && url.searchParams.get('preview') !== '1';

/**
 * Images and other media embedded in pages; not downloads (navigations) nor range requests
 * (video, PDF viewers), which a cache-first copy would answer wrongly or fill the quota with.
 */
export const isMediaRequest = ({ url, request, sameOrigin }: RouteContext): boolean =>
  sameOrigin && url.pathname.startsWith('/media/') && request.mode !== 'navigate' && !request.headers.has('range');

/**
 * A response the server marks `no-store` (a form in progress, a submission by its private link) is
 * never kept for offline reading, whatever route it came by.
 */
export const noStorePlugin = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => (/\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '') ? null : response),
};

/** Hashed build files not in the precache: the dashboard's chunks, or a newer release's. */
export const isBuildAsset = ({ url, sameOrigin }: RouteContext): boolean => sameOrigin && url.pathname.startsWith('/assets/');

/**
 * Public API responses depend on the `lang` request header (same URL, three languages), so the
 * cache key carries it: offline, an English page never gets the Serbian copy.
 */
export const localeCacheKeyPlugin = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<Request | string> => {
    const lang = request.headers.get('lang');
    if (!lang) return request;
    const key = new URL(request.url);
    key.searchParams.set('__lang', lang);
    return key.href;
  },
};

/**
 * A stored page names the hashed entry script of the release it came from. After an update that
 * release's files are gone from the caches, so such a page would load no script; it is passed
 * over, and the strategy falls back to the current release's shell.
 */
export const currentReleasePagePlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.clone().text();
    const entry = /<script\b[^>]*\bsrc=["']([^"']+)["']/i.exec(html)?.[1];
    if (!entry) return cachedResponse;
    const stored = await caches.match(new URL(entry, self.location.href).href, { ignoreSearch: true });
    return stored ? cachedResponse : null;
  },
};

/**
 * Online, an item's address without its slug, or with an old one (`/en/article/25`), redirects to
 * the item's own address (`/en/article/25/its-slug`), which is the one the worker stores: a redirect
 * is no page to keep. Offline the worker follows it itself: when a page load finds nothing stored
 * for its address, a stored page of the same item (the same route words and id, any slug) answers
 * it with a redirect there. The item's id is the last segment of the address or the one before.
 */
export const storedItemPagePlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }: { cacheName: string; request: Request; cachedResponse?: Response | null }): Promise<Response | null> => {
    if (cachedResponse || request.mode !== 'navigate') return cachedResponse ?? null;
    const requested = new URL(request.url);
    const segments = requested.pathname.split('/').filter((segment) => segment !== '');
    let idAt = segments.length - 1;
    if (!/^\d+$/.test(segments[idAt] ?? '')) idAt -= 1;
    if (idAt < 1 || !/^\d+$/.test(segments[idAt] ?? '')) return null;
    const item = `/${segments.slice(0, idAt + 1).join('/')}/`;
    const cache = await caches.open(cacheName);
    // Newest first (the cache lists its entries in the order they were stored); the page with the
    // same query if there is one (a redirect keeps the query), else one without a query.
    const pages = [...(await cache.keys())].reverse().map((key) => new URL(key.url));
    const ofItem = pages.filter((page) => {
      const slug = page.pathname.startsWith(item) ? page.pathname.slice(item.length) : '';
      return slug !== '' && !slug.includes('/');
    });
    const found = ofItem.find((page) => page.search === requested.search) ?? ofItem.find((page) => page.search === '');
    return found ? Response.redirect(found.href, 302) : null;
  },
};
