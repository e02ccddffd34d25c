// Inviting someone to the staff, and accepting (decision 0033). The link's token is 128 random bits (22
// characters, so the mailed address fits one line), kept only as SHA-256, works once and for 72 hours. A new email gets an account that cannot log in
// until the invitation is accepted; a shopper keeps shopping as before and becomes staff on accepting.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INVITATION_HOURS,
  messages,
  staffMessages,
  type LoginUser,
  type StaffInviteBody,
  type StaffMember,
} from '@prime/contract';
import { startSession } from '../../auth/login-answer.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import { hashToken, revokeUserSessions } from '../../auth/sessions.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HAS_EMAIL, staffInvitations, users } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { staffInviteMail } from '../../mail/account-mails.ts';
import { mailOutboxOf, queueMail } from '../../mail/outbox.ts';
import { isOpen, lockStaff, memberOf, toMember } from './staff-members.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The account of `email`, made when there is none: one that cannot log in until it accepts. */
async function inviteeAccount(tx: Tx, body: StaffInviteBody, now: Date) {
  const [existing] = await tx.select().from(users).where(eq(users.email, body.email));
  if (existing) {
    if (await memberOf(tx, existing.id)) throw conflict(staffMessages.alreadyStaff);
    const [user] = await tx
      .update(users)
      .set({ invitedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    return user!;
  }
  const [user] = await tx
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      passwordHash: '',
      role: body.role,
      disabledAt: now,
      invitedAt: now,
    })
    .onConflictDoNothing({ target: users.email, where: HAS_EMAIL })
    .returning();
  // Registered between the look-up and the insert.
  if (!user) throw conflict(messages.emailTaken);
  return user;
}

/** `admin/staff/invite`: the account, its invitation, the mail with the link, and the audit record. */
export async function inviteMember(
  ctx: AppContext,
  actor: AuthUser,
  body: StaffInviteBody,
): Promise<StaffMember> {
  const member = await runTransaction(ctx.db, async (tx) => {
    await lockStaff(tx);
    const now = new Date();
    const user = await inviteeAccount(tx, body, now);
    const token = randomBytes(16).toString('base64url');
    await tx.insert(staffInvitations).values({
      userId: user.id,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * HOUR_MS),
    });
    const link = `${ctx.config.publicUrl}/staff/accept/${token}`;
    const invite = { name: body.name, role: body.role, invitedBy: actor.name, link, hours: INVITATION_HOURS };
    await queueMail(tx, staffInviteMail(body.email, invite));
    const after = toMember(user, body.role);
    await recordAudit(tx, { actor, action: 'staff.invite', target: `user:${user.id}`, before: null, after });
    return after;
  });
  mailOutboxOf(ctx.db)?.wake();
  return member;
}

/** The invitation of a token that can still be accepted, without using it. */
async function openInvitation(db: Db | Tx, tokenHash: string) {
  const [found] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isOpen()));
  return found;
}

/**
 * `staff/accept`: sets the password, gives the account its role, uses the invitation (once: two
 * accepts at once, one wins) and logs the new member in. An unknown, used or expired token: 404.
 */
export async function acceptInvitation(
  ctx: AppContext,
  body: { token: string; password: string },
): Promise<LoginUser> {
  const tokenHash = hashToken(body.token);
  const invalid = () => notFound(staffMessages.invitationInvalid);
  // Looked up before the slow password hash, so a made-up token costs nothing.
  if (!(await openInvitation(ctx.db, tokenHash))) throw invalid();
  const passwordHash = await ctx.passwords.hash(body.password);
  return runTransaction(ctx.db, async (tx) => {
    const now = new Date();
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.tokenHash, tokenHash), isOpen()))
      .returning();
    if (!invitation) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, role: invitation.role, disabledAt: null, updatedAt: now })
      .where(eq(users.id, invitation.userId))
      .returning();
    // Other invitations of the account are spent, and sessions it had as a shopper end.
    await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.userId, invitation.userId), isNull(staffInvitations.usedAt)));
    await revokeUserSessions(tx, invitation.userId);
    return startSession(tx, user!);
  });
}
