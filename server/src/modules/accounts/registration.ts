// Registration and login (decision 0006). A wrong password and an unknown email get the same answer in
// about the same time: an unknown email still costs one password hash.
import { messages, type LoginBody, type LoginUser, type RegisterBody } from '@prime/contract';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/passwords.ts';
import { startSession } from '../../auth/login-answer.ts';
import type { Db } from '../../db/client.ts';
import { HAS_EMAIL, users } from '../../db/schema.ts';
import { AppError, conflict, tooManyRequests } from '../../http/errors.ts';
import { countEvent, withdrawEvent } from '../../http/rate-limit.ts';
import { LOGIN_FAILURES } from './limits.ts';

/** Creates a customer account; 409 when the email is already registered. Answers the new user's id. */
export async function registerUser(db: Db, passwords: PasswordHasher, body: RegisterBody): Promise<number> {
  const passwordHash = await passwords.hash(body.password);
  const [row] = await db
    .insert(users)
    .values({ name: body.name, email: body.email, passwordHash, mobile: body.mobile, role: 'user' })
    .onConflictDoNothing({ target: users.email, where: HAS_EMAIL })
    .returning({ id: users.id });
  if (!row) throw conflict(messages.emailTaken);
  return row.id;
}

/**
 * Checks the password and starts a session. After 10 failures for one email within 15 minutes, every
 * try answers 429 until the oldest of them is 15 minutes old, even with the right password.
 *
 * Each try is counted before its password is checked and taken back when it succeeds or is refused:
 * guesses sent all at once are counted while their hashes are computed, so no more than 10 are checked.
 */
export async function logIn(db: Db, passwords: PasswordHasher, body: LoginBody): Promise<LoginUser> {
  const failures = LOGIN_FAILURES(body.email);
  const triedAt = Date.now();
  const tries = await countEvent(db, failures, triedAt);
  if (tries.count > failures.limit) {
    await withdrawEvent(db, failures, triedAt);
    throw tooManyRequests(tries.retryAfterSeconds);
  }

  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  const valid = user
    ? await passwords.verify(body.password, user.passwordHash)
    : await passwords.hash(body.password).then(() => false);
  // A member removed from the staff, or invited and not yet accepted, cannot log in: the same words.
  if (!user || !valid || user.disabledAt) throw new AppError(401, messages.invalidCredentials);
  await withdrawEvent(db, failures, triedAt);
  return startSession(db, user);
}
