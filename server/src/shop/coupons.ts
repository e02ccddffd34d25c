// Coupon codes as the database holds them, and the rules of contract/src/coupons.ts applied to a code:
// shared by `check/coupon` and by placing an order. A coupon's uses are its orders that are not
// cancelled, counted while the coupon row is locked, so every order that uses a coupon waits for the
// one before it and `max_uses` holds under any concurrency; a cancelled order stops counting by
// itself (docs/decisions/0017-admin-audit-and-coupons.md).
import { and, count, eq, isNull, or } from 'drizzle-orm';
import {
  couponDiscountPaise,
  couponRefusal,
  messages,
  rupees,
  type Coupon,
  type CouponTerms,
} from '@prime/contract';
import type { Window } from '../http/rate-limit.ts';
import type { Db, Tx } from '../db/client.ts';
import { coupons, orders } from '../db/schema.ts';

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

/** Orders placed with the code that are not cancelled. */
export async function couponUses(db: Db | Tx, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.couponCode, code), isNull(orders.cancelledAt)));
  return row?.n ?? 0;
}

/** Whose first order it would be: an account (its orders and its email), or an email alone. */
export type Orderer = { userId: number | null; email: string } | null;

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
  { applies: true; code: string; discountPaise: number } | { applies: false; message: string };

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
  return { applies: true, code: row.code, discountPaise: couponDiscountPaise(terms, request.totalPaise) };
}
