// Serialized answers of read-mostly lists, kept in this process's memory for a few seconds
// (docs/decisions/0003-catalogue-read-cache.md): a hit costs a map lookup instead of database queries,
// JSON serialization and compression.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from './content-encoding.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Compressor = (bytes: Buffer) => Promise<Buffer>;

const brotliOptions = (quality: number, bytes: Buffer) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/** The quick settings: Brotli 5, gzip 6. */
const QUICK_BROTLI = 5;
const QUICK_GZIP = 6;

/** Compression settings: the strongest for a body sent many times, quick ones for a body sent once. */
const COMPRESSORS: Record<'kept' | 'once', Record<Exclude<ContentEncoding, 'identity'>, Compressor>> = {
  // Made in the background for a body sent again (EncodedBody), so no client waits for it.
  kept: {
    gzip: (bytes) => gzip(bytes, { level: 9 }),
    br: (bytes) => brotli(bytes, brotliOptions(zlib.constants.BROTLI_MAX_QUALITY, bytes)),
  },
  once: {
    gzip: (bytes) => gzip(bytes, { level: QUICK_GZIP }),
    br: (bytes) => brotli(bytes, brotliOptions(QUICK_BROTLI, bytes)),
  },
};

/** The quick settings on the spot, for a body small enough (COMPRESS_NOW_BYTES). */
const COMPRESS_NOW: Record<Exclude<ContentEncoding, 'identity'>, (bytes: Buffer) => Buffer> = {
  gzip: (bytes) => zlib.gzipSync(bytes, { level: QUICK_GZIP }),
  br: (bytes) => zlib.brotliCompressSync(bytes, brotliOptions(QUICK_BROTLI, bytes)),
};

/**
 * Up to this size the quick compression is made on the spot: a 20 kB search answer takes 0.3 ms, less
 * than the trip through the thread pool, which cost an uncached search 1.5 ms at the median and 6 ms
 * at p99 on two cores busy with the database (decision 0003).
 */
const COMPRESS_NOW_BYTES = 64 * 1024;

/** Below this size compression saves less than its header costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A body to send as is: its bytes, and each compressed form once a client has asked for it. The
 * first client of an encoding waits only for the quick setting, made on the spot for a body of up to
 * 64 kB (Brotli's strongest takes tens of milliseconds for a 20 kB search answer); a kept body sent
 * again is then compressed at the strongest setting in the background, and later clients get that
 * smaller form.
 */
export class EncodedBody {
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();
  /** Compressed forms already made: a hit sends them without waiting on a promise. */
  private readonly finished = new Map<ContentEncoding, Buffer>();
  private readonly strengthened = new Set<ContentEncoding>();

  constructor(
    readonly bytes: Buffer,
    private readonly use: 'kept' | 'once' = 'kept',
  ) {}

  encoded(encoding: ContentEncoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity' || this.bytes.length < COMPRESS_FROM_BYTES) return this.bytes;
    const done = this.finished.get(encoding);
    if (done) {
      if (this.use === 'kept') this.strengthen(encoding);
      return done;
    }
    let body = this.compressed.get(encoding);
    if (!body) {
      if (this.bytes.length <= COMPRESS_NOW_BYTES) {
        const now = COMPRESS_NOW[encoding](this.bytes);
        this.finished.set(encoding, now);
        return now;
      }
      body = COMPRESSORS.once[encoding](this.bytes);
      this.compressed.set(encoding, body);
      body.then((bytes) => this.finished.set(encoding, bytes)).catch(() => this.compressed.delete(encoding));
    }
    return body;
  }

  /** Replaces the quick form by the strongest once made; until then (or if it fails) the quick one serves. */
  private strengthen(encoding: Exclude<ContentEncoding, 'identity'>): void {
    if (this.strengthened.has(encoding)) return;
    this.strengthened.add(encoding);
    COMPRESSORS.kept[encoding](this.bytes).then(
      (bytes) => this.finished.set(encoding, bytes),
      () => {},
    );
  }
}

/** One answer: its JSON bytes, compressed at most once per encoding. */
export class CachedJson extends EncodedBody {
  get json(): Buffer {
    return this.bytes;
  }
}

interface Entry {
  expiresAt: number;
  answer: Promise<CachedJson>;
  /** The answer once loaded: a hit then needs no promise at all. */
  loaded?: CachedJson;
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
    entry.answer.then(
      (answer) => {
        entry.loaded = answer;
      },
      // A failed load must not be served to the next request; its own caller still sees the error.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  /** The answer for `key` when it is loaded and still fresh; undefined otherwise. */
  peek(key: string): CachedJson | undefined {
    const hit = this.entries.get(key);
    return hit?.loaded && hit.expiresAt > Date.now() ? hit.loaded : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }
}

function sendEncoded(reply: FastifyReply, answer: CachedJson, encoding: ContentEncoding, body: Buffer) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body !== answer.json) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Sends a cached answer as is, compressed the way the client prefers; Fastify would otherwise
 * serialize and compress it again on every request. */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return sendEncoded(reply, answer, encoding, await answer.encoded(encoding));
}

/**
 * Answers a read from `cache`, for a route handler that is not `async` (return what this returns).
 * A loaded, fresh answer whose encoding is ready is sent at once, with no promise, no await and no
 * extra turn of the event loop: on a hot read such as a search as the shopper types, that per-request
 * work is a measurable share of the cost (decision 0003). Otherwise it loads (sharing the load with
 * requests that miss at the same moment) or compresses, then sends.
 */
export function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: JsonCache,
  key: string,
  load: () => Promise<object>,
): Promise<void> | undefined {
  const loaded = cache.peek(key);
  if (loaded) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = loaded.encoded(encoding);
    if (Buffer.isBuffer(body)) {
      sendEncoded(reply, loaded, encoding, body);
      return undefined;
    }
  }
  return cache.get(key, load).then(async (answer) => {
    await sendJson(request, reply, answer);
  });
}

// One logger for every cached read, made once: Fastify would otherwise make a logger per request
// (with its own level, which rebuilds every log method), a cost a hit cannot afford. Their warnings
// and errors carry no request id.
const quietLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function quietLogger(parent: FastifyBaseLogger): FastifyBaseLogger {
  let quiet = quietLoggers.get(parent);
  if (!quiet) {
    quiet = parent.child({ read: 'cached' }, { level: 'warn' });
    quietLoggers.set(parent, quiet);
  }
  return quiet;
}

/** Route options of cached reads: log only problems (two access-log lines would cost more than a
 * hit), through one logger made once, and leave compression to `sendJson`, which compresses each
 * answer once. */
export const QUIET_READ = { logLevel: 'warn', childLoggerFactory: quietLogger, compress: false } as const;
