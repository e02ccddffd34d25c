// The refunds of an order (`orders.refunds`): each one appended in the transaction of the change it
// pays back (a line cancelled from a paid order, the rest of a cancelled order, a received return),
// so the order's answers, its page, its history and the console's export all list the same refunds.
import { eq, sql } from 'drizzle-orm';
import { rupees, type OrderRefund } from '@prime/contract';
import type { Tx } from './client.ts';
import { orders, type RefundEntry } from './schema.ts';

/** Adds one refund to the order's list; nothing when nothing was given back. */
export async function recordRefund(
  tx: Tx,
  orderId: number,
  refund: { paise: number; reference: string | null; reason: string },
): Promise<void> {
  if (refund.paise <= 0) return;
  // Dated by the database, as the audit record of the same change is: the history lists them together.
  const entry = sql`jsonb_build_object('paise', ${refund.paise}::int, 'reference', ${refund.reference}::text,
    'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reason', ${refund.reason}::text)`;
  await tx
    .update(orders)
    .set({ refunds: sql`${orders.refunds} || jsonb_build_array(${entry})` })
    .where(eq(orders.id, orderId));
}

/** Paise given back so far, all refunds added up. */
export const refundedTotalPaise = (refunds: readonly RefundEntry[]) =>
  refunds.reduce((sum, refund) => sum + refund.paise, 0);

/** The order's refunds as the answers carry them: `od_refunded` (their sum) and `od_refunds`. */
export function refundFieldsOf(refunds: readonly RefundEntry[]): {
  od_refunded: number;
  od_refunds: OrderRefund[];
} {
  return {
    od_refunded: rupees(refundedTotalPaise(refunds)),
    od_refunds: refunds.map((refund) => ({
      amount: rupees(refund.paise),
      reference: refund.reference,
      at: refund.at,
      reason: refund.reason,
    })),
  };
}
