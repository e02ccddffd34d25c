// Serialized answers of read-mostly lists, kept in this process's memory for a few seconds
// (docs/decisions/0003-catalogue-read-cache.md): a hit costs a map lookup instead of database queries,
// JSON serialization and compression.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from '../../http/content-encoding.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSORS: Record<Exclude<ContentEncoding, 'identity'>, (json: Buffer) => Promise<Buffer>> = {
  gzip: (json) => gzip(json, { level: 9 }),
  // Compressed once per entry, not per request, so the strongest setting is affordable.
  br: (json) =>
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
};

/** Below this size compression saves less than its header costs. */
const COMPRESS_FROM_BYTES = 1024;

/** One answer: its JSON bytes, and each compressed form once a client has asked for it. */
export class CachedJson {
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  encoded(encoding: ContentEncoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity' || this.json.length < COMPRESS_FROM_BYTES) return this.json;
    let body = this.compressed.get(encoding);
    if (!body) {
      body = COMPRESSORS[encoding](this.json);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

interface Entry {
  expiresAt: number;
  answer: Promise<CachedJson>;
}

export class JsonCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    /** Search texts are the shopper's own, so the number of keys must be bounded. */
    private readonly maxEntries: number,
  ) {}

  /**
   * The serialized answer of `load()` for `key`. Requests that miss at the same moment share one load,
   * so an expired entry under load costs one set of queries, not one per waiting request.
   */
  get(key: string, load: () => Promise<object>): Promise<CachedJson> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.answer;
    if (!hit && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = {
      expiresAt: now + this.ttlMs,
      answer: load().then((answer) => new CachedJson(Buffer.from(JSON.stringify(answer)))),
    };
    this.entries.set(key, entry);
    // A failed load must not be served to the next request; its own caller still sees the error.
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.answer;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Sends a cached answer as is, compressed the way the client prefers; Fastify would otherwise
 * serialize and compress it again on every request. */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = await answer.encoded(encoding);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body !== answer.json) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Route options of cached reads: log only problems (two access-log lines would cost more than a
 * hit), and leave compression to `sendJson`, which compresses each answer once. */
export const QUIET_READ = { logLevel: 'warn', compress: false } as const;
