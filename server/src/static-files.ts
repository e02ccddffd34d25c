// The web app's files (scripts, styles, images) and the uploaded images, from the one port.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { imageStoreOf } from './uploads/configured-image-store.ts';
import { CONTENT_TYPES_BY_EXTENSION, isServedUpload } from './uploads/served-upload.ts';
import { notFound } from './http/errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  webDir: string,
): Promise<void> {
  // Uploaded and generated images get random or content-versioned names, so they never change.
  const store = imageStoreOf(config);
  if (store.kind === 's3') {
    // From the bucket of STORAGE_URL, for a shop whose FILE_HOST is empty or points at this server.
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const key = `uploads/${request.params['*']}`;
      const bytes = isServedUpload(key) ? await store.read(key) : undefined;
      if (!bytes) throw notFound();
      return reply
        .header('Content-Type', CONTENT_TYPES_BY_EXTENSION[path.extname(key).toLowerCase()])
        .header('Content-Length', bytes.length)
        .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .send(bytes);
    });
  } else {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    });
  }

  // The pages themselves (index.html made into each page) are sent by server/src/pages/.
  if (!fs.existsSync(webDir)) return;

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // Its own Cache-Control (max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name; the rest may change between releases.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });
}
