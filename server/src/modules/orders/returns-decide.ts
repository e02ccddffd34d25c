// `admin/return/decide`: staff approve a requested return (its lines stay `Return requested` until the
// goods arrive, returns-receive.ts) or refuse it, when its lines go back to `Delivered`: the one move
// backward the status rules allow (contract/src/orders.ts). The customer is mailed the decision with
// the staff's note; audited as `return.decide`.
import { and, eq, inArray } from 'drizzle-orm';
import { returnMessages, type AdminReturn, type AdminReturnDecideBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { orderLines, orderReturns } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { sendOrderMail } from '../../mail/send-order-mail.ts';
import { lockOrderFor } from './order-locks.ts';
import { loadAdminReturn } from './returns-list.ts';

/**
 * Locks the return's order (with its payment and lines, the store's lock order) and then the return;
 * 404 when there is no such return.
 */
export async function lockReturn(tx: Tx, returnId: number, admin: AuthUser, refundMarkedByMe = false) {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!found) throw notFound();
  const locked = await lockOrderFor(tx, found.orderId, admin, { refundMarkedByMe });
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
  const before = await loadAdminReturn(tx, returnId);
  return { locked, row: row!, before };
}

export async function decideReturn(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminReturnDecideBody,
  log: { error(details: object, message: string): void },
): Promise<AdminReturn> {
  const decided = await runTransaction(ctx.db, async (tx) => {
    const { locked, row, before } = await lockReturn(tx, body.rq_id, admin);
    if (row.status !== 'requested') throw conflict(returnMessages.decidedAlready);
    const approved = body.approve === 1;
    await tx
      .update(orderReturns)
      .set({
        status: approved ? 'approved' : 'refused',
        note: body.note === '' ? null : body.note,
        decidedAt: new Date(),
        decidedBy: admin.email,
      })
      .where(eq(orderReturns.id, row.id));
    if (!approved) {
      await tx
        .update(orderLines)
        .set({ deliveryStatus: 'Delivered', updatedAt: new Date() })
        .where(
          and(
            eq(orderLines.orderId, locked.order.id),
            inArray(orderLines.id, before.op_ids),
            eq(orderLines.deliveryStatus, 'Return requested'),
          ),
        );
    }
    const after = await loadAdminReturn(tx, row.id);
    await recordAudit(tx, {
      actor: admin,
      action: 'return.decide',
      target: `return:${row.id}`,
      before,
      after,
    });
    return after;
  });
  await sendOrderMail(
    ctx.db,
    decided.od_id,
    'return-decided',
    {
      returnId: decided.rq_id,
      returnLines: decided.lines,
      returnAccepted: decided.status === 'approved',
      reason: decided.note,
    },
    log,
  );
  return decided;
}
