import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { openPglite } from './open-database.ts';
import { insertCategory } from './factories.ts';
import { categories } from './schema.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
type Rows<T> = { rows: T[] };

describe.skipIf(!serverUrl)('on a PostgreSQL server', () => {
  it('outlives connections the server ends, and answers again on a fresh one', async () => {
    const database = await openTestDatabase();
    try {
      const current = (await database.db.execute(sql`select current_database() as name`)) as Rows<{
        name: string;
      }>;
      const name = current.rows[0]!.name;
      // The pool says so of each idle connection it drops (open-database.ts): count them as they go.
      let dropped = 0;
      let droppedAll = () => {};
      const allDropped = new Promise<void>((resolve) => (droppedAll = resolve));
      let ended = Infinity;
      const log = vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
        if (String(message).startsWith('database connection lost') && ++dropped >= ended) droppedAll();
      });
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // Used again once the pool has heard of every ended connection.
      ended = rows.length;
      if (dropped >= ended) droppedAll();
      await allDropped;
      log.mockRestore();
      const answer = (await database.db.execute(sql`select 1 as one`)) as Rows<{ one: number }>;
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database in a folder', () => {
  it('is created in a new folder and keeps its rows when opened again', { timeout: 120_000 }, async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prime-pglite-')), 'db');
    try {
      const first = await openPglite(dataDir);
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await first.migrate();
      await insertCategory(first.db, 'Serums', 1);
      await first.close();

      const again = await openPglite(dataDir);
      try {
        expect(await again.db.select({ name: categories.name }).from(categories)).toEqual([
          { name: 'Serums' },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
