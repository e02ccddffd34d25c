// `admin/menu-counts`: the console menu's badges — orders to ship, returns waiting for a decision,
// messages not read — three counts in one round of queries.
import { count, eq, isNull } from 'drizzle-orm';
import type { MenuCounts } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { contactMessages, orderReturns } from '../../db/schema.ts';
import { ordersToShip } from './dashboard.ts';

export async function menuCounts(db: Db): Promise<MenuCounts> {
  const [toShip, [returns], [unread]] = await Promise.all([
    ordersToShip(db),
    db.select({ n: count() }).from(orderReturns).where(eq(orderReturns.status, 'requested')),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { to_ship: toShip, returns_to_decide: returns?.n ?? 0, unread_messages: unread?.n ?? 0 };
}
