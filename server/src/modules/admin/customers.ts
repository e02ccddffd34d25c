// Customers in the console: the accounts and the guests (people who ordered without an account, one
// per email of their orders, named as on their latest order), newest first, searched by part of a
// name, email or phone, each with how many orders they placed and what they paid or owe; one customer
// with every such order. An account's orders are those placed from it or with its email; a guest's
// those placed without an account with that email.
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_PAGE_SIZE,
  rupees,
  type AdminCustomer,
  type AdminCustomerBody,
  type AdminCustomerListBody,
  type Order,
  type UserRole,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withLines } from '../../db/order-shape.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { EARNING_PAYMENT_STATUSES } from './order-money.ts';

interface PersonRow extends Record<string, unknown> {
  user_id: number | null;
  email: string;
  name: string;
  mobile: string;
  role: string;
  since_ms: number | string;
  order_count: number | string;
  spent_paise: number | string;
}

/** Accounts and guests as one list: `user_id` null for a guest. Emails are stored lower-cased. */
const PEOPLE = sql`(
  select u.id as user_id, u.email, u.name, u.mobile, u.role, u.created_at as since from users u
  union all
  select null, g.email, g.name, g.mobile, 'guest', g.since from (
    select lower(o.email) as email,
      (array_agg(o.name order by o.created_at desc, o.id desc))[1] as name,
      (array_agg(o.mobile order by o.created_at desc, o.id desc))[1] as mobile,
      min(o.created_at) as since
    from orders o
    where o.user_id is null and not exists (select 1 from users a where a.email = lower(o.email))
    group by lower(o.email)
  ) g
)`;

/**
 * The person's orders, for correlated subqueries over `orders o` beside `people p`. Orders keep their
 * email lower-cased (contract/src/orders.ts), so the email's index serves this.
 */
const ORDERS_OF_PERSON = sql`(o.user_id = p.user_id
  or (o.email = p.email and (p.user_id is not null or o.user_id is null)))`;
const EARNING = sql.join(
  EARNING_PAYMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

const PERSON_FIELDS = sql`p.user_id, p.email, p.name, p.mobile, p.role,
  (extract(epoch from p.since) * 1000)::float8 as since_ms,
  (select count(*) from orders o where ${ORDERS_OF_PERSON})::int as order_count,
  (select coalesce(sum(o.amount_paise - o.refunded_paise), 0) from orders o
    where ${ORDERS_OF_PERSON} and o.cancelled_at is null and o.payment_status in (${EARNING}))::bigint as spent_paise`;

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const toCustomer = (row: PersonRow): AdminCustomer => ({
  u_id: row.user_id === null ? null : Number(row.user_id),
  u_name: row.name,
  u_email: row.email,
  u_mobile: row.mobile,
  u_role: row.role as UserRole | 'guest',
  u_created_at: new Date(Number(row.since_ms)).toISOString(),
  order_count: Number(row.order_count),
  total_spent: rupees(Number(row.spent_paise)),
});

export async function listCustomers(
  db: Db,
  body: AdminCustomerListBody,
): Promise<{ list: AdminCustomer[]; total: number }> {
  let where = sql``;
  if (body.search !== undefined) {
    const text = body.search.toLowerCase();
    where = sql`where strpos(lower(p.name), ${text}) > 0 or strpos(p.email, ${text}) > 0 or strpos(p.mobile, ${text}) > 0`;
  }
  const [rows, [total]] = await Promise.all([
    rowsOf<PersonRow>(
      db,
      sql`select ${PERSON_FIELDS} from ${PEOPLE} p ${where}
        order by p.since desc, p.user_id desc nulls last, p.email
        limit ${ADMIN_LIST_PAGE_SIZE} offset ${(body.page - 1) * ADMIN_LIST_PAGE_SIZE}`,
    ),
    rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from ${PEOPLE} p ${where}`),
  ]);
  return { list: rows.map(toCustomer), total: Number(total?.n ?? 0) };
}

export async function customerWithOrders(
  db: Db,
  body: AdminCustomerBody,
): Promise<{ data: AdminCustomer; orders: Order[] }> {
  const who =
    body.customer_id !== undefined
      ? sql`p.user_id = ${body.customer_id}`
      : sql`p.user_id is null and p.email = ${body.email}`;
  const [row] = await rowsOf<PersonRow>(db, sql`select ${PERSON_FIELDS} from ${PEOPLE} p where ${who}`);
  if (!row) throw notFound();
  const customer = toCustomer(row);
  const theirs: SQL =
    customer.u_id !== null
      ? or(eq(orders.userId, customer.u_id), eq(orders.email, customer.u_email))!
      : and(isNull(orders.userId), eq(orders.email, customer.u_email))!;
  const placed = await db
    .select()
    .from(orders)
    .where(theirs)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return { data: customer, orders: await withLines(db, placed) };
}
