// How a price is read, for an order or for a quote of one (modules/orders/order-pricing.ts): afresh in
// the order's transaction (its coupon row locked until the end, its pack sizes locked later by
// `lockPricedLines`) with the products' own rows read before it as kept for the content revision, or
// as kept for the current page revision for a quote (db/revision-cache.ts).
import type { Db, Tx } from '../db/client.ts';
import type { ProductRow } from './pack-size-choice.ts';

export type ShopReading =
  { db: Tx; inOrder: true; products: ReadonlyMap<number, ProductRow> } | { db: Db; inOrder: false };
