// Resized copies kept in the bucket of STORAGE_URL, beside the uploads: the copy of
// `uploads/x.webp` at 640 px as AVIF is the object `img/640/uploads/x.webp.avif`, its URL path, so a
// CDN serving the bucket answers it as the store would. The first request of a copy makes it and
// every process (on any machine) reads it from the bucket afterwards. Requests for the same copy in
// one process wait for one encoding; two processes asking for a copy that is not there yet at the same
// moment may both make it, which writes the same bytes twice and costs one encoding (a lock across
// machines would cost a round trip on every copy for a race that happens once per copy at most).
import type { ImageFormat } from '@prime/contract';
import type { ImageStore } from '../uploads/image-store.ts';
import { encodeVariant } from './encode-variant.ts';
import { createLimiter } from './limiter.ts';
import { CONTENT_TYPES, VARIANT_PREFIX, type VariantRequest } from './variant-request.ts';

export type BufferEncoder = (source: Buffer, width: number, format: ImageFormat) => Promise<Buffer>;

/** The copy's key in the store: its URL path without the leading slash. */
export const variantKey = (variant: VariantRequest) =>
  `${VARIANT_PREFIX.slice(1)}/${variant.width}/${variant.source}.${variant.format}`;

export function createBucketVariants(
  store: ImageStore,
  options: { parallel?: number; encode?: BufferEncoder } = {},
) {
  const encode = options.encode ?? encodeVariant;
  const queue = createLimiter(options.parallel ?? 2);
  const pending = new Map<string, Promise<Buffer | undefined>>();
  let encodings = 0;

  async function make(variant: VariantRequest, key: string): Promise<Buffer | undefined> {
    // Made meanwhile by a request this process had queued before, or by another process.
    const made = await store.read(key);
    if (made) return made;
    const source = await store.read(variant.source);
    if (!source) return undefined;
    encodings += 1;
    const bytes = await encode(source, variant.width, variant.format);
    await store.write(key, bytes, CONTENT_TYPES[variant.format]);
    return bytes;
  }

  return {
    /** Encodings this process has run since it started (tests count them). */
    get encodings() {
      return encodings;
    },
    /** The copy's bytes, made first when missing; undefined when the source image does not exist. */
    async bytes(variant: VariantRequest): Promise<Buffer | undefined> {
      const key = variantKey(variant);
      const kept = await store.read(key);
      if (kept) return kept;
      let making = pending.get(key);
      if (!making) {
        making = queue(() => make(variant, key)).finally(() => pending.delete(key));
        pending.set(key, making);
      }
      return making;
    },
  };
}
