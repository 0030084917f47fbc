import { type Media, imageSources } from './media.js';

interface ResponsiveImageProps {
  media: Media;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** An uploaded image with all its variants in srcset and its intrinsic size (no layout shift). */
export function ResponsiveImage({ media, sizes, alt, className, loading = 'lazy', fetchPriority }: ResponsiveImageProps) {
  const { src, srcSet, width, height } = imageSources(media);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
}
