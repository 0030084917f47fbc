import type { SharpOptions } from 'sharp';
import { ContentRefusedError } from './content-refusal.js';
import { readBmpDimensions, readIcoDimensions, type PixelDimensions } from './upload-type.js';

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** Images above this many pixels are refused before decoding, so a small file cannot claim gigabytes of memory. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ImageVariants {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** A corrupt or unsupported image: the upload's fault, so callers answer HTTP 400. (One of too many pixels is a ContentRefusedError.) */
export class InvalidImageError extends Error {
  override readonly name = 'InvalidImageError';
}

/** The sharp format name each decodable upload type must actually contain. */
const SHARP_FORMAT_BY_MIME: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
};

const HEADER_READERS: Readonly<Record<string, (bytes: Uint8Array) => PixelDimensions | null>> = {
  'image/bmp': readBmpDimensions,
  'image/x-icon': readIcoDimensions,
};

/**
 * Only the first frame of a GIF is used; 'error' refuses truncated or broken pixel data
 * while tolerating the harmless warnings many camera JPEGs trigger.
 */
const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'error',
  autoOrient: true,
  pages: 1,
};

const WEBP_QUALITY = 80;

/**
 * Encodes WebP variants of an upload for responsive `srcset`s, EXIF-rotated and without metadata.
 * BMP and ICO cannot be decoded by sharp: they get their header dimensions and no variants.
 * Throws InvalidImageError for corrupt or unsupported images, and ContentRefusedError for one of
 * more than MAX_INPUT_PIXELS, refused from its header before any pixel is decoded. The original is
 * decoded once, to the largest width wanted; the smaller variants are made from that. All of it
 * runs on libvips's threads, none on the event loop.
 */
export async function makeImageVariants(bytes: Uint8Array, mime: string): Promise<ImageVariants> {
  const readHeader = HEADER_READERS[mime];
  if (readHeader !== undefined) return { ...checkedDimensions(readHeader(bytes)), variants: [] };
  const size = await readDecodableDimensions(bytes, mime);
  const widths = variantWidthsFor(size.width);
  const largest = await decodeToWidth(bytes, Math.max(...widths));
  const variants: ImageVariant[] = [];
  for (const width of widths) variants.push(await encodeVariant(largest, width));
  return { ...size, variants };
}

/** Every standard width below the original, plus the original itself when it is not above the largest. */
function variantWidthsFor(originalWidth: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 0;
  if (originalWidth <= largest) widths.push(originalWidth);
  return widths;
}

/**
 * The image library, loaded on the first upload: libvips is a sixth of an idle portal's memory,
 * and most instances only serve reads.
 */
const loadSharp = async () => (await import('sharp')).default;

async function readDecodableDimensions(bytes: Uint8Array, mime: string): Promise<PixelDimensions> {
  const expectedFormat = SHARP_FORMAT_BY_MIME[mime];
  if (expectedFormat === undefined) throw new InvalidImageError(`Unsupported image type: ${mime}`);
  // Reading the header decodes no pixels, so the size limit is checked below, with a clearer message.
  const sharp = await loadSharp();
  const metadata = await withInvalidImageErrors(() => sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata());
  if (metadata.format !== expectedFormat) {
    throw new InvalidImageError(`Image content is ${metadata.format}, not ${mime}`);
  }
  return checkedDimensions(metadata.autoOrient);
}

interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The original, oriented and scaled down to `width` (never up), as 8-bit pixels. */
async function decodeToWidth(bytes: Uint8Array, width: number): Promise<DecodedImage> {
  const sharp = await loadSharp();
  const { data, info } = await withInvalidImageErrors(() =>
    sharp(bytes, INPUT_OPTIONS).resize({ width, withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }),
  );
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

async function encodeVariant(image: DecodedImage, width: number): Promise<ImageVariant> {
  const sharp = await loadSharp();
  const { data, info } = await withInvalidImageErrors(() =>
    sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels } })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
  return { width: info.width, height: info.height, bytes: data };
}

function checkedDimensions(dimensions: PixelDimensions | null): PixelDimensions {
  if (dimensions === null || dimensions.width < 1 || dimensions.height < 1) {
    throw new InvalidImageError('Image header is corrupt');
  }
  if (dimensions.width * dimensions.height > MAX_INPUT_PIXELS) {
    const size = `${dimensions.width}×${dimensions.height}`;
    throw new ContentRefusedError('image-too-many-pixels', `The image of ${size} pixels is larger than the portal accepts, ${MAX_INPUT_PIXELS / 1e6} megapixels; scale it down and upload it again`, {
      maxPixels: MAX_INPUT_PIXELS,
    });
  }
  return { width: dimensions.width, height: dimensions.height };
}

async function withInvalidImageErrors<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidImageError(`Image cannot be decoded: ${reason}`, { cause: error });
  }
}
