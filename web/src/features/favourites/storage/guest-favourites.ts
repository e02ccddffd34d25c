// A guest's favourites: product ids under `user_favorites`. At login they move to the account and the
// local list is removed; meanwhile every change fires FAVOURITES_EVENT (this tab) or `storage` (others).
import { STORAGE_KEYS } from '@prime/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { parseList, rawSnapshot, subscribeToStorageKey } from '../../../lib/storage-subscription.ts';

export const FAVOURITES_EVENT = 'prime:favourites';

const KEY = STORAGE_KEYS.favourites;

/** Ids as strings (stored as strings or numbers), each once, unreadable entries left out. */
export function parseGuestFavourites(raw: string | null): string[] {
  const ids = parseList(raw)
    .map((id) => (typeof id === 'number' || typeof id === 'string' ? String(id).trim() : ''))
    .filter((id) => /^\d+$/.test(id) && Number(id) > 0);
  return [...new Set(ids)];
}

export const readGuestFavourites = () => parseGuestFavourites(localStorage.getItem(KEY));

export function notifyFavouritesChanged(): void {
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
}

/** Replaces the list (e.g. with the ids a login could not move yet). */
export function writeGuestFavourites(ids: (string | number)[]): void {
  write(parseGuestFavourites(JSON.stringify(ids)));
}

function write(ids: string[]): void {
  if (ids.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(ids));
  notifyFavouritesChanged();
}

/** Adds or removes a product; answers whether it is a favourite afterwards. */
export function toggleGuestFavourite(productId: number): boolean {
  const id = String(productId);
  const ids = readGuestFavourites();
  const isFavourite = !ids.includes(id);
  write(isFavourite ? [...ids, id] : ids.filter((other) => other !== id));
  return isFavourite;
}

export const removeGuestFavourite = (productId: number) =>
  write(readGuestFavourites().filter((id) => id !== String(productId)));

export const clearGuestFavourites = () => write([]);

const subscribe = subscribeToStorageKey(KEY, FAVOURITES_EVENT);
const snapshot = rawSnapshot(KEY);

export function useGuestFavouriteIds(): string[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => parseGuestFavourites(raw), [raw]);
}
