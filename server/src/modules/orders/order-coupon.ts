// The coupon step of pricing an order or a quote (server/src/db/coupons.ts judges the code). In an
// order's transaction the coupon's rules are judged again under a lock of its row, and the order written
// in the same transaction is its use, so `max_uses` holds under any concurrency. A quote reads the
// coupon without a lock and reports a refusal; an order refuses itself (409) rather than be placed at a
// price the shopper did not expect.
import type { Db, Tx } from '../../db/client.ts';
import { judgeCoupon, type Orderer } from '../../db/coupons.ts';

export interface AppliedCoupon {
  /** Never more than the subtotal; 0 when refused. */
  discountPaise: number;
  /** The code as stored (its canonical spelling), or null without a coupon or when refused. */
  code: string | null;
  /** Why the code asked for does not apply, or null. */
  refusal: string | null;
}

export async function applyCoupon(
  db: Db | Tx,
  request: { code: string | null; orderer: Orderer; totalPaise: number; lock: boolean },
): Promise<AppliedCoupon> {
  if (request.code === null) return { discountPaise: 0, code: null, refusal: null };
  const { orderer } = request;
  const judged = await judgeCoupon(db, {
    code: request.code.toUpperCase(),
    totalPaise: request.totalPaise,
    orderer: orderer && { userId: orderer.userId, email: orderer.email.toLowerCase() },
    lock: request.lock,
  });
  if (!judged.applies) return { discountPaise: 0, code: null, refusal: judged.message };
  return { discountPaise: judged.discountPaise, code: judged.code, refusal: null };
}
