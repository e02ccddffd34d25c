// What `/img/<width>/<image path>.<format>` asks for: one of the listed widths, one of the listed
// formats, and an image under the uploads folder (demo images and uploads). Anything else is refused
// before a file is looked at, so no client can make the server resize to a width of its choosing or
// read outside that folder.
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '@prime/contract';
import { isServedUpload } from '../uploads/served-upload.ts';

export const VARIANT_PREFIX = '/img';

export interface VariantRequest {
  width: ImageWidth;
  format: ImageFormat;
  /** The source image as the API names it, e.g. `uploads/demo/products/vitamin-c-serum-1.webp`. */
  source: string;
}

export type ParsedVariant =
  { ok: true; variant: VariantRequest } | { ok: false; reason: 'width' | 'not-found' };

/** Reads the width segment and the rest of the path after `/img/<width>/`. */
export function parseVariant(widthText: string, rest: string): ParsedVariant {
  // Written as the list writes it (no `0640`): one copy has one URL, for browsers and a CDN alike.
  const width = /^[1-9][0-9]{0,4}$/.test(widthText) ? Number(widthText) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return { ok: false, reason: 'width' };
  const dot = rest.lastIndexOf('.');
  const format = rest.slice(dot + 1) as ImageFormat;
  const source = rest.slice(0, dot);
  if (dot < 0 || !IMAGE_FORMATS.includes(format)) return { ok: false, reason: 'not-found' };
  if (!isServedUpload(source)) return { ok: false, reason: 'not-found' };
  return { ok: true, variant: { width: width as ImageWidth, format, source } };
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};
