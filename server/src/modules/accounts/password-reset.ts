// Password reset by a 4-digit code sent by mail (CONTRACT §4). The answers never tell whether an email
// is registered; a code lives 10 minutes, dies after 5 wrong tries, and allows one password change
// within 10 minutes of its verification.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { PasswordHasher } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import { countEvent, usage } from '../../http/rate-limit.ts';
import { resetCodeMail } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { CODE_LIFE_MS, CODE_MAX_WRONG_TRIES, RESET_MAILS, WRONG_CODES_PER_DAY } from './limits.ts';

// The email is part of the hashed value, so equal codes of two people never share a hash.
const hashCode = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest();

/**
 * Sends a fresh code to a registered email, at most 3 mails per email per window; answers the same
 * either way. A code that cannot be sent is voided and answers 503 (the mail service is unavailable,
 * the shopper may try again) with `Failed to send OTP. Try again.`.
 */
export async function sendResetCode(db: Db, mailer: Mailer, email: string): Promise<void> {
  // Counted for unknown emails too, so both cases do the same work.
  const { count: mailsInWindow } = await countEvent(db, RESET_MAILS(email));
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.email, email));
  if (!user || mailsInWindow > RESET_MAILS(email).limit) return;

  // Codes start at 1000 so a client that keeps the code as a number never drops a leading zero.
  const code = String(randomInt(1000, 10000));
  const now = new Date();
  const codeId = await db.transaction(async (tx) => {
    // A new code replaces the ones sent before it.
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.usedAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        email,
        codeHash: hashCode(email, code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      })
      .returning({ id: oneTimeCodes.id });
    return row!.id;
  });

  // The mailer logs the failure and its cause.
  if (!(await mailer.sendQuietly(resetCodeMail(email, user.name, code, CODE_LIFE_MS / 60_000)))) {
    await db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, codeId));
    throw new AppError(503, messages.otpSendFailed, undefined, { 'Retry-After': '60' });
  }
}

const invalidOtp = () => badRequest(messages.otpInvalid, [{ field: 'otp', message: messages.otpInvalid }]);

/** Marks the latest code of the email verified; 400 `Invalid OTP` for a wrong, expired or void code. */
export async function verifyResetCode(db: Db, email: string, code: string): Promise<void> {
  const wrongToday = WRONG_CODES_PER_DAY(email);
  if ((await usage(db, wrongToday)).count >= wrongToday.limit) throw invalidOtp();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.usedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    const now = new Date();
    if (!row || row.expiresAt <= now || row.failedAttempts >= CODE_MAX_WRONG_TRIES) return 'void';
    if (!timingSafeEqual(hashCode(email, code), Buffer.from(row.codeHash, 'hex'))) {
      await tx
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(eq(oneTimeCodes.id, row.id));
      await countEvent(tx, wrongToday);
      return 'wrong';
    }
    // A second verification does not stretch the time allowed for the password change.
    if (!row.verifiedAt)
      await tx.update(oneTimeCodes).set({ verifiedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return 'verified';
  });
  // Thrown after the transaction, so the wrong try stays counted.
  if (outcome !== 'verified') throw invalidOtp();
}

/** Sets the new password once, within 10 minutes of a verified code; ends every session of the user. */
export async function changePassword(
  db: Db,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<void> {
  const passwordHash = await passwords.hash(password);
  const changed = await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          isNull(oneTimeCodes.usedAt),
          isNotNull(oneTimeCodes.verifiedAt),
          gt(oneTimeCodes.verifiedAt, new Date(Date.now() - CODE_LIFE_MS)),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!code) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, code.id));
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!changed) throw forbidden(messages.otpNotVerified);
}
