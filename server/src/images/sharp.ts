// sharp (libvips), loaded by the first image the store encodes: it takes a tenth of a second to load,
// which a start should not spend before the store answers (docs/decisions/0044-start-up-time.md).
import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * The sharp module, set up once for the store. Each image (an upload, a resized copy) is decoded
 * once, so libvips' cache of recent images (50 MB by default) would only hold memory the store never
 * reads again; one thread per image keeps the allocator's arenas few on every platform (sharp
 * already chooses one on glibc). Decision 0010 (memory).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
