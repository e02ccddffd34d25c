// The database's upkeep (decision 0041): VACUUM (ANALYZE) leaves its mark in PostgreSQL's own
// statistics and in the run's record the console's health shows, and of two processes asking at once
// only one runs it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../test/admin-app.ts';
import { openSharedDatabase } from '../test/test-app.ts';
import { rowsOf } from './client.ts';
import { runUpkeep } from './upkeep-job.ts';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('database upkeep', () => {
  it('vacuums and analyses every table, records the run, and the console health shows it', async () => {
    const before = await t.asAdmin('admin/health', {});
    expect(before.body.data).toEqual({
      // The test app's settings name no DATABASE_URL, whichever database the test runs on.
      database: 'embedded',
      upkeep: null,
      upkeep_every_hours: 6,
    });

    expect(await runUpkeep(t.database.db)).toBe(true);
    const tables = rowsOf<{ relname: string; last_vacuum: unknown; last_analyze: unknown }>(
      await t.database.db.execute(sql`
        select relname, last_vacuum, last_analyze from pg_stat_user_tables
        where schemaname = 'public' and relname in ('pack_sizes', 'orders', 'products')`),
    );
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table.last_vacuum, table.relname).not.toBeNull();
      expect(table.last_analyze, table.relname).not.toBeNull();
    }

    const after = (await t.asAdmin('admin/health', {})).body.data;
    expect(after.upkeep).toEqual({
      started_at: expect.any(String),
      finished_at: expect.any(String),
      took_ms: expect.any(Number),
      error: null,
    });
    // Not due again for hours.
    expect(await runUpkeep(t.database.db)).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await t.post('admin/health', {})).status).toBe(401);
  });

  it('runs once when two processes find it due at the same moment', async () => {
    const shared = await openSharedDatabase();
    try {
      const ran = await Promise.all([runUpkeep(shared.first), runUpkeep(shared.second)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      const runs = rowsOf<{ finished_at: unknown }>(
        await shared.first.execute(sql`select * from upkeep_runs`),
      );
      expect(runs).toHaveLength(1);
      expect(runs[0]!.finished_at).not.toBeNull();
    } finally {
      await shared.close();
    }
  });
});
