// Customers in the console: the accounts and the guests (people who ordered without an account, one
// per email of their orders, named as on their latest order), newest first, searched by part of a
// name, email or phone, each with how many orders they placed and what they paid or owe; one customer
// with every such order. An account's orders are those placed from it or with its email; a guest's
// those placed without an account with that email.
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_PAGE_SIZE,
  LIST_COUNT_LIMIT,
  rupees,
  type AdminCustomer,
  type AdminCustomerBody,
  type AdminCustomerListBody,
  type Order,
  type UserRole,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { withLines } from '../../db/order-shape.ts';
import { orders, personSearchText } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import { EARNED_PAISE, EARNING_ORDER } from './order-money.ts';

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

/**
 * Accounts and guests as one list: `user_id` null for a guest. Guests are the rows migration 0021's
 * triggers keep in guest_customers, so no read groups orders (docs/decisions/0026-big-shop-reads.md).
 */
const ACCOUNTS = sql`select u.id as user_id, u.email, u.name, u.mobile, u.role, u.created_at as since from users u`;
const GUESTS = sql`select null::int as user_id, g.email, g.name, g.mobile, 'guest' as role, g.since from guest_customers g`;
const NEWEST_FIRST = sql`since desc, user_id desc nulls last, email`;

/**
 * The person's orders, for correlated subqueries over `orders o` beside `people p`. Orders keep their
 * email lower-cased (contract/src/orders.ts), so the email's index serves this.
 */
const ORDERS_OF_PERSON = sql`(o.user_id = p.user_id
  or (o.email = p.email and (p.user_id is not null or o.user_id is null)))`;

const PERSON_FIELDS = sql`p.user_id, p.email, p.name, p.mobile, p.role,
  (extract(epoch from p.since) * 1000)::float8 as since_ms,
  (select count(*) from orders o where ${ORDERS_OF_PERSON})::int as order_count,
  (select coalesce(sum(${EARNED_PAISE}), 0) from orders o
    where ${ORDERS_OF_PERSON} and ${EARNING_ORDER})::bigint as spent_paise`;

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

/**
 * Part of a name, email or phone (emails are stored lower-cased), as LIKE '%…%' over the expression
 * migration 0021's trigram index on each side holds.
 */
function matching(side: 'u' | 'g', search: string | undefined): SQL {
  if (search === undefined) return sql``;
  const field = (name: string) => sql.raw(`${side}.${name}`);
  const text = personSearchText({ name: field('name'), email: field('email'), mobile: field('mobile') });
  return sql`where ${contains(text, search.toLowerCase())}`;
}

export async function listCustomers(
  db: Db,
  body: AdminCustomerListBody,
): Promise<{ list: AdminCustomer[]; total: number }> {
  // The page is among the newest `reach` of each side, each read in its index's order; only the page's
  // own people then have their orders counted and summed.
  const reach = body.page * ADMIN_LIST_PAGE_SIZE;
  const newest = sql`(${ACCOUNTS} ${matching('u', body.search)} order by u.created_at desc, u.id desc limit ${reach})
    union all (${GUESTS} ${matching('g', body.search)} order by g.since desc, g.email limit ${reach})`;
  const rows = await rowsOf<PersonRow>(
    db,
    sql`select ${PERSON_FIELDS} from (
        select * from (${newest}) p order by ${NEWEST_FIRST}
        limit ${ADMIN_LIST_PAGE_SIZE} offset ${reach - ADMIN_LIST_PAGE_SIZE}
      ) p order by ${NEWEST_FIRST}`,
  );
  return { list: rows.map(toCustomer), total: await totalOf(db, body, rows.length) };
}

/**
 * How many customers match, up to LIST_COUNT_LIMIT (one more means more than that; counting all of a
 * big shop's would read every account and guest on each page): a page that is not full (a search that
 * finds a few, the last page) tells it without counting.
 */
async function totalOf(db: Db, body: AdminCustomerListBody, shown: number): Promise<number> {
  const before = (body.page - 1) * ADMIN_LIST_PAGE_SIZE;
  if (shown < ADMIN_LIST_PAGE_SIZE && (shown > 0 || body.page === 1)) return before + shown;
  const upTo = LIST_COUNT_LIMIT + 1;
  const [counted] = await rowsOf<{ n: number | string }>(
    db,
    sql`select (select count(*) from (select from users u ${matching('u', body.search)} limit ${upTo}) a)
      + (select count(*) from (select from guest_customers g ${matching('g', body.search)} limit ${upTo}) b) as n`,
  );
  return Math.min(Number(counted?.n ?? 0), upTo);
}

export async function customerWithOrders(
  db: Db,
  body: AdminCustomerBody,
): Promise<{ data: AdminCustomer; orders: Order[] }> {
  const person =
    body.customer_id !== undefined
      ? sql`${ACCOUNTS} where u.id = ${body.customer_id}`
      : sql`${GUESTS} where g.email = ${body.email}`;
  const [row] = await rowsOf<PersonRow>(db, sql`select ${PERSON_FIELDS} from (${person}) p`);
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
