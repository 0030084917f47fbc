import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ContentRefusedError } from './content-refusal.js';
import { InvalidImageError, MAX_INPUT_PIXELS, makeImageVariants } from './image-variants.js';

function solidImage(format: 'png' | 'jpeg' | 'gif', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0d47a1' } })
    .toFormat(format)
    .toBuffer();
}

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header that claims a huge canvas; the compressed data would expand to gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = deflateSync(Buffer.alloc(1024));
  const chunks = [pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', new Uint8Array(0))];
  return Buffer.concat([signature, ...chunks]);
}

function bmpHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(54);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  return bytes;
}

function icoHeader(widthByte: number, heightByte: number): Uint8Array {
  const bytes = new Uint8Array(22);
  bytes.set([0, 0, 1, 0, 1, 0, widthByte, heightByte]);
  return bytes;
}

describe('makeImageVariants', () => {
  it('makes WebP variants at every standard width below a large original', async () => {
    const result = await makeImageVariants(await solidImage('png', 2000, 1000), 'image/png');
    expect(result.width).toBe(2000);
    expect(result.height).toBe(1000);
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [1024, 512],
      [1600, 800],
    ]);
    for (const variant of result.variants) expect(isWebp(variant.bytes)).toBe(true);
  });

  it('adds a variant at the original width when the original is not larger than 1600', async () => {
    const result = await makeImageVariants(await solidImage('jpeg', 800, 600), 'image/jpeg');
    expect(result.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    const exact = await makeImageVariants(await solidImage('jpeg', 1600, 100), 'image/jpeg');
    expect(exact.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1600]);
  });

  it('uses the first frame of an animated GIF', async () => {
    const frames = Buffer.alloc(40 * 60 * 3);
    frames.fill(0xff, 0, 40 * 20 * 3);
    frames.fill(0x80, 40 * 20 * 3, 40 * 40 * 3);
    const gif = await sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 20 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const result = await makeImageVariants(gif, 'image/gif');
    expect(result).toMatchObject({ width: 40, height: 20 });
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([[40, 20]]);
  });

  it('rotates by the EXIF orientation and strips metadata', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#212121' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await makeImageVariants(sideways, 'image/jpeg');
    expect(result).toMatchObject({ width: 200, height: 400 });
    const largest = result.variants.at(-1);
    expect(largest).toMatchObject({ width: 200, height: 400 });
    const metadata = await sharp(largest?.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('reads BMP and ICO sizes from their headers without variants', async () => {
    expect(await makeImageVariants(bmpHeader(30, -20), 'image/bmp')).toEqual({ width: 30, height: 20, variants: [] });
    expect(await makeImageVariants(icoHeader(48, 0), 'image/x-icon')).toEqual({
      width: 48,
      height: 256,
      variants: [],
    });
  });

  it('refuses a decompression bomb before decoding it, for its pixels', async () => {
    const bomb = makeImageVariants(pngClaiming(50_000, 50_000), 'image/png');
    await expect(bomb).rejects.toThrow(ContentRefusedError);
    await expect(bomb).rejects.toMatchObject({ reason: 'image-too-many-pixels', limits: { maxPixels: MAX_INPUT_PIXELS } });
    await expect(bomb).rejects.toThrow(/40 megapixels/);
    await expect(makeImageVariants(bmpHeader(50_000, 50_000), 'image/bmp')).rejects.toThrow(/40 megapixels/);
  });

  it('rejects corrupt, mislabelled and unsupported images with InvalidImageError', async () => {
    const png = await solidImage('png', 300, 300);
    const attempts: [Uint8Array, string][] = [
      [png.subarray(0, png.length / 2), 'image/png'],
      [Buffer.from('definitely not an image'), 'image/jpeg'],
      [png, 'image/jpeg'],
      [png, 'image/webp'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [bmpHeader(0, 10), 'image/bmp'],
      [new Uint8Array([0, 0, 1, 0]), 'image/x-icon'],
    ];
    for (const [bytes, mime] of attempts) {
      await expect(makeImageVariants(bytes, mime)).rejects.toThrow(InvalidImageError);
    }
  });
});
