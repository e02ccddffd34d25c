// Every uploaded image is decoded and encoded again as WebP: whatever else the file carried (EXIF
// location, scripts, trailing data) is left behind, and a file that does not decode is refused.
import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_PIXELS, messages, sniffImageType } from '@prime/contract';
import { badRequest } from '../http/errors.ts';
import { createLimiter } from '../images/limiter.ts';
import { loadSharp } from '../images/sharp.ts';
import type { ImageStore } from './image-store.ts';

const MAX_EDGE_PX = 1600;
const WEBP_QUALITY = 82;
/**
 * Decodes under way at once in this process. A 5 MB file can claim 40 megapixels, about 160 MB once
 * decoded: many uploads at once would take the memory and the cores the shop needs for everything
 * else (decision 0010, memory); the others wait their turn.
 */
const PARALLEL_DECODES = 2;
const decodeInTurn = createLimiter(PARALLEL_DECODES);

const refused = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Width and height from the file's header, read without decoding its pixels; undefined when unreadable. */
async function dimensions(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const sharp = await loadSharp();
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks one upload by its bytes and re-encodes it as WebP in memory (nothing is written): 400 when it
 * is not a JPEG, PNG, WebP or GIF that decodes, or has more pixels than MAX_UPLOAD_PIXELS (said so,
 * before any decoding). A call that takes several images encodes them all first and stores them only
 * once every one has passed, so a refused form leaves no file behind.
 */
export async function encodeImage(bytes: Buffer, field: string): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw refused(field, messages.onlyImages);
  const size = await dimensions(bytes);
  if (!size) throw refused(field, messages.onlyImages);
  if (size.width * size.height > MAX_UPLOAD_PIXELS) throw refused(field, messages.imageTooManyPixels);
  const sharp = await loadSharp();
  try {
    return await decodeInTurn(() =>
      sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    );
  } catch {
    throw refused(field, messages.onlyImages);
  }
}

/**
 * Stores an image encoded by encodeImage as `uploads/<folder>/<random name>.webp` in the image store
 * (DATA_DIR or the bucket) and answers that path, which is also its URL path on the server.
 */
export async function storeEncodedImage(
  webp: Buffer,
  options: { store: ImageStore; folder: string },
): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(options.folder)) throw new Error(`invalid upload folder ${options.folder}`);
  const key = `uploads/${options.folder}/${randomBytes(16).toString('hex')}.webp`;
  await options.store.write(key, webp, 'image/webp');
  return key;
}

/** Checks, re-encodes and stores one image (encodeImage, then storeEncodedImage). 400 when it is not one. */
export async function saveImage(
  bytes: Buffer,
  options: { store: ImageStore; folder: string; field: string },
): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(options.folder)) throw new Error(`invalid upload folder ${options.folder}`);
  return storeEncodedImage(await encodeImage(bytes, options.field), options);
}

/** Removes an image stored by saveImage; other paths (demo images) and missing files are left alone. */
export async function removeSavedImage(
  store: ImageStore,
  relativePath: string,
  folder: string,
): Promise<void> {
  if (!new RegExp(`^uploads/${folder}/[a-f0-9]{32}\\.webp$`).test(relativePath)) return;
  await store.remove(relativePath);
}
