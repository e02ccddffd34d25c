// A guest's cart and favourites live in browser storage under the seed client's keys
// (shopping-flow §3). Every change fires a window event so badges and buttons refresh at once.
import { STORAGE_KEYS } from '@prime/contract';
import { useSyncExternalStore } from 'react';

export const CART_EVENT = 'prime:cart';
export const FAVOURITES_EVENT = 'prime:favourites';

export interface GuestCartItem {
  productid: string;
  quantity: string;
  packet_size?: string;
  addedAt?: string;
  updatedAt?: string;
}

function readJsonArray<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const readGuestCart = () => readJsonArray<GuestCartItem>(STORAGE_KEYS.guestCart);

export const readGuestFavourites = () =>
  readJsonArray<string | number>(STORAGE_KEYS.favourites).map((id) => String(id));

/** Adds a line, or raises the quantity of the product's line already in the guest cart. */
export function addToGuestCart(productId: number, quantity = 1, packetSize?: number): void {
  const id = String(productId);
  const cart = readGuestCart();
  const line = cart.find((item) => String(item.productid) === id);
  if (line) {
    line.quantity = String(Number(line.quantity) + quantity);
    line.updatedAt = new Date().toISOString();
  } else {
    cart.push({
      productid: id,
      quantity: String(quantity),
      ...(packetSize ? { packet_size: String(packetSize) } : {}),
      addedAt: new Date().toISOString(),
    });
  }
  localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(cart));
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Adds or removes a product id; answers whether it is a favourite afterwards. */
export function toggleGuestFavourite(productId: number): boolean {
  const id = String(productId);
  const ids = readGuestFavourites();
  const isFavourite = !ids.includes(id);
  const next = isFavourite ? [...ids, id] : ids.filter((other) => other !== id);
  localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify(next));
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
  return isFavourite;
}

function subscribeTo(event: string) {
  return (onChange: () => void) => {
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}

const subscribeCart = subscribeTo(CART_EVENT);
const subscribeFavourites = subscribeTo(FAVOURITES_EVENT);
// Snapshots are the raw strings: stable between changes, so React re-renders only on a real change.
const cartSnapshot = () => localStorage.getItem(STORAGE_KEYS.guestCart) ?? '[]';
const favouritesSnapshot = () => localStorage.getItem(STORAGE_KEYS.favourites) ?? '[]';

/** The guest cart's product ids, re-read whenever the cart changes. */
export function useGuestCartIds(): string[] {
  useSyncExternalStore(subscribeCart, cartSnapshot, () => '[]');
  return readGuestCart().map((item) => String(item.productid));
}

export function useGuestFavouriteIds(): string[] {
  useSyncExternalStore(subscribeFavourites, favouritesSnapshot, () => '[]');
  return readGuestFavourites();
}
