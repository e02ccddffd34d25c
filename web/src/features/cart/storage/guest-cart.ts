// A guest's cart in browser storage under `guest_cart`, in the shape the seed client kept:
// `{productid, quantity, packet_size?, addedAt | updatedAt}` with ids and quantities as strings.
// Older entries written by the product page carry `productDetails` instead of a pack size; both are
// read. One line per product and pack size, like the account cart. Every write fires CART_EVENT so
// badges and buttons in this tab refresh at once; other tabs hear the `storage` event.
import { STORAGE_KEYS, type Product } from '@prime/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { parseList, rawSnapshot, subscribeToStorageKey } from '../../../lib/storage-subscription.ts';

export const CART_EVENT = 'prime:cart';

export interface GuestCartItem {
  productid: string;
  quantity: string;
  /** Grams of the chosen pack size; missing means the product's first pack size. */
  packet_size?: string;
  addedAt?: string;
  updatedAt?: string;
}

/** A stored line read back: ids and sizes as numbers, the product it may carry (alternate shape). */
export interface GuestLine {
  productId: number;
  quantity: number;
  packetSize: number | null;
  addedAt?: string;
  updatedAt?: string;
  productDetails?: Product;
}

const KEY = STORAGE_KEYS.guestCart;

function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** `50`, `"50"`, `"50gm"`, `"50 gm"` → 50; anything else → null (the first pack size). */
export function parsePacketSize(value: unknown): number | null {
  if (typeof value === 'number') return wholeNumber(value);
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)\s*(gm|g|ml)?\s*$/i.exec(value);
  return match ? wholeNumber(match[1]) : null;
}

function isProduct(value: unknown): value is Product {
  const product = value as Product | null;
  return (
    typeof product === 'object' &&
    product !== null &&
    typeof product.p_id === 'number' &&
    Array.isArray(product.product_price)
  );
}

const isoOrUndefined = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;

function readLine(entry: unknown): GuestLine | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  const productId = wholeNumber(raw.productid);
  const quantity = wholeNumber(raw.quantity);
  if (productId === null || quantity === null) return null;
  // The product page's shape carries the product (or a best-seller list of one) instead of a size.
  const details = Array.isArray(raw.productDetails) ? raw.productDetails[0] : raw.productDetails;
  return {
    productId,
    quantity,
    packetSize: parsePacketSize(raw.packet_size),
    addedAt: isoOrUndefined(raw.addedAt),
    updatedAt: isoOrUndefined(raw.updatedAt),
    productDetails: isProduct(details) && details.p_id === productId ? details : undefined,
  };
}

export const sameLine = (line: GuestLine, productId: number, packetSize: number | null) =>
  line.productId === productId && line.packetSize === packetSize;

/** Lines of one product and pack size stored twice (two tabs, older clients) read as one. */
function mergeDuplicates(lines: GuestLine[]): GuestLine[] {
  const merged: GuestLine[] = [];
  for (const line of lines) {
    const twin = merged.find((other) => sameLine(other, line.productId, line.packetSize));
    if (twin) twin.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}

export const parseGuestCart = (raw: string | null): GuestLine[] =>
  mergeDuplicates(
    parseList(raw)
      .map(readLine)
      .filter((line) => line !== null),
  );

export const readGuestLines = (): GuestLine[] => parseGuestCart(localStorage.getItem(KEY));

function toStored(line: GuestLine): GuestCartItem {
  return {
    productid: String(line.productId),
    quantity: String(line.quantity),
    ...(line.packetSize !== null ? { packet_size: String(line.packetSize) } : {}),
    ...(line.addedAt ? { addedAt: line.addedAt } : {}),
    ...(line.updatedAt ? { updatedAt: line.updatedAt } : {}),
  };
}

/** The guest cart in its stored shape, cleaned (unreadable entries left out, twins merged). */
export const readGuestCart = (): GuestCartItem[] => readGuestLines().map(toStored);

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_EVENT));
}

export function writeGuestLines(lines: GuestLine[]): void {
  if (lines.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(mergeDuplicates(lines).map(toStored)));
  notifyCartChanged();
}

/** Replaces the guest cart with these stored items (e.g. the lines a login could not move). */
export const writeGuestCart = (items: GuestCartItem[]) =>
  writeGuestLines(items.map(readLine).filter((line) => line !== null));

export const clearGuestCart = () => writeGuestLines([]);

/**
 * Takes an order's quantities out of the guest cart once the order is confirmed (contract §6): each
 * line of the same product and pack size loses what was ordered of it, a line bought whole goes.
 */
export function takeOrderedFromGuestCart(
  ordered: readonly {
    product_id: number | string;
    quantity: number | string;
    packet_size?: number | string;
  }[],
): void {
  const lines = readGuestLines();
  for (const item of ordered) {
    const line = lines.find((other) =>
      sameLine(other, Number(item.product_id), parsePacketSize(item.packet_size)),
    );
    if (line) line.quantity -= Number(item.quantity);
  }
  writeGuestLines(lines.filter((line) => line.quantity > 0));
}

const now = () => new Date().toISOString();

/** Adds to the line of this product and pack size, creating it. Answers the line's new quantity. */
export function addToGuestCart(productId: number, quantity: number, packetSize: number | null): number {
  const lines = readGuestLines();
  const line = lines.find((other) => sameLine(other, productId, packetSize));
  if (line) {
    line.quantity += quantity;
    line.updatedAt = now();
  } else {
    lines.push({ productId, quantity, packetSize, addedAt: now() });
  }
  writeGuestLines(lines);
  return line?.quantity ?? quantity;
}

export function setGuestLineQuantity(productId: number, packetSize: number | null, quantity: number): void {
  const lines = readGuestLines();
  const line = lines.find((other) => sameLine(other, productId, packetSize));
  if (!line) return;
  line.quantity = quantity;
  line.updatedAt = now();
  writeGuestLines(lines);
}

/** Moves a line to another pack size with this quantity; a line already of that size joins it (the
 * caller passes their combined quantity, capped at stock). */
export function moveGuestLine(productId: number, from: number | null, to: number, quantity: number): void {
  const lines = readGuestLines();
  const line = lines.find((other) => sameLine(other, productId, from));
  if (!line) return;
  const rest = lines.filter((other) => other !== line && !sameLine(other, productId, to));
  const moved = { ...line, packetSize: to, quantity, updatedAt: now(), productDetails: undefined };
  rest.splice(lines.indexOf(line), 0, moved);
  writeGuestLines(rest);
}

export function removeGuestLine(productId: number, packetSize: number | null): void {
  writeGuestLines(readGuestLines().filter((line) => !sameLine(line, productId, packetSize)));
}

/** Gives lines stored without a pack size (older clients) the product's first one, so a later add of
 * that size joins them instead of showing two lines of one size. */
export function settleGuestPackSizes(firstPackOf: (productId: number) => number | undefined): void {
  const lines = readGuestLines();
  let changed = false;
  for (const line of lines) {
    const first = line.packetSize === null ? firstPackOf(line.productId) : undefined;
    if (first !== undefined) {
      line.packetSize = first;
      changed = true;
    }
  }
  if (changed) writeGuestLines(lines);
}

const subscribe = subscribeToStorageKey(KEY, CART_EVENT);
const snapshot = rawSnapshot(KEY);

/** The guest cart, re-read whenever it changes here or in another tab. Empty while the server renders
 * the page (storage is read after hydration). */
export function useGuestCart(): GuestLine[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => parseGuestCart(raw), [raw]);
}
