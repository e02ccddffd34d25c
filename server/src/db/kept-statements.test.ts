// Statements the embedded database keeps prepared (kept-statements.ts): the same answers as a query
// parsed each time, one statement whatever the number of runs, errors that leave the session usable,
// and the same turn-taking with transactions. Always on the embedded database: PostgreSQL keeps
// named statements itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from './client.ts';
import { openPglite, type Database } from './open-database.ts';
import { keptStatement, type PgliteKeepingStatements } from './kept-statements.ts';

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.db.execute(sql`create table kept_test (id serial primary key, name text not null,
    made timestamptz not null default now(), tags jsonb not null default '[]')`);
  await database.db.execute(
    sql`insert into kept_test (name, tags) values ('Serum', '["new"]'), ('Gel', '[]')`,
  );
}, 60_000);
afterAll(() => database.close());

const byName = (db = database.db) =>
  db
    .select({
      id: sql<number>`id`,
      name: sql<string>`name`,
      made: sql<string>`made`,
      tags: sql<string[]>`tags`,
    })
    .from(sql`kept_test`)
    .where(sql`name = ${sql.placeholder('name')} or ${sql.placeholder('everything')}::boolean`)
    .orderBy(sql`id`)
    .prepare('kept_test_by_name');

const preparedStatements = async () =>
  rowsOf<{ statement: string }>(await database.db.execute(sql`select statement from pg_prepared_statements`));

describe('a kept statement on the embedded database', () => {
  it('answers as the same query parsed each time, and is parsed once however often it runs', async () => {
    const parsedEachTime = await byName().execute({ name: 'Serum', everything: false });
    const kept = keptStatement(byName)(database.db);
    for (const run of [1, 2, 3, 4, 5, 6, 7])
      expect(await kept.execute({ name: 'Serum', everything: false }), `run ${run}`).toEqual(parsedEachTime);
    expect(parsedEachTime).toEqual([{ id: 1, name: 'Serum', made: expect.any(String), tags: ['new'] }]);
    expect((await kept.execute({ name: 'nothing', everything: true })).map((row) => row.name)).toEqual([
      'Serum',
      'Gel',
    ]);
    expect(await kept.execute({ name: 'nothing', everything: false })).toEqual([]);
    expect((await preparedStatements()).filter((row) => row.statement.includes('::boolean'))).toHaveLength(1);
  });

  it('refuses what the database refuses, and the session goes on', async () => {
    const ratio = keptStatement((db) =>
      db
        .select({ ratio: sql<number>`10 / ${sql.placeholder('by')}::integer` })
        .from(sql`kept_test`)
        .prepare('kept_test_ratio'),
    )(database.db);
    await expect(ratio.execute({ by: 0 })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/division by zero/) },
    });
    expect(await ratio.execute({ by: 5 })).toEqual([{ ratio: 2 }, { ratio: 2 }]);
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from kept_test`))).toEqual([
      { n: 2 },
    ]);
  });

  it('waits for a transaction under way, as any query does', async () => {
    const kept = keptStatement(byName)(database.db);
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction that writes a row and then gives up: a statement run on the session in its middle
    // would see the row, one that waits for it sees none.
    const writing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into kept_test (name) values ('Toner')`);
        inserted();
        await held;
        throw new Error('given up');
      })
      .catch(() => 'rolled back');
    await insertDone;
    // The moment the read has queued for the transaction's turn (or, were it not to wait, has
    // answered), the transaction gives up.
    const client = (database.db as unknown as { $client: PgliteKeepingStatements }).$client;
    const queued = new Promise<void>((resolve) => {
      const takeTurn = client._runExclusiveTransaction.bind(client);
      vi.spyOn(client, '_runExclusiveTransaction').mockImplementationOnce((work) => {
        const turn = takeTurn(work);
        resolve();
        return turn;
      });
    });
    const reading = kept.execute({ name: 'Toner', everything: false });
    await Promise.race([queued, reading]);
    release();
    expect(await writing).toBe('rolled back');
    expect(await reading).toEqual([]);
  });
});

describe("a transaction's statements on the embedded database", () => {
  const client = () => (database.db as unknown as { $client: PgliteKeepingStatements }).$client;
  const keptNames = async (marker: string) =>
    (
      await rowsOf<{ name: string; statement: string }>(
        await database.db.execute(sql`select name, statement from pg_prepared_statements`),
      )
    )
      .filter((row) => row.statement.includes(marker))
      .map((row) => row.name);
  /** Runs a statement of its own text (`marker` in it) in a transaction of its own. */
  const runMarked = (marker: string) =>
    database.db.transaction((tx) => tx.execute(sql.raw(`select count(*) as "${marker}" from kept_test`)));

  it('keeps the statements run often when more texts pass than it keeps: the least recent is closed', async () => {
    const limit = client().keptLimit;
    client().keptLimit = 3;
    try {
      await runMarked('hot_order_step');
      const [hot] = await keptNames('hot_order_step');
      // Texts run once each (a seed, a rare console save) between the runs of the hot one.
      for (const once of ['once_a', 'once_b', 'once_c', 'once_d', 'once_e']) {
        await runMarked(once);
        await runMarked('hot_order_step');
      }
      expect(await keptNames('hot_order_step')).toEqual([hot]);
      expect(await keptNames('once_')).toHaveLength(2);
      expect(await keptNames('once_a')).toEqual([]);
      // Run again, a closed text is kept again, and answers as before.
      expect(rowsOf(await runMarked('once_a'))).toEqual([{ once_a: expect.anything() }]);
      expect(await keptNames('once_a')).toHaveLength(1);
    } finally {
      client().keptLimit = limit;
    }
  });
});

describe('values read on the embedded database', () => {
  it('are read as PGlite reads them: numbers, JSON, dates, bytes and arrays as values, the rest as text', async () => {
    const client = (database.db as unknown as { $client: PgliteKeepingStatements }).$client;
    const { rows } = await client.query(`select 7::int2 as small, 7::int4 as whole,
      9007199254740993::int8 as big, 1.5::float8 as fraction, 12.50::numeric as money, true as yes,
      'Serum'::text as name, 'gm'::varchar as unit, '{"lots":[1]}'::jsonb as lots, '{"a":1}'::json as doc,
      '2026-11-29'::date as day, '2026-11-29 10:00+00'::timestamptz as at, '\\x0102'::bytea as bytes,
      '{1,2}'::int4[] as numbers, '{a,"b c"}'::text[] as words, '{t,f}'::bool[] as flags,
      '{1.5}'::numeric[] as amounts, '{11111111-2222-3333-4444-555555555555}'::uuid[] as ids,
      '11111111-2222-3333-4444-555555555555'::uuid as id, '1 day'::interval as span,
      '192.168.0.1'::inet as address`);
    expect(rows).toEqual([
      {
        small: 7,
        whole: 7,
        big: 9007199254740993n,
        fraction: 1.5,
        money: '12.50',
        yes: true,
        name: 'Serum',
        unit: 'gm',
        lots: { lots: [1] },
        doc: { a: 1 },
        day: new Date('2026-11-29T00:00:00.000Z'),
        at: new Date('2026-11-29T10:00:00.000Z'),
        bytes: Uint8Array.from([1, 2]),
        numbers: [1, 2],
        words: ['a', 'b c'],
        flags: [true, false],
        amounts: ['1.5'],
        ids: ['11111111-2222-3333-4444-555555555555'],
        id: '11111111-2222-3333-4444-555555555555',
        span: '1 day',
        address: '192.168.0.1',
      },
    ]);
  });
});
