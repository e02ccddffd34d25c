// An image at the size its slot needs: for an image of the uploads folder, the server's AVIF and WebP
// copies at the listed widths (`srcset` + `sizes`, the browser picks), with width and height so its
// box is reserved before a byte arrives. The page's largest image (its LCP: the first banner, a
// product's main photo) is `priority`: preloaded from the head with high priority and never lazy;
// every other image waits until it nears the viewport. An image that fails shows the fallback once.
// The largest image also carries `elementtiming`, so the browser reports when it is on screen: the
// entry (web/src/main.tsx) starts the app after that report.
import { FALLBACK_IMAGE, IMAGE_WIDTHS, type ImageWidth } from '@prime/contract';
import { useState } from 'react';
import { preload } from 'react-dom';
import { imageUrl } from '../lib/image-url.ts';
import { imageVariantUrl, isResizable, sortedWidths, variantSrcSet } from '../lib/image-variants.ts';
import styles from './responsive-image.module.css';

/** The `elementtiming` name of the page's largest image (web/src/main.tsx waits for its report). */
const LARGEST_IMAGE_TIMING = 'largest-image';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Element Timing: the browser reports when this image is first on screen. */
    elementtiming?: string;
  }
}

export interface ResponsiveImageProps {
  /** The image path as the API gives it (`uploads/…`), or an absolute URL. */
  src: string | null | undefined;
  alt: string;
  /** The image's proportions, and its size where CSS sets none. */
  width: number;
  height: number;
  /** How wide the slot is at each viewport width, e.g. `(min-width: 900px) 560px, 100vw`. */
  sizes: string;
  /** The copies to offer, from IMAGE_WIDTHS: those the slot can use at 1× to 3× screens. */
  widths?: readonly ImageWidth[];
  /** Shown when there is no image or it fails to load. */
  fallback?: string;
  /** The page's largest image: preloaded, high priority, loaded at once. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  widths = IMAGE_WIDTHS,
  fallback = FALLBACK_IMAGE,
  priority = false,
  className,
}: ResponsiveImageProps) {
  // The image that failed: another `src` (a gallery's next choice) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null | undefined>(null);
  const failed = failedSrc !== null && failedSrc === src;
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const decoding = priority ? undefined : 'async';
  const elementTiming = priority ? LARGEST_IMAGE_TIMING : undefined;
  const offered = sortedWidths(widths);
  const largest = offered.at(-1);

  if (failed || !isResizable(src) || largest === undefined) {
    const plain = failed ? fallback : imageUrl(src, fallback);
    if (priority) preload(plain, { as: 'image', fetchPriority: 'high' });
    return (
      <img
        className={className}
        src={plain}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        elementtiming={elementTiming}
        onError={() => setFailedSrc(src)}
      />
    );
  }

  const avif = variantSrcSet(src, 'avif', offered);
  const webp = variantSrcSet(src, 'webp', offered);
  // Only the AVIF set: a browser that cannot show AVIF skips a preload of that type, and then
  // finds the WebP <img> in the page as early as the preload would have.
  if (priority) {
    preload(imageVariantUrl(src, largest, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        className={className}
        src={imageVariantUrl(src, largest, 'webp')}
        srcSet={webp}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        elementtiming={elementTiming}
        onError={() => setFailedSrc(src)}
      />
    </picture>
  );
}
