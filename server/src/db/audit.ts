// The audit log of admin writes: each is recorded inside the transaction that makes the change, so a
// change and its record commit together or not at all. The objects are kept as the API answers them,
// so the console shows a before and after an admin recognises.
import { sql } from 'drizzle-orm';
import type { AuditAction, AuditTargetKind } from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { auditLog } from './schema.ts';

export interface AuditActor {
  /** The staff member's account; null for a guest shopper whose own choice is recorded (decision 0031). */
  id: number | null;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** `<kind>:<id>`, e.g. `product:12`, `order_line:40`, `coupon:PRIME10`. */
  target: `${AuditTargetKind}:${string | number}`;
  /** The object before the change; null when it was created. */
  before: unknown;
  /** The object after the change; null when it was deleted. */
  after: unknown;
}

/** The value as JSON would carry it (dates as ISO strings, no undefined fields), or null. */
const asJson = (value: unknown) =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/** Records one admin write. Call it inside the transaction of the change, after the change. */
export async function recordAudit(tx: Db | Tx, record: AuditRecord): Promise<void> {
  const kind = record.target.slice(0, record.target.indexOf(':'));
  await tx.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetKind: kind,
    target: record.target,
    before: asJson(record.before),
    after: asJson(record.after),
    // The moment of the change, not the start of its transaction (the column's default): two admins'
    // saves of one product start together and commit one after the other, and the log must list
    // them, newest first, in the order they were made.
    createdAt: sql`clock_timestamp()`,
  });
}
