// Request bodies sent compressed (`Content-Encoding: gzip`, `deflate` or `br`) are inflated before the
// JSON parser reads them. @fastify/compress does this too, but a body that does not inflate makes it
// destroy the request stream, and with it the connection: the client got no answer at all. Here only
// the inflater stops; the error handler reads the rest of the body and answers 400 in the API shape.
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { messages } from '@prime/contract';
import { AppError } from './errors.ts';

const inflaters: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

const refused = (message: string) => new AppError(400, message, [{ field: 'body', message }]);

/** Adds the preParsing hook that inflates compressed bodies for every route registered after it. */
export function inflateRequestBodies(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return done(null, payload);
    const inflater = inflaters[encoding]?.();
    if (!inflater) return done(refused(messages.unsupportedBodyEncoding));

    // Fastify holds the compressed length to Content-Length and the inflated one to the body limit,
    // so a small body that inflates to gigabytes is cut at the limit.
    const body = Object.assign(new PassThrough(), { receivedEncodedLength: 0 });
    payload.on('data', (chunk: Buffer) => (body.receivedEncodedLength += chunk.length));
    const stop = () => {
      payload.unpipe(inflater);
      inflater.destroy();
    };
    inflater.once('error', () => {
      stop();
      body.destroy(refused(messages.badCompressedBody));
    });
    body.once('close', stop);
    payload.pipe(inflater).pipe(body);
    done(null, body);
  });
}
