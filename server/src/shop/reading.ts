// How a price is read, for an order or for a quote of one (modules/orders/order-pricing.ts): afresh in
// the order's transaction (its coupon row locked until the end, its pack sizes locked later by
// `lockPricedLines`), or as kept for the current site revision for a quote (db/revision-cache.ts).
import type { Db, Tx } from '../db/client.ts';

export type ShopReading = { db: Tx; inOrder: true } | { db: Db; inOrder: false };
