// A page or text file as kept in the render cache, and sending it: with its ETag (a 304 when the
// client has it), in the encoding the client takes.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/content-encoding.ts';
import { EncodedBody } from '../http/json-cache.ts';
import type { CachedPage } from './render-cache.ts';

export function cachedPage(text: string, revision: number, status: number, keep: boolean): CachedPage {
  const bytes = Buffer.from(text);
  return {
    revision,
    status,
    // A page sent many times is compressed at the strongest setting, once; a one-off one quickly.
    body: new EncodedBody(bytes, keep ? 'kept' : 'once'),
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`,
    keep,
  };
}

export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  type = 'text/html; charset=utf-8',
): FastifyReply | Promise<FastifyReply> {
  reply
    .header('content-type', type)
    // Kept by browsers and proxies, and asked again each time: the ETag makes that a 304.
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (page.location) reply.header('location', page.location);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = page.body.encoded(encoding);
  const send = (bytes: Buffer) => {
    if (bytes !== page.body.bytes) reply.header('content-encoding', encoding);
    return reply.status(page.status).send(bytes);
  };
  return Buffer.isBuffer(body) ? send(body) : body.then(send);
}

/** Sends a kept page when the encoding the client takes is ready; undefined when it is still being made. */
export function sendKeptHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const ready =
    request.headers['if-none-match'] === page.etag ||
    Buffer.isBuffer(page.body.encoded(preferredEncoding(request.headers['accept-encoding'])));
  return ready ? sendHtml(request, reply, page) : undefined;
}
