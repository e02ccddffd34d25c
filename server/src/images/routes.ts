// `/img/<width>/<image path>.<format>`: a demo image or an upload resized to one of the listed widths,
// as AVIF or WebP, for the web app's `srcset`. Each copy is made once and kept (on disk, or in the
// bucket of STORAGE_URL); its URL names the source's path, which never changes its content (uploads
// get random names, demo files are written once), so browsers and a CDN in front (FILE_HOST) may keep
// it for a year without asking.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '@prime/contract';
import { AppError, notFound } from '../http/errors.ts';
import type { AppContext } from '../app-context.ts';
import { imageStoreOf } from '../uploads/configured-image-store.ts';
import { createBucketVariants } from './bucket-variants.ts';
import { createVariantCache, type VariantCacheOptions } from './variant-cache.ts';
import { CONTENT_TYPES, parseVariant, VARIANT_PREFIX, type VariantRequest } from './variant-request.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const widthNotOffered = 'Images are resized only to the widths the shop offers.';

export function imageVariantRoutes(cacheOptions?: Partial<VariantCacheOptions>) {
  return async function imagesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
    const store = imageStoreOf(ctx.config);
    // On disk: copies in DATA_DIR/cache/images; with STORAGE_URL: in the bucket beside the uploads.
    const copyOf =
      store.kind === 's3'
        ? (() => {
            const bucket = createBucketVariants(store, { parallel: cacheOptions?.parallel });
            return async (variant: VariantRequest) => {
              const bytes = await bucket.bytes(variant);
              return bytes && { body: bytes, size: bytes.length };
            };
          })()
        : (() => {
            const cache = createVariantCache({ dataDir: ctx.config.dataDir, ...cacheOptions });
            return async (variant: VariantRequest) => {
              const file = await cache.file(variant);
              if (!file) return undefined;
              const { size } = await fs.promises.stat(file);
              return { body: fs.createReadStream(file), size };
            };
          })();
    app.get<{ Params: { width: string; '*': string } }>(
      `${VARIANT_PREFIX}/:width/*`,
      async (request, reply) => {
        const parsed = parseVariant(request.params.width, request.params['*']);
        if (!parsed.ok && parsed.reason === 'width') {
          throw new AppError(400, widthNotOffered, [
            { field: 'width', message: `One of ${IMAGE_WIDTHS.join(', ')} pixels.` },
          ]);
        }
        if (!parsed.ok) throw notFound();
        const copy = await copyOf(parsed.variant);
        if (!copy) throw notFound();
        return reply
          .header('Content-Type', CONTENT_TYPES[parsed.variant.format])
          .header('Content-Length', copy.size)
          .header('Cache-Control', IMMUTABLE)
          .send(copy.body);
      },
    );
  };
}

export const imagesModule = imageVariantRoutes();
