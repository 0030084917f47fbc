import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, identityBody } from './compressed-response.js';

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
});
