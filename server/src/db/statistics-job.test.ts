// The statistics of changed tables where no autovacuum keeps them (statistics-job.ts): a table that
// grew past autovacuum's threshold is analysed, and the plans of kept statements follow; the
// processes of one PostgreSQL server take turns.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client.ts';
import type { Database } from './open-database.ts';
import { analyzeChangedTables, keepsOwnStatistics } from './statistics-job.ts';
import { openTestDatabase } from '../test/test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`analyze`);
}, 60_000);
afterAll(() => database.close());

const guestOrders = (count: number) =>
  database.db.execute(sql`
    insert into orders (amount_paise, discount_paise, delivery_charge_paise, cod_charge_paise,
      payment_method, payment_status, name, email, mobile, address, city, district, state, pincode)
    select 34900, 0, 4900, 0, 'cod', 'cod', 'Asha', 'asha' || n || '@example.in', '9876543210',
      '12 Carter Road', 'Mumbai', 'Mumbai Suburban', 'Maharashtra', '400050'
    from generate_series(1, ${count}) n`);

describe('the statistics of changed tables', () => {
  it('analyses a table grown past the threshold, and leaves one barely changed alone', async () => {
    await guestOrders(400);
    await database.db.execute(sql`insert into categories (name) values ('Toners')`);
    // The counts of changes reach pg_stat_user_tables at the next report, at most a second later.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await database.db.execute(sql`select 1`);
    expect(await analyzeChangedTables(database.db)).toContain('orders');
    const left = rowsOf<{ relname: string; n_mod_since_analyze: number }>(
      await database.db.execute(sql`
        select relname, n_mod_since_analyze::int as n_mod_since_analyze from pg_stat_user_tables where relname in ('orders', 'categories')
        order by relname`),
    );
    expect(left).toEqual([
      { relname: 'categories', n_mod_since_analyze: 1 },
      { relname: 'orders', n_mod_since_analyze: 0 },
    ]);
    // Nothing changed since: nothing to analyse.
    expect(await analyzeChangedTables(database.db)).toEqual([]);
  });

  it('has an order’s cash-on-delivery check read the returned orders’ index once orders are many', async () => {
    await guestOrders(3000);
    await analyzeChangedTables(database.db);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`explain select id from orders
        where rto_at > now() - interval '365 days' and (email = 'a@example.in' or mobile = '9876543210') limit 1`),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('orders_rto_at_idx');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves the tables to the process already analysing them, and looks again at its next turn',
    async () => {
      await guestOrders(400);
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      // Another process's turn: the same transaction lock, held until told.
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(720302)`);
        held();
        await released;
      });
      await holding;
      expect(await analyzeChangedTables(database.db)).toEqual([]);
      release();
      await other;
      expect(await analyzeChangedTables(database.db)).toContain('orders');
    },
  );

  it('is the store’s own work on the embedded database and where the server’s autovacuum is off', async () => {
    const embedded = !process.env.TEST_DATABASE_URL;
    const [{ autovacuum } = { autovacuum: 'on' }] = rowsOf<{ autovacuum: string }>(
      await database.db.execute(sql`select current_setting('autovacuum') as autovacuum`),
    );
    expect(await keepsOwnStatistics(database.db, embedded)).toBe(embedded || autovacuum === 'off');
  });
});
