// Customers in the console: the accounts and the guests (people who ordered without an account, one
// per email of their orders, named as on their latest order), newest first, searched by part of a
// name, email or phone, each with how many orders they placed and what they paid or owe; one customer
// with every such order. An account's orders are those placed from it or with its email; a guest's
// those placed without an account with that email.
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
import { countUpTo } from '../../db/paged.ts';
import { guestCustomers, orders, personSearchText, users } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import { EARNED_PAISE, EARNING_ORDER } from './order-money.ts';

/**
 * Accounts and guests in one shape: `user_id` null for a guest. Guests are the rows migration 0021's
 * triggers keep in guest_customers, so no read groups orders (docs/decisions/0026-big-shop-reads.md).
 */
const accounts = (db: Db) =>
  db
    .select({
      userId: sql<number | null>`${users.id}`.as('user_id'),
      email: users.email,
      name: users.name,
      mobile: users.mobile,
      role: users.role,
      since: sql<string>`${users.createdAt}`.as('since'),
    })
    .from(users);
const guests = (db: Db) =>
  db
    .select({
      userId: sql<number | null>`null::int`.as('user_id'),
      email: guestCustomers.email,
      name: guestCustomers.name,
      mobile: guestCustomers.mobile,
      role: sql<string>`'guest'`.as('role'),
      since: sql<string>`${guestCustomers.since}`.as('since'),
    })
    .from(guestCustomers);
const NEWEST_FIRST = sql`since desc, user_id desc nulls last, email`;

/**
 * A column of `p`, an account or a guest as one of the two selects above reads them in a subquery named
 * so. Written out with its subquery: drizzle names a subquery's computed columns (`user_id`) alone, and
 * in the correlated subqueries below `orders o` has one of that name too.
 */
const P = 'p';
const ofP = (column: 'user_id' | 'email' | 'name' | 'mobile' | 'role' | 'since') =>
  sql`${sql.identifier(P)}.${sql.identifier(column)}`;

/**
 * The customer `p` as the console shows them, with their orders counted and summed by correlated
 * subqueries over `orders o`. An account's orders are those placed from it or with its email, a
 * guest's those placed without an account with theirs; orders keep their email lower-cased
 * (contract/src/orders.ts), so the email's index serves this.
 */
const THEIR_ORDERS = sql`(o.user_id = ${ofP('user_id')}
  or (o.email = ${ofP('email')} and (${ofP('user_id')} is not null or o.user_id is null)))`;
const CUSTOMER_FIELDS = {
  userId: sql<number | null>`${ofP('user_id')}`,
  email: sql<string>`${ofP('email')}`,
  name: sql<string>`${ofP('name')}`,
  mobile: sql<string>`${ofP('mobile')}`,
  role: sql<string>`${ofP('role')}`,
  sinceMs: sql<number>`(extract(epoch from ${ofP('since')}) * 1000)::float8`.mapWith(Number),
  orderCount: sql<number>`(select count(*) from orders o where ${THEIR_ORDERS})::int`.mapWith(Number),
  spentPaise: sql<number>`(select coalesce(sum(${EARNED_PAISE}), 0) from orders o
    where ${THEIR_ORDERS} and ${EARNING_ORDER})::bigint`.mapWith(Number),
};

const toCustomer = (row: {
  userId: number | null;
  email: string;
  name: string;
  mobile: string;
  role: string;
  sinceMs: number;
  orderCount: number;
  spentPaise: number;
}): AdminCustomer => ({
  u_id: row.userId,
  u_name: row.name,
  u_email: row.email,
  u_mobile: row.mobile,
  u_role: row.role as UserRole | 'guest',
  u_created_at: new Date(row.sinceMs).toISOString(),
  order_count: row.orderCount,
  total_spent: rupees(row.spentPaise),
});

/**
 * Part of a name, email or phone (emails are stored lower-cased), as LIKE '%…%' over the expression
 * migration 0021's trigram index on each side holds.
 */
const matching = (person: Parameters<typeof personSearchText>[0], search: string | undefined) =>
  search === undefined ? undefined : contains(personSearchText(person), search.toLowerCase());

/** Accounts of shoppers only: the admin's (and any staff's) own account is not a customer. */
const customerAccounts = (search: string | undefined) => and(eq(users.role, 'user'), matching(users, search));

export async function listCustomers(
  db: Db,
  body: AdminCustomerListBody,
): Promise<{ list: AdminCustomer[]; total: number }> {
  // The page is among the newest `reach` of each side, each read in its index's order; only the page's
  // own people then have their orders counted and summed.
  const reach = body.page * ADMIN_LIST_PAGE_SIZE;
  const page = unionAll(
    accounts(db)
      .where(customerAccounts(body.search))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(reach),
    guests(db)
      .where(matching(guestCustomers, body.search))
      .orderBy(desc(guestCustomers.since), guestCustomers.email)
      .limit(reach),
  )
    .orderBy(NEWEST_FIRST)
    .limit(ADMIN_LIST_PAGE_SIZE)
    .offset(reach - ADMIN_LIST_PAGE_SIZE)
    .as(P);
  const rows = await db.select(CUSTOMER_FIELDS).from(page).orderBy(NEWEST_FIRST);
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
  const count = countUpTo(LIST_COUNT_LIMIT);
  const [accountCount, guestCount] = await Promise.all([
    count(db, users, customerAccounts(body.search)),
    count(db, guestCustomers, matching(guestCustomers, body.search)),
  ]);
  return Math.min(accountCount + guestCount, LIST_COUNT_LIMIT + 1);
}

export async function customerWithOrders(
  db: Db,
  body: AdminCustomerBody,
): Promise<{ data: AdminCustomer; orders: Order[] }> {
  // The body names an account or a guest's email (contract/src/admin.ts adminCustomerBody).
  const person = (
    body.customer_id !== undefined
      ? accounts(db).where(eq(users.id, body.customer_id))
      : guests(db).where(eq(guestCustomers.email, body.email ?? ''))
  ).as(P);
  const [row] = await db.select(CUSTOMER_FIELDS).from(person);
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
