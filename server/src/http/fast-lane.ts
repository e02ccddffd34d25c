// Kept catalogue answers sent before Fastify's routing (docs/decisions/0018-fast-lane-for-kept-reads.md).
// A search as the shopper types is the store's hottest call, and a kept answer costs no query and no
// serialisation; what was left per request was mostly Fastify's request lifecycle. Here, in the
// node:http server's own request handler, a POST to a path that registered a kept read, with a small
// JSON body, is answered from the read cache with the very bytes, status and headers its route would
// send. Anything else, or anything the lane is unsure of (no kept answer, a body the route would
// refuse, a compressed or chunked body, a server that is closing), goes on to Fastify: untouched, or
// with the body the lane read handed back to it (`replayBody`), so every refusal is the route's own.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { preferredEncoding } from './content-encoding.ts';
import type { JsonCache } from './json-cache.ts';
import { EVERY_ANSWER_HEADERS } from './security-headers.ts';

export interface KeptRead {
  cache: JsonCache;
  /**
   * The cache key of a parsed JSON body, as the route computes it; undefined for a body the route
   * refuses. It must depend on the body alone: the lane remembers it per body text.
   */
  keyOf(body: object): string | undefined;
}

/** Bodies larger than this go to Fastify unread: a filter of the catalogue is a few dozen bytes. */
const LANE_BODY_BYTES = 2048;
/** Body texts whose key is remembered, per path (they are the shoppers' own searches). */
const KEYS_KEPT = 1_000;

/** The body the lane read, for Fastify when the lane let the request go on. */
const READ_BODY = Symbol('body read by the fast lane');
type LaneRequest = IncomingMessage & { [READ_BODY]?: Buffer };

// The headers of the route's answer, in its order (the security headers first, from the app-wide
// onRequest hook) and with Fastify's lower-case names; Node adds Date and Connection to both alike.
const SECURITY_HEADERS = Object.entries(EVERY_ANSWER_HEADERS).flatMap(([name, value]) => [
  name.toLowerCase(),
  value,
]);

/** The header list of each body sent, made once per body (an answer's bytes live as long as it is kept). */
const headersOfBody = new WeakMap<Buffer, string[]>();
function answerHeaders(body: Buffer, encoding: string | undefined): string[] {
  let headers = headersOfBody.get(body);
  if (!headers) {
    headers = [...SECURITY_HEADERS, 'content-type', 'application/json; charset=utf-8'];
    headers.push('vary', 'accept-encoding');
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    headersOfBody.set(body, headers);
  }
  return headers;
}

/** A JSON body of known, small length, sent as is: the only kind the lane reads. */
function isPlainSmallJson(request: IncomingMessage): boolean {
  const { headers } = request;
  const type = headers['content-type']?.toLowerCase();
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return false;
  const length = headers['content-length'];
  return (
    length !== undefined &&
    /^\d{1,4}$/.test(length) &&
    Number(length) <= LANE_BODY_BYTES &&
    headers['transfer-encoding'] === undefined &&
    headers['content-encoding'] === undefined &&
    headers.expect === undefined
  );
}

/** The body as the app's JSON parser reads it (an empty body is `{}`); undefined when it refuses it. */
function parseLikeTheApp(text: string): object | undefined {
  if (text.trim() === '') return {};
  // The parser's own checks (NUL characters, `[]`, bad JSON) answer 400 there, with its message.
  if (text.includes('\\u0000')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

interface Lane extends KeptRead {
  /** Body text → cache key (null: refused), bounded. */
  keys: Map<string, string | null>;
}

export class FastLane {
  private readonly lanes = new Map<string, Lane>();
  private closing = false;

  /**
   * Answers POST `path` (the full path, prefix included) from `read.cache` when it holds a loaded,
   * fresh answer for the body's key. Returns route options the route must be registered with: they
   * give Fastify the body of a request the lane read and then let go on.
   */
  add(path: string, read: KeptRead): { preParsing: preParsingHookHandler } {
    this.lanes.set(path, { ...read, keys: new Map() });
    return { preParsing: replayBody };
  }

  /** While the app closes, every request goes to Fastify, which answers it 503. */
  closeWith(app: FastifyInstance): void {
    app.addHook('preClose', (done) => {
      this.closing = true;
      done();
    });
  }

  /** Fastify's request handler with the lane in front of it (for the app's `serverFactory`). */
  inFrontOf(fastify: RequestListener): RequestListener {
    return (request, response) => {
      const lane = request.method === 'POST' && !this.closing ? this.lanes.get(request.url!) : undefined;
      if (!lane || !isPlainSmallJson(request)) return fastify(request, response);
      this.readBody(request, response, lane, fastify);
    };
  }

  private readBody(request: LaneRequest, response: ServerResponse, lane: Lane, fastify: RequestListener) {
    let bytes: Buffer | undefined;
    const onData = (chunk: Buffer) => {
      bytes = bytes ? Buffer.concat([bytes, chunk]) : chunk;
    };
    request.on('data', onData);
    // A client that goes away before its body ends is answered by nobody, as Fastify would not.
    request.once('end', () => {
      request.off('data', onData);
      const body = bytes ?? Buffer.alloc(0);
      if (!this.answer(request, response, lane, body)) {
        request[READ_BODY] = body;
        fastify(request, response);
      }
    });
  }

  /** Sends the kept answer; false when there is none ready for this body and encoding. */
  private answer(request: IncomingMessage, response: ServerResponse, lane: Lane, bytes: Buffer): boolean {
    if (this.closing) return false;
    const key = this.keyOf(lane, bytes.toString('utf8'));
    const kept = key === null ? undefined : lane.cache.peek(key);
    if (!kept) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const sent = kept.encoded(encoding);
    // Not compressed yet: the route compresses it (once) and sends it.
    if (!Buffer.isBuffer(sent)) return false;
    response.writeHead(200, answerHeaders(sent, sent === kept.json ? undefined : encoding));
    response.end(sent);
    return true;
  }

  private keyOf(lane: Lane, text: string): string | null {
    let key = lane.keys.get(text);
    if (key === undefined) {
      const body = parseLikeTheApp(text);
      key = (body && lane.keyOf(body)) ?? null;
      if (lane.keys.size >= KEYS_KEPT) lane.keys.delete(lane.keys.keys().next().value!);
      lane.keys.set(text, key);
    }
    return key;
  }
}

/** Gives Fastify the body the lane read, for a request the lane let go on. */
const replayBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const bytes = (request.raw as LaneRequest)[READ_BODY];
  done(null, bytes ? Readable.from([bytes], { objectMode: false }) : payload);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept reads answered before routing: `add` them here (fast-lane.ts). */
    fastLane: FastLane;
  }
}
