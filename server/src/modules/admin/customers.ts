// Customers in the console: the accounts, searched by part of a name, email or phone, with how many
// orders each placed (from the account or with its email) and what those that stand came to; one
// customer with every such order.
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_PAGE_SIZE,
  rupees,
  type AdminCustomer,
  type AdminCustomerListBody,
  type Order,
  type UserRole,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withLines } from '../../db/order-shape.ts';
import { orders, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type UserRow = typeof users.$inferSelect;

const ordersOf = (user: { id: number; email: string }) =>
  or(eq(orders.userId, user.id), eq(orders.email, user.email));

/** The account's orders: placed from it, or as a guest with its email. */
const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id} or ${orders.email} = ${users.email})`;
const spentPaise = sql<number>`(select coalesce(sum(${orders.amountPaise} - ${orders.refundedPaise}), 0)::int from ${orders}
  where (${orders.userId} = ${users.id} or ${orders.email} = ${users.email}) and ${orders.cancelledAt} is null)`;

const toCustomer = (row: UserRow, orderTotal: number, spent: number): AdminCustomer => ({
  u_id: row.id,
  u_name: row.name,
  u_email: row.email,
  u_mobile: row.mobile,
  u_role: row.role as UserRole,
  u_created_at: row.createdAt.toISOString(),
  order_count: orderTotal,
  total_spent: rupees(spent),
});

export async function listCustomers(
  db: Db,
  body: AdminCustomerListBody,
): Promise<{ list: AdminCustomer[]; total: number }> {
  const conditions: SQL[] = [];
  if (body.search !== undefined) {
    const text = body.search.toLowerCase();
    conditions.push(
      sql`(strpos(lower(${users.name}), ${text}) > 0 or strpos(${users.email}, ${text}) > 0 or strpos(${users.mobile}, ${text}) > 0)`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, orders: orderCount, spent: spentPaise })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_LIST_PAGE_SIZE)
      .offset((body.page - 1) * ADMIN_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map((row) => toCustomer(row.user, row.orders, row.spent)), total: total?.n ?? 0 };
}

export async function customerWithOrders(
  db: Db,
  userId: number,
): Promise<{ data: AdminCustomer; orders: Order[] }> {
  const [row] = await db
    .select({ user: users, orders: orderCount, spent: spentPaise })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const placed = await db
    .select()
    .from(orders)
    .where(ordersOf(row.user))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return { data: toCustomer(row.user, row.orders, row.spent), orders: await withLines(db, placed) };
}
