import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload.js';

describe('chunk reload guard', () => {
  const now = 1_700_000_000_000;

  it('reloads when no reload is recorded', () => {
    expect(shouldReloadForChunkError(null, now)).toBe(true);
    expect(shouldReloadForChunkError(Number.NaN, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(shouldReloadForChunkError(now, now)).toBe(false);
    expect(shouldReloadForChunkError(now - 59_999, now)).toBe(false);
  });

  it('reloads once the last reload is 60 s old or more', () => {
    expect(shouldReloadForChunkError(now - 60_000, now)).toBe(true);
    expect(shouldReloadForChunkError(now - 3_600_000, now)).toBe(true);
  });

  it('recognises failed script and style chunks of each browser and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
