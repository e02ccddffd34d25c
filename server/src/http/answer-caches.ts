// The in-memory answer caches of this process (catalogue lists, content lists), in one register, so a
// write a shopper would see can forget them all at once, whichever module made the cache.
interface ClearableCache {
  clear(): void;
}

const caches = new Set<ClearableCache>();

/** Adds a cache to the register; answers it, so a module can register where it makes the cache. */
export function registerAnswerCache<C extends ClearableCache>(cache: C): C {
  caches.add(cache);
  return cache;
}

/**
 * Forgets every registered answer: call it after a write a shopper would see, once its transaction has
 * committed, so this process's next request reads the change (other processes keep theirs at most the
 * caches' few seconds).
 */
export function forgetCachedAnswers(): void {
  for (const cache of caches) cache.clear();
}
