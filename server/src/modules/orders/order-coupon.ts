// The coupon step of pricing an order or a quote (server/src/shop/coupons.ts judges the code). In an
// order's transaction the coupon's rules are judged again under a lock of its row, and the order written
// in the same transaction is its use, so `max_uses` holds under any concurrency. A quote reads the
// coupon without a lock and reports a refusal; an order refuses itself (409) rather than be placed at a
// price the shopper did not expect. A quote takes the coupon's row as kept for the current site revision,
// which every coupon save moves (server/src/db/revision-cache.ts); its uses are still counted live.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeCoupon, type CouponRow, type Orderer } from '../../shop/coupons.ts';
import { revisionCache } from '../../db/revision-cache.ts';
import { coupons } from '../../db/schema.ts';
import type { PackReading } from './price-lines.ts';

export interface AppliedCoupon {
  /** Never more than the subtotal; 0 when refused. */
  discountPaise: number;
  /** The code as stored (its canonical spelling), or null without a coupon or when refused. */
  code: string | null;
  /** Why the code asked for does not apply, or null. */
  refusal: string | null;
}

/** Codes a process keeps per revision for quotes, unknown ones included. */
const MAX_KEPT_CODES = 1_000;

async function keptCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const kept = await revisionCache<string, CouponRow | null>(db, 'quote-coupons');
  const known = kept.get(code);
  if (known !== undefined) return known;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (kept.size < MAX_KEPT_CODES) kept.set(code, row ?? null);
  return row ?? null;
}

export async function applyCoupon(
  reading: PackReading,
  request: { code: string | null; orderer: Orderer; totalPaise: number },
): Promise<AppliedCoupon> {
  if (request.code === null) return { discountPaise: 0, code: null, refusal: null };
  const { orderer } = request;
  const code = request.code.toUpperCase();
  const judged = await judgeCoupon(reading.db, {
    code,
    totalPaise: request.totalPaise,
    orderer: orderer && { userId: orderer.userId, email: orderer.email.toLowerCase() },
    lock: reading.inOrder,
    row: reading.inOrder ? undefined : await keptCoupon(reading.db, code),
  });
  if (!judged.applies) return { discountPaise: 0, code: null, refusal: judged.message };
  return { discountPaise: judged.discountPaise, code: judged.code, refusal: null };
}
