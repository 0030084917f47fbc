/**
 * After a deploy, a tab opened earlier asks for chunks that no longer exist. A full reload fetches
 * the new index.html; the stored timestamp keeps a really broken chunk from reloading forever.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const RELOADED_AT_KEY = 'noks.chunk-reload-at';

/** Reload when no reload happened yet or the last one is at least a minute old. */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_INTERVAL_MS;
}

const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preload
  'failed to load module script',
];

/** Whether an error comes from loading a script or style chunk (not from running it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((text) => message.includes(text));
}

function readReloadedAt(): number | null {
  try {
    const value = sessionStorage.getItem(RELOADED_AT_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

let navigationTarget: () => string | null = () => null;

/**
 * Tells the guard where a navigation under way is going (the router's pending location). A chunk
 * that fails to load fails while the address bar still shows the page the reader is leaving: the
 * full load must go to the address they chose, not back to that one.
 */
export function trackNavigationTarget(target: () => string | null): void {
  navigationTarget = target;
}

/**
 * Loads the address the reader is going to (or reloads the page when no navigation is under way)
 * unless the guard did so within the last minute; says whether it does.
 */
export function reloadForChunkError(): boolean {
  if (!navigator.onLine) return false; // offline a reload only trades this page for the browser's error page
  const now = Date.now();
  if (!shouldReloadForChunkError(readReloadedAt(), now)) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false; // NOTE: without storage there is no guard, so no reload either (no loops).
  }
  const target = navigationTarget();
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target && target !== here) window.location.assign(target);
  else window.location.reload();
  return true;
}

let backgroundLoads = 0;

/** Loads a chunk nobody is waiting for (link prefetching): its failure is no reason to reload. */
export function loadChunkInBackground(load: () => Promise<unknown>): Promise<unknown> {
  backgroundLoads++;
  return load().finally(() => backgroundLoads--);
}

/**
 * Vite dispatches `vite:preloadError` when a script or CSS dependency of a chunk fails, which
 * covers the dynamic imports that do not go through importChunk. While a prefetch runs the
 * event is left alone: if a screen's own import fails meanwhile, importChunk still reloads.
 */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (backgroundLoads === 0 && reloadForChunkError()) event.preventDefault();
  });
}

/** A dynamic import that reloads the page on a chunk failure (and then never settles). */
export async function importChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadForChunkError()) return new Promise<T>(() => {});
    throw error;
  }
}
