// The server's coupon rules, in one place: the rules of contract/src/coupons.ts applied to a code as the
// database holds it, for `check/coupon`, `order/quote` and placing an order; a coupon's uses, for those
// and for the console's list; and the limit on codes judged per client address. A coupon's uses are
// its orders that are not cancelled, counted while the coupon row is locked, so every order that uses
// a coupon waits for the one before it and `max_uses` holds under any concurrency; a cancelled order
// stops counting by itself (docs/decisions/0017-admin-audit-and-coupons.md).
//
// In an order's transaction the coupon's rules are judged again under a lock of its row, and the order
// written in the same transaction is its use. A quote reads the coupon without a lock and reports a
// refusal; an order refuses itself (409) rather than be placed at a price the shopper did not expect.
// A quote takes the coupon's row as kept for the current site revision, which every coupon save moves
// (db/revision-cache.ts); its uses are still counted live.
import { and, count, eq, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import {
  couponDiscountPaise,
  couponRefusal,
  messages,
  rupees,
  type Coupon,
  type CouponTerms,
} from '@prime/contract';
import type { Db, Tx } from '../db/client.ts';
import { revisionCache } from '../db/revision-cache.ts';
import { coupons, orders } from '../db/schema.ts';
import type { Window } from '../http/rate-limit.ts';
import type { ShopReading } from './reading.ts';

/**
 * Codes judged for one client address an hour, by `check/coupon` and by `order/quote` with a code
 * alike (one count): generous for a shopper trying codes and changing the cart, too few to find out
 * which of a list of emails has ordered ("first order only" tells) or to try a list of codes.
 */
export const COUPON_CHECKS = (clientAddress: string): Window => ({
  key: `check-coupon:${clientAddress}`,
  limit: 60,
  windowMs: 60 * 60 * 1000,
});

export type CouponRow = typeof coupons.$inferSelect;

export const termsOf = (row: CouponRow): CouponTerms => ({
  kind: row.kind === 'percent' ? 'percent' : 'flat',
  value: row.value,
  minAmountPaise: row.minAmountPaise,
  firstOrderOnly: row.firstOrderOnly === 1,
  maxUses: row.maxUses,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  active: row.active === 1,
});

/** The coupon as `admin/coupon/list` answers it. */
export const toCoupon = (row: CouponRow, uses: number): Coupon => ({
  code: row.code,
  kind: row.kind === 'percent' ? 'percent' : 'flat',
  value: row.kind === 'percent' ? row.value : rupees(row.value),
  min_amount: rupees(row.minAmountPaise),
  first_order_only: row.firstOrderOnly === 1 ? 1 : 0,
  max_uses: row.maxUses,
  uses,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  active: row.active === 1 ? 1 : 0,
});

/** The orders that use the code (a value, or a column of the query around): those not cancelled. */
const usesOf = (code: string | SQLWrapper) => and(eq(orders.couponCode, code), isNull(orders.cancelledAt));

/** Orders placed with the code that are not cancelled. */
export async function couponUses(db: Db | Tx, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(usesOf(code));
  return row?.n ?? 0;
}

/** The uses of each coupon a query of `coupons` reads, counted as `couponUses` counts them. */
export const couponUsesColumn = sql<number>`(select count(*)::int from ${orders} where ${usesOf(coupons.code)})`;

/** Whose first order it would be: an account (its orders and its email), or an email alone. */
export type Orderer = { userId: number | null; email: string } | null;

/**
 * A logged-in shopper's account decides a first order, else the email the shopper gave; with neither,
 * the first-order rule is not judged.
 */
export const ordererOf = (
  caller: { id: number; email: string } | null,
  email: string | undefined,
): Orderer => (caller ? { userId: caller.id, email: caller.email } : email ? { userId: null, email } : null);

/** Whether the orderer already has an order that is not cancelled. */
export async function hasLiveOrder(db: Db | Tx, orderer: Orderer): Promise<boolean> {
  if (!orderer) return false;
  const mine =
    orderer.userId === null
      ? eq(orders.email, orderer.email)
      : or(eq(orders.userId, orderer.userId), eq(orders.email, orderer.email));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(mine, isNull(orders.cancelledAt)))
    .limit(1);
  return row !== undefined;
}

