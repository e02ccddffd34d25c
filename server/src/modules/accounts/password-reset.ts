// Password reset by a 4-digit code sent by mail. The answers never tell whether an email is
// registered, and neither does their duration: the code is written and mailed after the answer. A code
// lives 10 minutes, dies after 5 wrong tries, and allows one password change within 10 minutes of its
// verification. Codes are stored as HMAC-SHA256 under the server's secret key (server-secret.ts),
// so a copied database does not give them away.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { PasswordHasher } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { attachGuestOrders } from '../../shop/guest-orders.ts';
import { oneTimeCodes, users } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { countEvent, withdrawEvent } from '../../http/rate-limit.ts';
import { resetCodeMail } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { CODE_LIFE_MS, CODE_MAX_WRONG_TRIES, RESET_MAILS, WRONG_CODES_PER_ADDRESS } from './limits.ts';

// The email is part of the keyed value, so equal codes of two people never share a hash.
const hashCode = (secret: Buffer, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email}:${code}`).digest();

/**
 * The part of `forgotpassword` its answer waits for, the same for any email: the request is counted
 * against the email's 3 mails per 15 minutes and the email looked up. For a registered email within
 * that limit it returns the sending of a fresh code, which the caller runs after answering.
 */
export async function requestResetCode(
  db: Db,
  mailer: Mailer,
  secret: Buffer,
  email: string,
): Promise<(() => Promise<void>) | undefined> {
  const countedAt = Date.now();
  // Counted for unknown emails too, so both cases do the same work.
  const { count: mailsInWindow } = await countEvent(db, RESET_MAILS(email), countedAt);
  // A disabled account (removed from the staff, or invited and not yet accepted) gets no code.
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));
  if (!user || mailsInWindow > RESET_MAILS(email).limit) return undefined;
  return () => sendResetCode(db, mailer, secret, email, user.name, countedAt);
}

/**
 * Writes a fresh code, replacing older ones, and mails it. A mail that cannot be sent voids its code
 * and gives the shopper back the try it cost; the mailer logs the failure and its cause.
 */
async function sendResetCode(
  db: Db,
  mailer: Mailer,
  secret: Buffer,
  email: string,
  name: string,
  countedAt: number,
): Promise<void> {
  // Codes start at 1000 so a client that keeps the code as a number never drops a leading zero.
  const code = String(randomInt(1000, 10000));
  const now = new Date();
  const codeId = await runTransaction(db, async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.usedAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        email,
        codeHash: hashCode(secret, email, code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      })
      .returning({ id: oneTimeCodes.id });
    return row!.id;
  });
  if (!(await mailer.sendQuietly(resetCodeMail(email, name, code, CODE_LIFE_MS / 60_000)))) {
    await db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, codeId));
    await withdrawEvent(db, RESET_MAILS(email), countedAt);
  }
}

const invalidOtp = () => badRequest(messages.otpInvalid, [{ field: 'otp', message: messages.otpInvalid }]);

/**
 * Marks the latest code of the email verified; 400 `Invalid OTP` for a wrong, expired or void code.
 * Wrong codes are counted per code (5 void it) and per client address (20 a day from one address, for
 * any email); a try is counted before the code is compared, in one step with the check, and taken back
 * when it is right. Nothing is counted per email, so a stranger cannot block the mailbox's owner.
 */
export async function verifyResetCode(
  db: Db,
  secret: Buffer,
  attempt: { email: string; code: string; clientAddress: string },
): Promise<void> {
  const { email, code } = attempt;
  const wrongHere = WRONG_CODES_PER_ADDRESS(attempt.clientAddress);
  const triedAt = Date.now();
  const tries = await countEvent(db, wrongHere, triedAt);
  if (tries.count > wrongHere.limit) {
    await withdrawEvent(db, wrongHere, triedAt);
    throw invalidOtp();
  }
  const outcome = await runTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.usedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    const now = new Date();
    if (!row || row.expiresAt <= now || row.failedAttempts >= CODE_MAX_WRONG_TRIES) return 'void';
    if (!timingSafeEqual(hashCode(secret, email, code), Buffer.from(row.codeHash, 'hex'))) {
      await tx
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(eq(oneTimeCodes.id, row.id));
      return 'wrong';
    }
    // A second verification does not stretch the time allowed for the password change.
    if (!row.verifiedAt)
      await tx.update(oneTimeCodes).set({ verifiedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return 'verified';
  });
  if (outcome !== 'verified') throw invalidOtp();
  await withdrawEvent(db, wrongHere, triedAt);
}

/** The newest unused code of the email verified within the last 10 minutes, if any. */
async function verifiedCode(db: Db | Tx, email: string, lock: boolean) {
  const query = db
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
    .limit(1);
  const [code] = lock ? await query.for('update') : await query;
  return code;
}

/**
 * Sets the new password once, within 10 minutes of a verified code; ends every session of the user.
 * The code is looked for before the password is hashed: a call without one costs no scrypt run (16
 * of them at once would hold every thread of the pool), and is looked for again, locked, to be used.
 */
export async function changePassword(
  db: Db,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<void> {
  if (!(await verifiedCode(db, email, false))) throw forbidden(messages.otpNotVerified);
  const passwordHash = await passwords.hash(password);
  const changed = await runTransaction(db, async (tx) => {
    const code = await verifiedCode(tx, email, true);
    if (!code) return false;
    // The code came to this email: it is proven, and its guest orders join the account.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), emailProvenAt: new Date() })
      .where(and(eq(users.email, email), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!user) return false;
    await attachGuestOrders(tx, user.id, email);
    await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, code.id));
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!changed) throw forbidden(messages.otpNotVerified);
}
