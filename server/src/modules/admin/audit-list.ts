// `admin/audit/list`: the log of admin writes, newest first, 50 a page, narrowed to one kind of
// object, one object, one admin (`actor_email`, exact), or the admins whose email holds a text.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ENTRIES_PER_PAGE, type AuditEntry, type AuditListBody } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { readPage } from '../../db/paged.ts';
import { auditLog } from '../../db/schema.ts';

const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  a_id: row.id,
  a_actor_email: row.actorEmail,
  a_action: row.action,
  a_target: row.target,
  a_before: row.before,
  a_after: row.after,
  a_created_at: row.createdAt.toISOString(),
});

export async function listAudit(
  db: Db,
  body: AuditListBody,
): Promise<{ list: AuditEntry[]; total: number; actors: string[] }> {
  const conditions: SQL[] = [];
  if (body.kind !== undefined) conditions.push(eq(auditLog.targetKind, body.kind));
  if (body.target !== undefined) conditions.push(eq(auditLog.target, body.target));
  if (body.actor !== undefined)
    conditions.push(sql`strpos(${auditLog.actorEmail}, ${body.actor.toLowerCase()}) > 0`);
  if (body.actor_email !== undefined) conditions.push(eq(auditLog.actorEmail, body.actor_email));
  const where = and(...conditions);
  const [page, actors] = await Promise.all([
    readPage(db, {
      rows: db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      table: auditLog,
      where,
      page: body.page,
      perPage: AUDIT_ENTRIES_PER_PAGE,
      shape: (rows) => rows.map(toAuditEntry),
    }),
    db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail),
  ]);
  return { ...page, actors: actors.map((row) => row.email) };
}
