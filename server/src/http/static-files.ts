// The web app's files (scripts, styles, images) and the uploaded images, from the one port.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  webDir: string,
): Promise<void> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Uploaded and generated images get random or content-versioned names, so they never change.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

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
