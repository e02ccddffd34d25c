// The coupon step of placing an order, inside the order's transaction: the coupon's rules are judged
// again under a lock of its row, and the order written in the same transaction is its use, so
// `max_uses` holds under any concurrency (server/src/db/coupons.ts). A code that does not apply,
// unknown ones too, refuses the order (409) rather than placing it at a price the shopper did not expect.
import type { Tx } from '../../db/client.ts';
import { judgeCoupon } from '../../db/coupons.ts';
import { conflict } from '../../http/errors.ts';
import type { PricedOrder } from './price-lines.ts';

export interface CouponRequest {
  code: string | null;
  /** Whose first order it would be: the account when logged in, else the order's email. */
  userId: number | null;
  email: string;
}

export interface AppliedCoupon {
  /** Never more than the subtotal. */
  discountPaise: number;
  /** The code as stored (its canonical spelling), or null without a coupon. */
  code: string | null;
}

export async function applyCoupon(
  tx: Tx,
  request: CouponRequest,
  priced: PricedOrder,
): Promise<AppliedCoupon> {
  if (request.code === null) return { discountPaise: 0, code: null };
  const judged = await judgeCoupon(tx, {
    code: request.code.toUpperCase(),
    totalPaise: priced.subtotalPaise,
    orderer: { userId: request.userId, email: request.email.toLowerCase() },
    lock: true,
  });
  if (!judged.applies) throw conflict(judged.message);
  return { discountPaise: judged.discountPaise, code: judged.code };
}
