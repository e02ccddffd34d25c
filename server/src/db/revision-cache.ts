// Rows kept per process while the revision they hang on stays the same (db/site-revision.ts): every
// write of what they hold (products, pack sizes and their stock, coupons, the shop's settings) bumps
// it in its transaction, so a request that reads a newer revision starts from an empty cache and reads
// the rows again. The revision is read before the rows, so rows kept are at least as new as it. Rows
// that hold stock follow the page revision (content and stock); the others the content revision alone,
// so orders leave them kept.
import type { Db } from './client.ts';
import { readContentRevision, readSiteRevision } from './site-revision.ts';

/** What a cache's rows hang on: `stock` for rows that hold stock figures, else `content`. */
export type Follows = 'stock' | 'content';

interface Kept {
  revision: number;
  entries: Map<unknown, unknown>;
}

const caches = new WeakMap<Db, Map<string, Kept>>();

/**
 * The entries `name` keeps for the current revision of `db`, emptied when the revision moved. A caller
 * stores only rows it read after this answered, and bounds how many it adds. `contentRevision`: the
 * content revision the caller read already for another cache (`follows` content), so one request
 * reading several caches reads it once.
 */
export async function revisionCache<K, V>(
  db: Db,
  name: string,
  follows: Follows,
  contentRevision?: number,
): Promise<Map<K, V>> {
  const revision =
    follows === 'stock' ? await readSiteRevision(db) : (contentRevision ?? (await readContentRevision(db)));
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  let kept = named.get(name);
  if (!kept || kept.revision < revision) {
    kept = { revision, entries: new Map() };
    named.set(name, kept);
  }
  // A request that read an older revision than the one kept gets the newer rows: never older ones.
  return kept.entries as Map<K, V>;
}
