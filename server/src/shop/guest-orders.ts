// Guest orders joining an account once its email is proven (docs/decisions/0040-city-and-guest-orders.md):
// by the proof itself (modules/accounts/email-proof.ts) and at each login after it (auth/login-answer.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** Gives the account the orders placed without one under its email; answers how many. */
export async function attachGuestOrders(db: Db | Tx, userId: number, email: string): Promise<number> {
  if (!email) return 0;
  const attached = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.email, email)))
    .returning({ id: orders.id });
  return attached.length;
}
