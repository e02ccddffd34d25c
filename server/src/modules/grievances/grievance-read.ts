// Grievances as the shopper's page and the console see them (decision 0029): due dates worked out from
// `created_at` (acknowledged within 48 hours, resolved within 30 days), overdue judged by the database's
// clock, and the console's list with the soonest due first.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
  grievanceMessages,
  ticketNumber,
  type AdminGrievance,
  type AdminGrievanceDetail,
  type AdminGrievanceListBody,
  type GrievanceStatus,
  type GrievanceView,
} from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { grievanceMessages as messagesTable, grievances } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
const PAGE_SIZE = 20;

export const acknowledgeBy = (createdAt: Date) =>
  new Date(createdAt.getTime() + GRIEVANCE_ACKNOWLEDGE_HOURS * HOUR_MS);
export const resolveBy = (createdAt: Date) =>
  new Date(createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS);

const ackInterval = sql.raw(`interval '${GRIEVANCE_ACKNOWLEDGE_HOURS} hours'`);
const resolveInterval = sql.raw(`interval '${GRIEVANCE_RESOLVE_DAYS} days'`);

/** Still open after its acknowledgement was due, or not resolved after its resolution was due. */
const overdueSql = sql<boolean>`((${grievances.status} = 'open' and now() > ${grievances.createdAt} + ${ackInterval})
  or (${grievances.status} <> 'resolved' and now() > ${grievances.createdAt} + ${resolveInterval}))`;

/** What is due next: the acknowledgement of an open grievance, else its resolution. */
const dueSql = sql`case when ${grievances.status} = 'open' then ${grievances.createdAt} + ${ackInterval}
  else ${grievances.createdAt} + ${resolveInterval} end`;

function dates(row: GrievanceRow) {
  return {
    created_at: row.createdAt.toISOString(),
    acknowledge_by: acknowledgeBy(row.createdAt).toISOString(),
    resolve_by: resolveBy(row.createdAt).toISOString(),
  };
}

async function messagesOf(db: Db | Tx, grievanceId: number) {
  return db
    .select()
    .from(messagesTable)
    .where(eq(messagesTable.grievanceId, grievanceId))
    .orderBy(asc(messagesTable.id));
}

export function toGrievanceView(
  row: GrievanceRow,
  messages: (typeof messagesTable.$inferSelect)[],
): GrievanceView {
  return {
    ticket_no: ticketNumber(row.serial),
    status: row.status as GrievanceStatus,
    subject: row.subject,
    od_id: row.orderId,
    ...dates(row),
    messages: messages.map((message) => ({
      from: message.sender as 'customer' | 'staff',
      text: message.text,
      at: message.createdAt.toISOString(),
    })),
  };
}

/** The grievance behind a shopper's link, its row locked when `lock`; 404 when unknown. */
export async function grievanceByAccess(db: Db | Tx, access: string, lock = false): Promise<GrievanceRow> {
  const query = db.select().from(grievances).where(eq(grievances.access, access));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(grievanceMessages.notFound);
  return row;
}

/** The grievance of a ticket's serial, its row locked when `lock`; 404 when unknown. */
export async function grievanceBySerial(db: Db | Tx, serial: number, lock = false): Promise<GrievanceRow> {
  const query = db.select().from(grievances).where(eq(grievances.serial, serial));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(grievanceMessages.notFound);
  return row;
}

export async function viewGrievance(db: Db | Tx, row: GrievanceRow): Promise<GrievanceView> {
  return toGrievanceView(row, await messagesOf(db, row.id));
}

const isOverdue = (row: GrievanceRow, now: number) =>
  (row.status === 'open' && now > acknowledgeBy(row.createdAt).getTime()) ||
  (row.status !== 'resolved' && now > resolveBy(row.createdAt).getTime());

function toAdminGrievance(row: GrievanceRow, now = Date.now()): AdminGrievance {
  return {
    ticket_no: ticketNumber(row.serial),
    name: row.name,
    email: row.email,
    od_id: row.orderId,
    subject: row.subject,
    status: row.status as GrievanceStatus,
    ...dates(row),
    overdue: isOverdue(row, now) ? 1 : 0,
  };
}

export async function adminGrievanceDetail(db: Db | Tx, row: GrievanceRow): Promise<AdminGrievanceDetail> {
  const messages = await messagesOf(db, row.id);
  return {
    ...toAdminGrievance(row),
    phone: row.phone,
    messages: messages.map((message) => ({
      from: message.sender as 'customer' | 'staff',
      text: message.text,
      at: message.createdAt.toISOString(),
      by: message.staffEmail,
    })),
  };
}

/** `admin/grievance/list`: unresolved first, each by what is due next, soonest first; 20 a page. */
export async function listGrievances(
  db: Db,
  body: AdminGrievanceListBody,
): Promise<{ list: AdminGrievance[]; total: number }> {
  const filters: SQL[] = [];
  if (body.status) filters.push(eq(grievances.status, body.status));
  if (body.overdue) filters.push(overdueSql);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(grievances)
      .where(where)
      .orderBy(sql`${grievances.status} = 'resolved'`, asc(dueSql), asc(grievances.id))
      .limit(PAGE_SIZE)
      .offset((body.page - 1) * PAGE_SIZE),
    db.$count(grievances, where),
  ]);
  const now = Date.now();
  return { list: rows.map((row) => toAdminGrievance(row, now)), total: Number(total) };
}
