// Messages on a grievance after it was filed (decision 0029): the shopper's reply by the grievance's
// link (a resolved grievance opens again as `acknowledged`), a staff reply (`open` becomes
// `acknowledged`) and the resolution. Each runs in one transaction with its row locked, its mail and,
// for staff, its audit record.
import { eq } from 'drizzle-orm';
import { ticketNumber, type AdminGrievanceDetail, type GrievanceView } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { grievanceMessages as messagesTable, grievances } from '../../db/schema.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { runTransaction } from '../../db/transaction.ts';
import { mailOutboxOf } from '../../mail/outbox.ts';
import { queueShopperReplyMail, queueStaffReplyMail } from './grievance-mails.ts';
import {
  adminGrievanceDetail,
  grievanceByAccess,
  grievanceBySerial,
  viewGrievance,
  type GrievanceRow,
} from './grievance-read.ts';

async function addMessage(tx: Tx, row: GrievanceRow, text: string, staff: AuthUser | null) {
  await tx.insert(messagesTable).values({
    grievanceId: row.id,
    sender: staff ? 'staff' : 'customer',
    staffEmail: staff?.email ?? null,
    text,
  });
}

/** `grievance/reply`: the shopper writes again; a resolved grievance becomes `acknowledged` again. */
export async function shopperReply(
  db: Db,
  body: { access: string; text: string },
  publicUrl: string,
): Promise<GrievanceView> {
  const view = await runTransaction(db, async (tx) => {
    let row = await grievanceByAccess(tx, body.access, true);
    await addMessage(tx, row, body.text, null);
    if (row.status === 'resolved') {
      [row] = (await tx
        .update(grievances)
        .set({ status: 'acknowledged', resolvedAt: null })
        .where(eq(grievances.id, row.id))
        .returning()) as [GrievanceRow];
    }
    const { staffEmail } = await readShopSettings(tx);
    await queueShopperReplyMail(tx, row, body.text, staffEmail, publicUrl);
    return viewGrievance(tx, row);
  });
  mailOutboxOf(db)?.wake();
  return view;
}

/**
 * `admin/grievance/reply` (`resolve` false: `open` becomes `acknowledged`) and
 * `admin/grievance/resolve` (`resolved`, the text its last staff message): one mail, one audit record.
 */
export async function staffReply(
  db: Db,
  staff: AuthUser,
  body: { ticket_no: number; text: string },
  options: { resolve: boolean; publicUrl: string },
): Promise<AdminGrievanceDetail> {
  const detail = await runTransaction(db, async (tx) => {
    let row = await grievanceBySerial(tx, body.ticket_no, true);
    const before = await adminGrievanceDetail(tx, row);
    await addMessage(tx, row, body.text, staff);
    const now = new Date();
    const status = options.resolve ? 'resolved' : row.status === 'open' ? 'acknowledged' : row.status;
    [row] = (await tx
      .update(grievances)
      .set({
        status,
        acknowledgedAt: row.acknowledgedAt ?? now,
        ...(options.resolve ? { resolvedAt: now } : {}),
      })
      .where(eq(grievances.id, row.id))
      .returning()) as [GrievanceRow];
    await queueStaffReplyMail(tx, row, body.text, options.resolve, options.publicUrl);
    const after = await adminGrievanceDetail(tx, row);
    await recordAudit(tx, {
      actor: staff,
      action: options.resolve ? 'grievance.resolve' : 'grievance.reply',
      target: `grievance:${ticketNumber(row.serial)}`,
      before,
      after,
    });
    return after;
  });
  mailOutboxOf(db)?.wake();
  return detail;
}
