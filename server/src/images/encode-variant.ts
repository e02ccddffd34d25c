// One resized copy of an image in one format. Settings chosen for photographs of products on soft
// backgrounds: AVIF at quality 50 and WebP at 75 look alike and are a third to a half the size of the
// WebP upload; a low AVIF effort keeps the first request of each file short on a small machine.
import { MAX_UPLOAD_PIXELS, type ImageFormat } from '@prime/contract';
import { loadSharp } from './sharp.ts';

// Sources (a file, or an object's bytes) are the store's own images (re-encoded uploads at most
// 1600 px, demo images), but a file put into the uploads folder by hand is read with the same ceiling as an upload.
export async function encodeVariant(
  source: string | Buffer,
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(source, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
    .rotate()
    // Never wider than the source: a 1600 px copy of an 800 px image would only be bigger.
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 75, effort: 4 }).toBuffer();
}
