// `otp/login`: the code sent by SMS opens the customer account of that mobile, or makes one (a name and
// no email yet). Which account a mobile opens: the one whose mobile a code proved before, else the
// oldest customer account that gave it; that account's mobile is proved from then on, and no other
// account can open with it. Staff accounts never open with a code: they keep their password.
// (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md)
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { newAccountNameError, phoneMessages, type LoginUser, type OtpLoginBody } from '@prime/contract';
import { startSession } from '../../auth/login-answer.ts';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import { countEvent, withdrawEvent } from '../../http/rate-limit.ts';
import { WRONG_PHONE_CODES_PER_ADDRESS } from './limits.ts';
import { checkPhoneCode, useCode } from './phone-codes.ts';

type UserRow = typeof users.$inferSelect;

const invalidCode = () => new AppError(401, phoneMessages.invalidCode);

/** The customer account a mobile opens, if any: the proven one first, else the oldest. */
async function accountOfMobile(tx: Tx, mobile: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, 'user')))
    .orderBy(sql`${users.mobileVerifiedAt} is null`, asc(users.id))
    .limit(1);
  return user;
}

/** Marks the account's mobile proven, and makes an account for a new mobile. */
async function openAccount(tx: Tx, mobile: string, name: string | undefined): Promise<UserRow | string> {
  const found = await accountOfMobile(tx, mobile);
  if (found) {
    if (found.mobileVerifiedAt) return found;
    const [proven] = await tx
      .update(users)
      .set({ mobileVerifiedAt: new Date() })
      .where(and(eq(users.id, found.id), isNull(users.mobileVerifiedAt)))
      .returning();
    return proven ?? found;
  }
  const nameError = newAccountNameError(name);
  if (nameError) return nameError;
  // No email and no password yet: the profile adds an email, and a password reset by mail then sets one.
  const [made] = await tx
    .insert(users)
    .values({ name: name!, email: '', passwordHash: '', mobile, role: 'user', mobileVerifiedAt: new Date() })
    .returning();
  return made!;
}

type Outcome = { user: LoginUser } | { refused: 'wrong' | 'void' } | { nameError: string };

/**
 * Signs in with the code. A wrong, used, expired or void code answers 401 (the fifth wrong one voids
 * the code). Wrong guesses at a live code are counted per client address too (50 an hour, then 429):
 * tries at a void code tell a guesser nothing and are not counted, so guessing one code a thousand
 * times costs an address 5 of its 50, and a shopper behind the same address is not locked out. A
 * right code for a new mobile without a name answers 400 and stays usable, so the shopper adds the
 * name and sends it again.
 */
export async function logInWithCode(
  db: Db,
  secret: Buffer,
  body: OtpLoginBody,
  clientAddress: string,
): Promise<LoginUser> {
  const wrongFromHere = WRONG_PHONE_CODES_PER_ADDRESS(clientAddress);
  // Counted before the code is looked at and given back unless it was wrong, so tries sent all at once
  // are held to the limit too.
  const triedAt = Date.now();
  const tries = await countEvent(db, wrongFromHere, triedAt);
  if (tries.count > wrongFromHere.limit) {
    await withdrawEvent(db, wrongFromHere, triedAt);
    throw tooManyRequests(tries.retryAfterSeconds);
  }
  const outcome = await runTransaction(db, async (tx): Promise<Outcome> => {
    const check = await checkPhoneCode(tx, secret, body.mobile, body.code);
    if (check.outcome !== 'right') return { refused: check.outcome };
    const account = await openAccount(tx, body.mobile, body.name);
    if (typeof account === 'string') return { nameError: account };
    // A removed member of the staff logs in by no means (decision 0033).
    if (account.disabledAt) return { refused: 'void' };
    await useCode(tx, check.codeId);
    return { user: await startSession(tx, account) };
  });
  // Only a wrong guess at a live code stays counted, for the address (and, in the transaction, on the code).
  const wrong = 'refused' in outcome && outcome.refused === 'wrong';
  if (!wrong) await withdrawEvent(db, wrongFromHere, triedAt);
  if ('refused' in outcome) throw invalidCode();
  if ('nameError' in outcome) {
    throw badRequest(outcome.nameError, [{ field: 'name', message: outcome.nameError }]);
  }
  return outcome.user;
}
