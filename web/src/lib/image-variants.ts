// The server's resized copies of an image of the uploads folder (demo images and uploads):
// `/img/<width>/<image path>.<format>` at the widths of IMAGE_WIDTHS only, behind FILE_HOST like
// every image. Other images (the web app's own fallbacks, absolute URLs) have no copies.
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '@prime/contract';
import { imageUrl } from './image-url.ts';

export const isResizable = (path: string | null | undefined): path is string =>
  !!path && /^\/*uploads\/[^?#]+$/.test(path);

/** One copy's URL, e.g. `/img/640/uploads/demo/products/vitamin-c-serum-1.webp.avif`. */
export function imageVariantUrl(path: string, width: ImageWidth, format: ImageFormat): string {
  return imageUrl(`img/${width}/${path.replace(/^\/+/, '')}.${format}`);
}

/** `srcset` of the copies at the given widths (the listed ones, smallest first). */
export function variantSrcSet(path: string, format: ImageFormat, widths: readonly ImageWidth[]): string {
  return sortedWidths(widths)
    .map((width) => `${imageVariantUrl(path, width, format)} ${width}w`)
    .join(', ');
}

export function sortedWidths(widths: readonly ImageWidth[]): ImageWidth[] {
  const listed = new Set<number>(IMAGE_WIDTHS);
  return [...new Set(widths)].filter((width) => listed.has(width)).sort((a, b) => a - b);
}
