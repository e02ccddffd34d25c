// A PostgreSQL connection's kept statements (postgres-kept-statements.ts): a transaction's statements
// are parsed once per connection, nothing else is kept, the least recent is let go past the limit, and
// a failed statement leaves the connection usable. Only where a PostgreSQL server is set.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientKeepingStatements } from './postgres-kept-statements.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ClientKeepingStatements = clientKeepingStatements(pg.Client);
// Typed as node-postgres's client, whose `query` the store's callers (Drizzle) see.
let client: pg.Client & { keptLimit: number };

beforeEach(async () => {
  client = new ClientKeepingStatements({ connectionString: serverUrl });
  await client.connect();
});
afterEach(() => client.end());

/** The texts of this connection's prepared statements. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

const plus = (text: string, value: number) => client.query<{ answer: number }>({ text }, [value]);
const SUM = 'select $1::int + 1 as answer';

describe.runIf(serverUrl)('statements kept on a PostgreSQL connection', () => {
  it('parses a statement of a transaction once however often it runs, with the same answers', async () => {
    await client.query('begin');
    const answers = [];
    for (const value of [1, 2, 3]) answers.push((await plus(SUM, value)).rows[0]!.answer);
    expect(answers).toEqual([2, 3, 4]);
    expect((await preparedTexts()).filter((text) => text === SUM)).toHaveLength(1);
    await client.query('commit');
  });

  it('keeps no statement run outside a transaction', async () => {
    expect((await plus(SUM, 41)).rows[0]!.answer).toBe(42);
    expect(await preparedTexts()).toEqual([]);
  });

  it('lets the least recent statement go past the limit, and parses it again when it comes back', async () => {
    client.keptLimit = 2;
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    await client.query('begin');
    for (const text of texts) await plus(text, 1);
    await client.query('commit');
    // The first is deallocated ahead of the connection's next statement outside a transaction.
    expect((await preparedTexts()).filter((text) => texts.includes(text))).toEqual(texts.slice(1));
    await client.query('begin');
    expect((await plus(texts[0]!, 7)).rows[0]).toEqual({ a: 7 });
    await client.query('commit');
    expect((await preparedTexts()).filter((text) => texts.includes(text))).toEqual([texts[2], texts[0]]);
  });

  it('lets go of a statement that never parsed without failing the transaction that lets it go', async () => {
    client.keptLimit = 1;
    await client.query('begin');
    await expect(plus('select $1::int from no_such_table', 1)).rejects.toThrow(/no_such_table/);
    await client.query('rollback');
    await client.query('begin');
    expect((await plus('select $1::int as a', 3)).rows[0]).toEqual({ a: 3 });
    expect((await plus('select $1::int as b', 4)).rows[0]).toEqual({ b: 4 });
    await client.query('commit');
    expect(await preparedTexts()).toEqual(['select $1::int as b']);
  });

  it('stays usable after a kept statement fails and its transaction is rolled back', async () => {
    const divide = 'select 10 / $1::int as answer';
    await client.query('begin');
    await expect(plus(divide, 0)).rejects.toThrow(/division by zero/);
    await client.query('rollback');
    await client.query('begin');
    expect((await plus(divide, 5)).rows[0]!.answer).toBe(2);
    await expect(plus('select $1::int from no_such_table', 1)).rejects.toThrow(/no_such_table/);
    await client.query('rollback');
    await client.query('begin');
    expect((await plus(divide, 2)).rows[0]!.answer).toBe(5);
    await client.query('commit');
  });
});
