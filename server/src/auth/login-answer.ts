// The answer of a login (§4), made wherever someone proves who they are: `login`, and `staff/accept`.
import type { LoginUser, UserRole } from '@prime/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { attachGuestOrders } from '../shop/guest-orders.ts';
import { createSession } from './sessions.ts';

/** Starts a session for `user`, notes the login (the staff screen shows it) and answers the login answer. */
export async function startSession(db: Db | Tx, user: typeof users.$inferSelect): Promise<LoginUser> {
  const token = await createSession(db, user.id);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  // A proven email's guest orders placed since the last login join the account (decision 0040).
  if (user.emailProvenAt) await attachGuestOrders(db, user.id, user.email);
  const role = user.role as UserRole;
  return {
    name: user.name,
    role,
    u_role: role,
    user_token: token,
    u_id: user.id,
    email: user.email,
    mobile: user.mobile,
  };
}
