// Rows kept per process while the site revision stays the same (db/site-revision.ts): every write of
// what they hold (products, pack sizes and their stock, coupons, the shop's settings) bumps the revision
// in its transaction, so a request that reads a newer revision starts from an empty cache and reads
// the rows again. The revision is read before the rows, so rows kept are at least as new as it.
import type { Db } from './client.ts';
import { readSiteRevision } from './site-revision.ts';

interface Kept {
  revision: number;
  entries: Map<unknown, unknown>;
}

const caches = new WeakMap<Db, Map<string, Kept>>();

/**
 * The entries `name` keeps for the current revision of `db`, emptied when the revision moved. A caller
 * stores only rows it read after this answered, and bounds how many it adds.
 */
export async function revisionCache<K, V>(db: Db, name: string): Promise<Map<K, V>> {
  const revision = await readSiteRevision(db);
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
