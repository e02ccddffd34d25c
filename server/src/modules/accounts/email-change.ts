// Changing an account's email needs proof that its owner reads the new address (docs/decisions/
// 0035-abuse-limits.md): `send/email-otp` mails a 4-digit code there, and `edit/profile` with that email
// takes the code as `email_otp`. Without it the account could be moved to an address nobody checked,
// and its password reset codes, order mails and first-order coupons would follow. A code is kept as a
// keyed hash like a reset code, belongs to one account and one new address, lives 10 minutes, dies
// after 5 wrong tries and is used once; the old address is told of the change.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { emailChangeCodes } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/errors.ts';
import { enforceLimit, type Window } from '../../http/rate-limit.ts';
import { emailChangedMail, emailCodeMail, type EmailCodePurpose } from '../../mail/account-mails.ts';
import { mailOutboxOf, queueMail } from '../../mail/outbox.ts';
import { CODE_LIFE_MS, CODE_MAX_WRONG_TRIES } from './limits.ts';
import { assertEmailFree } from './profile.ts';

/** Codes one account may have mailed in 15 minutes, as for password resets. */
const CODE_MAILS = (userId: number): Window => ({
  key: `email-code:${userId}`,
  limit: 3,
  windowMs: 15 * 60 * 1000,
});

const hashCode = (secret: Buffer, userId: number, email: string, code: string) =>
  createHmac('sha256', secret).update(`email-change:${userId}:${email}:${code}`).digest();

const codeField = (message: string) => badRequest(message, [{ field: 'email_otp', message }]);

/**
 * Mails a fresh code to `email` for the caller's account, replacing older ones: 400 when it is the
 * account's email already, 409 when another account has it, 429 past 3 codes in 15 minutes.
 */
export async function sendEmailChangeCode(
  db: Db,
  secret: Buffer,
  user: AuthUser,
  email: string,
): Promise<void> {
  if (email === user.email) {
    throw badRequest(messages.emailUnchanged, [{ field: 'email', message: messages.emailUnchanged }]);
  }
  await assertEmailFree(db, email, user.id);
  await mailEmailCode(db, secret, user, email, 'change');
}

/**
 * Mails a fresh code to `email` for the account, replacing older ones (429 past 3 codes in 15
 * minutes): to a new email (`change`), or to the account's own to prove it (`proof`, email-proof.ts).
 */
export async function mailEmailCode(
  db: Db,
  secret: Buffer,
  user: AuthUser,
  email: string,
  purpose: EmailCodePurpose,
): Promise<void> {
  await enforceLimit(db, CODE_MAILS(user.id));
  const code = String(randomInt(1000, 10000));
  const now = Date.now();
  await runTransaction(db, async (tx) => {
    await tx
      .update(emailChangeCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailChangeCodes.userId, user.id), isNull(emailChangeCodes.usedAt)));
    await tx.insert(emailChangeCodes).values({
      userId: user.id,
      email,
      codeHash: hashCode(secret, user.id, email, code).toString('hex'),
      expiresAt: new Date(now + CODE_LIFE_MS),
    });
    await queueMail(tx, emailCodeMail(email, user.name, code, CODE_LIFE_MS / 60_000, purpose));
  });
  mailOutboxOf(db)?.wake();
}

/**
 * Uses the account's code for `email` (400 on `email_otp` when it is missing, wrong, expired or void).
 * A wrong code is counted in a transaction of its own, so it stays counted.
 */
export async function spendEmailChangeCode(
  db: Db,
  secret: Buffer,
  change: { userId: number; email: string; code: string | undefined },
): Promise<void> {
  const { userId, email, code } = change;
  if (code === undefined) throw codeField(messages.emailOtpNeeded);
  const outcome = await runTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(emailChangeCodes)
      .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.usedAt)))
      .orderBy(desc(emailChangeCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.email !== email || row.expiresAt <= new Date()) return 'void';
    if (row.failedAttempts >= CODE_MAX_WRONG_TRIES) return 'void';
    if (!timingSafeEqual(hashCode(secret, userId, email, code), Buffer.from(row.codeHash, 'hex'))) {
      await tx
        .update(emailChangeCodes)
        .set({ failedAttempts: sql`${emailChangeCodes.failedAttempts} + 1` })
        .where(eq(emailChangeCodes.id, row.id));
      return 'wrong';
    }
    await tx.update(emailChangeCodes).set({ usedAt: new Date() }).where(eq(emailChangeCodes.id, row.id));
    return 'used';
  });
  if (outcome !== 'used') throw codeField(messages.emailOtpInvalid);
}

/** Tells the old address that the account now answers to another (queued: it survives a restart). */
export async function tellOldAddress(db: Db, user: AuthUser, newEmail: string): Promise<void> {
  await queueMail(db, emailChangedMail(user.email, user.name, newEmail));
  mailOutboxOf(db)?.wake();
}
