import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPRESSIONS_AT_ONCE, compressResponse, identityBody } from './compressed-response.js';

/** Text that compresses as pages do: repeated markup around varying words. */
function pageLike(bytes: number): Buffer {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const part = `<li><a href="/вест/${length}/${randomBytes(6).toString('hex')}">Квалификације ${randomBytes(4).toString('base64')}</a></li>\n`;
    parts.push(part);
    length += Buffer.byteLength(part);
  }
  return Buffer.from(parts.join('')).subarray(0, bytes);
}

describe('compressResponse', () => {
  // The brotli window follows the body's size: each size must still come back byte for byte.
  it.each([600, 40_000, 70_000, 300_000, 5_000_000])('gives brotli and gzip bodies that decompress to the %i bytes given', async (size) => {
    const body = pageLike(size);
    const response = await compressResponse(body, {}, ['br', 'gzip']);
    expect(zlib.brotliDecompressSync(response.bodies.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(response.bodies.gzip!).equals(body)).toBe(true);
    expect(response.bodies.br!.length).toBeLessThan(body.length / 2);
    expect((await identityBody(response)).equals(body)).toBe(true);
  });

  it('leaves a body too small to gain from compression as it is', async () => {
    const response = await compressResponse(Buffer.from('{"ok":true}'), {}, ['br', 'gzip']);
    expect(response.bodies).toEqual({ identity: Buffer.from('{"ok":true}') });
  });

  describe('under a rush of responses', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Counts the encoders zlib is running, through its own functions. */
    function countRunning() {
      const counts = { running: 0, most: 0 };
      for (const name of ['brotliCompress', 'gzip'] as const) {
        const compress = zlib[name] as (body: Buffer, options: object, done: (error: Error | null, result: Buffer) => void) => void;
        vi.spyOn(zlib, name).mockImplementation(((body: Buffer, options: object, done: (error: Error | null, result: Buffer) => void) => {
          counts.most = Math.max(counts.most, ++counts.running);
          compress(body, options, (error, result) => {
            counts.running--;
            done(error, result);
          });
        }) as never);
      }
      return counts;
    }

    it(`runs at most ${COMPRESSIONS_AT_ONCE} at once, and every response still gets its bodies`, async () => {
      const counts = countRunning();
      // Several times the limit, whatever the number of cores (each body is compressed twice).
      const bodies = Array.from({ length: Math.max(12, COMPRESSIONS_AT_ONCE * 3) }, (_, i) => pageLike(20_000 + i * 1000));
      const responses = await Promise.all(bodies.map((body) => compressResponse(body, {}, ['br', 'gzip'])));
      expect(counts.most).toBe(COMPRESSIONS_AT_ONCE);
      responses.forEach((response, i) => {
        expect(zlib.brotliDecompressSync(response.bodies.br!).equals(bodies[i]!)).toBe(true);
        expect(zlib.gunzipSync(response.bodies.gzip!).equals(bodies[i]!)).toBe(true);
      });
    });
  });
});
