// Serialized answers of read-mostly lists, kept in this process's memory for a few seconds
// (docs/decisions/0003-catalogue-read-cache.md): a hit costs a map lookup instead of database queries
// and JSON serialization.
import type { FastifyReply } from 'fastify';

interface Entry {
  expiresAt: number;
  body: Promise<string>;
}

export class JsonCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    /** Search texts are the shopper's own, so the number of keys must be bounded. */
    private readonly maxEntries: number,
  ) {}

  /**
   * The JSON text of `load()`'s answer for `key`. Requests that miss at the same moment share one load,
   * so an expired entry under load costs one set of queries, not one per waiting request.
   */
  get(key: string, load: () => Promise<object>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    if (!hit && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = {
      expiresAt: now + this.ttlMs,
      body: load().then((answer) => JSON.stringify(answer)),
    };
    this.entries.set(key, entry);
    // A failed load must not be served to the next request; its own caller still sees the error.
    entry.body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.body;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Sends JSON text as is; Fastify would otherwise serialize the answer again. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Route options of cached reads: log only problems; two access-log lines would cost more than a hit. */
export const QUIET_READ = { logLevel: 'warn' } as const;
