// The one read cache of catalogue answers (categories, concerns, product lists) in this process.
import { registerAnswerCache } from '../../http/answer-caches.ts';
import { JsonCache } from '../../http/json-cache.ts';

export const CATALOGUE_CACHE_TTL_MS = 5_000;

export const catalogueCache = registerAnswerCache(new JsonCache(CATALOGUE_CACHE_TTL_MS, 1_000));

/**
 * Forget every cached catalogue answer. Call after any write a shopper would see in a listing:
 * products, pack sizes and stock, images, ingredients, reviews, categories, concerns.
 */
export function invalidateCatalogueCache(): void {
  catalogueCache.clear();
}
