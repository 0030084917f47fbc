import type { z } from 'zod';
import type { mediaSchema } from '../../../common/schemas/public.js';

export type Media = z.infer<typeof mediaSchema>;

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** Widest variant the plain `src` uses (browsers without srcset, and the first paint). */
const FALLBACK_WIDTH = 1024;

/**
 * Attributes of a responsive <img> from an uploaded image: every variant in `srcset`, a
 * mid-sized `src`, and the intrinsic size so the browser reserves the box before it loads.
 */
export function imageSources(media: Media): ImageSources {
  const variants = [...media.variants].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  const fallback = variants.filter((v) => v.width <= FALLBACK_WIDTH).at(-1) ?? variants[0];
  const width = media.width ?? largest?.width;
  const height = media.height ?? largest?.height;
  return {
    src: fallback?.url ?? media.url,
    srcSet: variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined,
    width: width ?? undefined,
    height: height ?? undefined,
  };
}
