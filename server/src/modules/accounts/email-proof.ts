// Guest orders join an account only once its owner has proved they read its email (docs/decisions/
// 0040-city-and-guest-orders.md): registering proves nothing, as anyone may register with anyone's
// email, and a guest order shows its address, phone and contents. An email is proven by a mailed
// code: a change of email (email-change.ts), a password reset (password-reset.ts), or the proof My
// Orders offers (`send/email-proof`, then `prove/email`). From then on, guest orders placed with the
// email join the account at each login too.
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { runTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/errors.ts';
import { attachGuestOrders } from '../../shop/guest-orders.ts';
import { mailEmailCode, spendEmailChangeCode } from './email-change.ts';

/** Notes that a code proved the account's `email` now, and gives it the guest orders with it. */
export async function markEmailProven(db: Db | Tx, userId: number, email: string): Promise<number> {
  const [proven] = await db
    .update(users)
    .set({ emailProvenAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return proven ? attachGuestOrders(db, userId, email) : 0;
}

const isProven = async (db: Db, userId: number) =>
  Boolean((await db.select({ at: users.emailProvenAt }).from(users).where(eq(users.id, userId)))[0]?.at);

/**
 * `send/email-proof`: mails a code to the account's own email, or, when it is proven already, gives
 * the account any guest orders placed since and mails nothing.
 */
export async function sendEmailProof(
  db: Db,
  secret: Buffer,
  user: AuthUser,
): Promise<{ proven: 0 | 1; attached: number }> {
  // An account made by mobile proves its first email by adding it (edit/profile with its code).
  if (!user.email)
    throw badRequest(messages.profileEmailInvalid, [
      { field: 'email', message: messages.profileEmailInvalid },
    ]);
  if (await isProven(db, user.id))
    return { proven: 1, attached: await attachGuestOrders(db, user.id, user.email) };
  await mailEmailCode(db, secret, user, user.email, 'proof');
  return { proven: 0, attached: 0 };
}

/** `prove/email`: spends the code (400 on `email_otp` when wrong), then attaches the guest orders. */
export async function proveEmail(
  db: Db,
  secret: Buffer,
  user: AuthUser,
  code: string | undefined,
): Promise<number> {
  await spendEmailChangeCode(db, secret, { userId: user.id, email: user.email, code });
  return runTransaction(db, (tx) => markEmailProven(tx, user.id, user.email));
}
