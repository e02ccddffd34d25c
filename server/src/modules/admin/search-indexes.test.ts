// The console's order and customer searches read their trigram indexes (migrations 0021 and 0022): a
// search whose expression differs from its index's by a character reads every order or person instead,
// which a shop of a million orders notices (docs/decisions/0026-big-shop-reads.md).
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { Database } from '../../db/open-database.ts';
import { guestCustomers, orders, personSearchText, users } from '../../db/schema.ts';
import { contains } from '../../db/text-search.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { orderFilters } from './order-list.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * The plan PostgreSQL makes for `query` when it can use an index at all: the test tables are nearly
 * empty, and on them a sequential read is cheaper, so it is ruled out for the plan alone.
 */
async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const lines = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
    return lines.map((line) => line['QUERY PLAN']).join('\n');
  });
}

describe('console searches', () => {
  it('find orders by name, email, phone, pincode, city or staff note through their indexes', async () => {
    const plan = await planOf(
      sql`select ${orders.id} from ${orders} where ${orderFilters({ search: '98123' })}`,
    );
    expect(plan).toContain('orders_who_trgm_idx');
    expect(plan).toContain('order_notes_note_trgm_idx');
  });

  it('find accounts and guests by name, email or phone through their indexes', async () => {
    const accounts = await planOf(
      sql`select ${users.id} from ${users} where ${contains(personSearchText(users), 'asha')}`,
    );
    expect(accounts).toContain('users_who_trgm_idx');
    const guests = await planOf(
      sql`select ${guestCustomers.email} from ${guestCustomers} where ${contains(personSearchText(guestCustomers), 'asha')}`,
    );
    expect(guests).toContain('guest_customers_who_trgm_idx');
  });
});
