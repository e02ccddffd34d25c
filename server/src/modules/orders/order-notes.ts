// `admin/order/note`: staff write a note on an order (who and when are kept); the console's order
// answers carry the notes, a customer's never do (db/order-after-sale.ts). Audited with the order
// before and after, notes included.
import type { AdminOrderNoteBody, Order } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import { loadStaffOrder } from '../../db/order-after-sale.ts';
import { orderNotes } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { lockOrderFor } from './order-locks.ts';

export async function addOrderNote(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminOrderNoteBody,
): Promise<Order> {
  return runTransaction(ctx.db, async (tx) => {
    await lockOrderFor(tx, body.od_id, admin);
    const before = await loadStaffOrder(tx, body.od_id);
    await tx
      .insert(orderNotes)
      .values({ orderId: body.od_id, note: body.note, authorId: admin.id, authorEmail: admin.email });
    const after = (await loadStaffOrder(tx, body.od_id))!;
    await recordAudit(tx, {
      actor: admin,
      action: 'order.note',
      target: `order:${body.od_id}`,
      before,
      after,
    });
    return after;
  });
}
