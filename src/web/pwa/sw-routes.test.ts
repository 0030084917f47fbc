import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentReleasePagePlugin,
  isBuildAsset,
  isMediaRequest,
  isPageNavigation,
  isPublicApiRequest,
  localeCacheKeyPlugin,
  noStorePlugin,
  type RouteContext,
  storedItemPagePlugin,
} from './sw-routes.js';

const ORIGIN = 'https://noks.example';

function context(path: string, init: { mode?: RequestMode; headers?: Record<string, string>; origin?: string } = {}): RouteContext {
  const url = new URL(path, init.origin ?? ORIGIN);
  return {
    url,
    request: { mode: init.mode ?? 'cors', headers: new Headers(init.headers), destination: '' },
    sameOrigin: url.origin === ORIGIN,
  };
}

/** generateSW writes each function into sw.js by its text: it must work re-created from that text alone. */
function fromSource<T>(fn: T): T {
  return new Function(`return (${String(fn)});`)() as T;
}

describe('route matchers', () => {
  it('sends page loads network-first, but not API or media navigations', () => {
    expect(isPageNavigation(context('/', { mode: 'navigate' }))).toBe(true);
    expect(isPageNavigation(context('/lat/vest/12/naslov?x=1', { mode: 'navigate' }))).toBe(true);
    expect(isPageNavigation(context('/dashboard/articles', { mode: 'navigate' }))).toBe(true);
    expect(isPageNavigation(context('/api/calendar.ics', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(context('/media/abc', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(context('/en/atom.xml', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(context('/rss.xml?category=3', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(context('/robots.txt', { mode: 'navigate' }))).toBe(false);
    expect(isPageNavigation(context('/apiary', { mode: 'navigate' }))).toBe(true);
    expect(isPageNavigation(context('/', { mode: 'cors' }))).toBe(false);
    expect(isPageNavigation(context('/вест/12/naslov?preview=1', { mode: 'navigate' }))).toBe(false);
  });

  it('caches public API reads only: never the admin, auth or health API, nor another origin', () => {
    expect(isPublicApiRequest(context('/api/home'))).toBe(true);
    expect(isPublicApiRequest(context('/api/articles?page=2'))).toBe(true);
    expect(isPublicApiRequest(context('/api/administrators'))).toBe(true);
    expect(isPublicApiRequest(context('/api/admin'))).toBe(false);
    expect(isPublicApiRequest(context('/api/admin/articles/3'))).toBe(false);
    expect(isPublicApiRequest(context('/api/auth/me'))).toBe(false);
    expect(isPublicApiRequest(context('/api/health'))).toBe(false);
    expect(isPublicApiRequest(context('/api/home', { origin: 'https://other.example' }))).toBe(false);
    expect(isPublicApiRequest(context('/home'))).toBe(false);
    expect(isPublicApiRequest(context('/api/articles/12?preview=1'))).toBe(false);
  });

  it('caches embedded media, not downloads or range requests', () => {
    expect(isMediaRequest(context('/media/0123abcd', { mode: 'no-cors' }))).toBe(true);
    expect(isMediaRequest(context('/media/0123abcd', { mode: 'navigate' }))).toBe(false);
    expect(isMediaRequest(context('/media/0123abcd', { headers: { range: 'bytes=0-' } }))).toBe(false);
    expect(isMediaRequest(context('/media/0123abcd', { origin: 'https://cdn.example' }))).toBe(false);
  });

  it('runtime-caches hashed build files of this origin', () => {
    expect(isBuildAsset(context('/assets/admin-layout-abc.js'))).toBe(true);
    expect(isBuildAsset(context('/assets/x.js', { origin: 'https://cdn.example' }))).toBe(false);
    expect(isBuildAsset(context('/media/x'))).toBe(false);
  });

  it('every matcher works when re-created from its source text', () => {
    for (const matcher of [isPageNavigation, isPublicApiRequest, isMediaRequest, isBuildAsset]) {
      const copy = fromSource(matcher);
      for (const ctx of [context('/', { mode: 'navigate' }), context('/api/home'), context('/media/a'), context('/assets/a.js')]) {
        expect(copy(ctx)).toBe(matcher(ctx));
      }
    }
  });
});

describe('localeCacheKeyPlugin', () => {
  const cacheKeyWillBeUsed = fromSource(localeCacheKeyPlugin.cacheKeyWillBeUsed);

  it('keys an API response by URL and the lang header', async () => {
    const sr = await cacheKeyWillBeUsed({ request: new Request(`${ORIGIN}/api/home?x=1`, { headers: { lang: '/sr' } }) });
    const en = await cacheKeyWillBeUsed({ request: new Request(`${ORIGIN}/api/home?x=1`, { headers: { lang: '/en' } }) });
    expect(sr).toBe(`${ORIGIN}/api/home?x=1&__lang=%2Fsr`);
    expect(en).toBe(`${ORIGIN}/api/home?x=1&__lang=%2Fen`);
  });

  it('leaves a request without lang as it is', async () => {
    const request = new Request(`${ORIGIN}/api/home`);
    expect(await cacheKeyWillBeUsed({ request })).toBe(request);
  });
});

describe('currentReleasePagePlugin', () => {
  const cachedResponseWillBeUsed = fromSource(currentReleasePagePlugin.cachedResponseWillBeUsed);
  const page = (script: string) =>
    new Response(`<!doctype html><html><head><script type="module" crossorigin src="${script}"></script></head></html>`, {
      headers: { 'Content-Type': 'text/html' },
    });

  afterEach(() => vi.unstubAllGlobals());

  function stubCaches(stored: string[]) {
    const match = vi.fn(async (url: string) => (stored.includes(url) ? new Response('') : undefined));
    vi.stubGlobal('caches', { match });
    vi.stubGlobal('self', { location: { href: `${ORIGIN}/sw.js` } });
    return match;
  }

  it('serves a stored page whose entry script is still cached', async () => {
    const match = stubCaches([`${ORIGIN}/assets/index-NEW.js`]);
    const response = page('/assets/index-NEW.js');
    expect(await cachedResponseWillBeUsed({ cachedResponse: response })).toBe(response);
    expect(match).toHaveBeenCalledWith(`${ORIGIN}/assets/index-NEW.js`, { ignoreSearch: true });
  });

  it("passes over a stored page of an earlier release, whose files are gone", async () => {
    stubCaches([`${ORIGIN}/assets/index-NEW.js`]);
    expect(await cachedResponseWillBeUsed({ cachedResponse: page('/assets/index-OLD.js') })).toBeNull();
  });

  it('keeps a page without scripts and reports a miss as a miss', async () => {
    stubCaches([]);
    const plain = new Response('<p>plain</p>');
    expect(await cachedResponseWillBeUsed({ cachedResponse: plain })).toBe(plain);
    expect(await cachedResponseWillBeUsed({ cachedResponse: undefined })).toBeNull();
  });
});

describe('storedItemPagePlugin', () => {
  const cachedResponseWillBeUsed = fromSource(storedItemPagePlugin.cachedResponseWillBeUsed);

  afterEach(() => vi.unstubAllGlobals());

  /** A cache holding pages stored under these paths, oldest first. */
  function stubCache(paths: string[]) {
    const open = vi.fn(async () => ({ keys: async () => paths.map((path) => new Request(`${ORIGIN}${path}`)) }));
    vi.stubGlobal('caches', { open });
    return open;
  }

  // Node's Request refuses the mode 'navigate'; the plugin reads only the URL and the mode.
  const navigation = (path: string) => ({ url: `${ORIGIN}${path}`, mode: 'navigate' }) as Request;
  const redirectOf = async (path: string) => {
    const response = await cachedResponseWillBeUsed({ cacheName: 'noks-pages', request: navigation(path), cachedResponse: null });
    return response ? `${response.status} ${response.headers.get('location')}` : null;
  };

  it("answers an item's address without its slug, or with another, by the stored page of that item", async () => {
    const open = stubCache(['/en', '/en/article/25/old-title', '/en/article/250/other', '/en/article/25/council-session', '/en/article/25/council-session?x=1', '/lat/vest/25/sednica']);
    expect(await redirectOf('/en/article/25')).toBe(`302 ${ORIGIN}/en/article/25/council-session`);
    expect(await redirectOf('/en/article/25/')).toBe(`302 ${ORIGIN}/en/article/25/council-session`);
    expect(await redirectOf('/en/article/25/older-title?utm_source=rss')).toBe(`302 ${ORIGIN}/en/article/25/council-session`);
    expect(await redirectOf('/lat/vest/25')).toBe(`302 ${ORIGIN}/lat/vest/25/sednica`);
    // The query stays, as the server's redirect keeps it.
    expect(await redirectOf('/en/article/25?x=1')).toBe(`302 ${ORIGIN}/en/article/25/council-session?x=1`);
    expect(open).toHaveBeenCalledWith('noks-pages');
  });

  it('finds Cyrillic addresses as the browser writes them', async () => {
    const stored = `/${encodeURIComponent('вест')}/7/${encodeURIComponent('седница-савета')}`;
    stubCache([stored]);
    expect(await redirectOf(`/${encodeURIComponent('вест')}/7`)).toBe(`302 ${ORIGIN}${stored}`);
  });

  it('leaves everything else to the offline screen: other items, other words, other locales, pages without an id', async () => {
    stubCache(['/en/article/25/council-session', '/en/category/3/citizens']);
    for (const path of ['/en/article/26', '/en/page/25', '/lat/article/25', '/article/25', '/en', '/en/files', '/25', '/en/article/25/a/b']) {
      expect(await redirectOf(path), path).toBeNull();
    }
  });

  it('keeps what the cache found, and answers only page loads', async () => {
    stubCache(['/en/article/25/council-session']);
    const found = new Response('<p>stored</p>');
    expect(await cachedResponseWillBeUsed({ cacheName: 'noks-pages', request: navigation('/en/article/25'), cachedResponse: found })).toBe(found);
    expect(await cachedResponseWillBeUsed({ cacheName: 'noks-pages', request: new Request(`${ORIGIN}/en/article/25`), cachedResponse: undefined })).toBeNull();
  });
});

describe('responses kept by no cache', () => {
  it.each([fromSource(noStorePlugin.cacheWillUpdate), noStorePlugin.cacheWillUpdate])('never stores a response marked no-store, and stores others', async (cacheWillUpdate) => {
    const personal = new Response('<p>ИН-2026-000001</p>', { headers: { 'Cache-Control': 'no-store' } });
    const privateRead = new Response('{}', { headers: { 'Cache-Control': 'private, no-store' } });
    const page = new Response('<p>page</p>', { headers: { 'Cache-Control': 'no-cache' } });
    expect(await cacheWillUpdate({ response: personal })).toBeNull();
    expect(await cacheWillUpdate({ response: privateRead })).toBeNull();
    expect(await cacheWillUpdate({ response: page })).toBe(page);
  });
});
