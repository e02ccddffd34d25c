// The shop's staff as `admin/staff/list` shows them, a role changed and a member removed (decision 0033).
// Every change of the staff runs under one advisory lock, so two admins demoting or removing each other
// at once are served one after the other and the shop always keeps an active admin.
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { staffMessages, type StaffMember, type StaffRoleBody, type UserRole } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { staffInvitations, users } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../http/errors.ts';

/** The key of the advisory lock every change of the staff takes. */
const STAFF_LOCK_KEY = 7_374_616_666;

export async function lockStaff(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
}

type UserRow = typeof users.$inferSelect;

/** An invitation that can still be accepted. */
export const isOpen = () => and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, sql`now()`));

/**
 * A member as listed: an account with a staff role, or one invited whose invitation can still be
 * accepted (a shopper keeps role `user` until then: `u_role` is then the role they are invited to).
 */
export function toMember(user: UserRow, invitedRole?: string): StaffMember {
  const active = user.role !== 'user' && !user.disabledAt;
  return {
    u_id: user.id,
    u_name: user.name,
    u_email: user.email,
    u_role: (user.role === 'user' && invitedRole ? invitedRole : user.role) as UserRole,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    invited_at: user.invitedAt?.toISOString() ?? null,
    active: active ? 1 : 0,
  };
}

/** The open invitations' roles of these users, the newest per user. */
async function invitedRoles(db: Db | Tx, userIds?: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ userId: staffInvitations.userId, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(isOpen(), userIds ? inArray(staffInvitations.userId, userIds) : undefined))
    .orderBy(desc(staffInvitations.id));
  const roles = new Map<number, string>();
  for (const row of rows) if (!roles.has(row.userId)) roles.set(row.userId, row.role);
  return roles;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const invited = await invitedRoles(db);
  const rows = await db
    .select()
    .from(users)
    .where(or(ne(users.role, 'user'), invited.size > 0 ? inArray(users.id, [...invited.keys()]) : undefined))
    .orderBy(asc(users.id));
  return rows.map((row) => toMember(row, invited.get(row.id)));
}

/** The member `userId` as listed; undefined when that account is not on the staff nor invited. */
export async function memberOf(db: Db | Tx, userId: number): Promise<StaffMember | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const invitedRole = (await invitedRoles(db, [userId])).get(userId);
  return user.role !== 'user' || invitedRole ? toMember(user, invitedRole) : undefined;
}

/** 409 when `member` is the last active admin, whom the shop cannot lose. */
async function keepAnAdmin(tx: Tx, member: StaffMember): Promise<void> {
  if (member.u_role !== 'admin' || member.active !== 1) return;
  const [{ admins } = { admins: 0 }] = await tx
    .select({ admins: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  if (admins <= 1) throw conflict(staffMessages.lastAdmin);
}

/** `admin/staff/role`: the member's new role applies from their next request, on every process. */
export async function changeRole(db: Db, actor: AuthUser, body: StaffRoleBody): Promise<StaffMember> {
  return runTransaction(db, async (tx) => {
    await lockStaff(tx);
    const before = await memberOf(tx, body.u_id);
    if (!before) throw notFound();
    if (before.u_role === body.role) return before;
    if (body.role !== 'admin') await keepAnAdmin(tx, before);
    const now = new Date();
    await tx
      .update(users)
      .set({ role: body.role, updatedAt: now })
      .where(and(eq(users.id, body.u_id), ne(users.role, 'user')));
    await tx
      .update(staffInvitations)
      .set({ role: body.role })
      .where(and(eq(staffInvitations.userId, body.u_id), isOpen()));
    const after = (await memberOf(tx, body.u_id))!;
    await recordAudit(tx, { actor, action: 'staff.role', target: `user:${body.u_id}`, before, after });
    return after;
  });
}

/**
 * `admin/staff/remove`: the account leaves the staff and cannot log in any more; its sessions end at
 * once (every process checks the account at every request) and an invitation waiting is voided.
 */
export async function removeMember(db: Db, actor: AuthUser, userId: number): Promise<void> {
  await runTransaction(db, async (tx) => {
    await lockStaff(tx);
    const before = await memberOf(tx, userId);
    if (!before) throw notFound();
    await keepAnAdmin(tx, before);
    const now = new Date();
    await tx.update(users).set({ role: 'user', disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)));
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, { actor, action: 'staff.remove', target: `user:${userId}`, before, after: null });
  });
}
