// A statement built once and run in later transactions (`keptForTransactions`, kept-statements.ts):
// each run belongs to the transaction it is given, so a rollback undoes it and a commit keeps it, on
// the embedded database and on PostgreSQL (with TEST_DATABASE_URL); and Drizzle builds it once.
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Tx } from './client.ts';
import { keptForTransactions, placeholders } from './kept-statements.ts';
import { categories } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let builds = 0;
const insertCategory = keptForTransactions((tx: Tx, shape: 'one' | 'two') => {
  builds += 1;
  return tx
    .insert(categories)
    .values(placeholders(['name', 'sortOrder']))
    .returning({ id: categories.id })
    .prepare(`test_insert_category_${shape}`);
});

const keptNames = async () =>
  (
    await t.database.db
      .select({ name: categories.name })
      .from(categories)
      .where(like(categories.name, 'Kept %'))
      .orderBy(categories.name)
  ).map((row) => row.name);

describe('a statement kept for transactions', () => {
  it('runs in each transaction it is given, built once: a rollback undoes its row, a commit keeps it', async () => {
    await t.database.db.transaction((tx) =>
      insertCategory(tx, 'one').execute({ name: 'Kept A', sortOrder: 1 }),
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        await insertCategory(tx, 'one').execute({ name: 'Kept B', sortOrder: 2 });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    const [inserted] = await t.database.db.transaction((tx) =>
      insertCategory(tx, 'one').execute({ name: 'Kept C', sortOrder: 3 }),
    );

    expect(await keptNames()).toEqual(['Kept A', 'Kept C']);
    expect(inserted!.id).toEqual(expect.any(Number));
    expect(builds).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs on the connection of its own transaction while the one it was built in is still open',
    async () => {
      // Built in the first transaction (a shape not run before), run in a second one on another connection and rolled back
      // there: were it sent on the first one's connection, the first one's commit would keep its row.
      let buildsBefore = 0;
      await t.database.db.transaction(async (first) => {
        buildsBefore = builds;
        await insertCategory(first, 'two').execute({ name: 'Kept D', sortOrder: 4 });
        await expect(
          t.database.db.transaction(async (second) => {
            await insertCategory(second, 'two').execute({ name: 'Kept E', sortOrder: 5 });
            await second.execute(sql`select 1`);
            throw new Error('undone');
          }),
        ).rejects.toThrow('undone');
      });

      expect(await keptNames()).toEqual(['Kept A', 'Kept C', 'Kept D']);
      expect(builds).toBe(buildsBefore + 1);
    },
  );
});