export type CouponJudgement =
  | {
      applies: true;
      code: string;
      discountPaise: number;
      /** Whether the answer hangs on who orders (a first-order coupon): it tells whether they have. */
      firstOrderOnly: boolean;
    }
  | { applies: false; message: string };

/**
 * Judges `code` (already upper-cased) for an order of `totalPaise`. With `lock`, the coupon row stays
 * locked until the caller's transaction ends: the order that uses it must be written in that
 * transaction.
 */
export async function judgeCoupon(
  tx: Db | Tx,
  request: {
    code: string;
    totalPaise: number;
    orderer: Orderer;
    lock: boolean;
    now?: Date;
    /** The code's row as the caller already holds it (null: no such code); left out, it is read here. */
    row?: CouponRow | null;
  },
): Promise<CouponJudgement> {
  const query = tx.select().from(coupons).where(eq(coupons.code, request.code));
  const [row] =
    request.row !== undefined
      ? [request.row ?? undefined]
      : await (request.lock ? query.for('update') : query);
  if (!row) return { applies: false, message: messages.couponInvalid };
  const terms = termsOf(row);
  const refusal = couponRefusal(terms, {
    now: request.now ?? new Date(),
    uses: terms.maxUses === null ? 0 : await couponUses(tx, row.code),
    hasEarlierOrder: terms.firstOrderOnly ? await hasLiveOrder(tx, request.orderer) : false,
    totalPaise: request.totalPaise,
  });
  if (refusal) return { applies: false, message: refusal };
  return {
    applies: true,
    code: row.code,
    discountPaise: couponDiscountPaise(terms, request.totalPaise),
    firstOrderOnly: terms.firstOrderOnly,
  };
}

export interface AppliedCoupon {
  /** Never more than the subtotal; 0 when refused. */
  discountPaise: number;
  /** The code as stored (its canonical spelling), or null without a coupon or when refused. */
  code: string | null;
  /** Why the code asked for does not apply, or null. */
  refusal: string | null;
  /** An applied first-order coupon: its answer told whether the orderer has ordered before. */
  firstOrderOnly: boolean;
}

/** Codes a process keeps per revision for quotes, unknown ones included. */
const MAX_KEPT_CODES = 1_000;

async function keptCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const kept = await revisionCache<string, CouponRow | null>(db, 'quote-coupons', 'content');
  const known = kept.get(code);
  if (known !== undefined) return known;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (kept.size < MAX_KEPT_CODES) kept.set(code, row ?? null);
  return row ?? null;
}

/** The coupon step of pricing an order or a quote (modules/orders/order-pricing.ts). */
export async function applyCoupon(
  reading: ShopReading,
  request: { code: string | null; orderer: Orderer; totalPaise: number },
): Promise<AppliedCoupon> {
  if (request.code === null) return { discountPaise: 0, code: null, refusal: null, firstOrderOnly: false };
  const { orderer } = request;
  const code = request.code.toUpperCase();
  const judged = await judgeCoupon(reading.db, {
    code,
    totalPaise: request.totalPaise,
    orderer: orderer && { userId: orderer.userId, email: orderer.email.toLowerCase() },
    lock: reading.inOrder,
    row: reading.inOrder ? undefined : await keptCoupon(reading.db, code),
  });
  if (!judged.applies)
    return { discountPaise: 0, code: null, refusal: judged.message, firstOrderOnly: false };
  return {
    discountPaise: judged.discountPaise,
    code: judged.code,
    refusal: null,
    firstOrderOnly: judged.firstOrderOnly,
  };
}
