// db/schema.ts and the migrated database agree: the same tables, columns (type and nullability) and
// indexes. Migrations are written by hand (docs/decisions/0002-database.md), so this is what catches
// a column added to one and not the other.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { rowsOf } from './client.ts';
import type { Database } from './open-database.ts';
import * as schema from './schema.ts';

/** Kept by the search triggers in SQL only, never read or written through Drizzle (schema.ts says so). */
const SQL_ONLY = ['products.search_words', 'search_words.search_words_trgm_idx'];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const declaredTables = Object.values(schema as Record<string, unknown>)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable));

/** A serial column is an integer column with a sequence behind it. */
const sqlType = (type: string) => ({ serial: 'integer', bigserial: 'bigint' })[type] ?? type;

async function databaseColumns() {
  const rows = rowsOf<{ table_name: string; column_name: string; type: string; not_null: boolean }>(
    await database.db.execute(sql`
      select c.relname as table_name, a.attname as column_name,
             format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`),
  );
  return rows
    .map((row) => `${row.table_name}.${row.column_name} ${row.type}${row.not_null ? ' not null' : ''}`)
    .filter((column) => !SQL_ONLY.includes(column.split(' ')[0]!))
    .sort();
}

it('declares every table and column of the migrated database, with its type and nullability', async () => {
  const declared = declaredTables
    .flatMap((table) =>
      table.columns.map(
        (column) =>
          `${table.name}.${column.name} ${sqlType(column.getSQLType())}${column.notNull ? ' not null' : ''}`,
      ),
    )
    .sort();
  expect(declared).toEqual(await databaseColumns());
});

it('declares every index of the migrated database but those of primary keys and unique constraints', async () => {
  const rows = rowsOf<{ tablename: string; indexname: string }>(
    await database.db.execute(sql`select tablename, indexname from pg_indexes where schemaname = 'public'`),
  );
  const constraintIndex = /_(pkey|pk|unique)$/;
  const inDatabase = rows
    .map((row) => `${row.tablename}.${row.indexname}`)
    .filter((index) => !constraintIndex.test(index) && !SQL_ONLY.includes(index))
    .sort();
  const declared = declaredTables
    .flatMap((table) => table.indexes.map((index) => `${table.name}.${index.config.name}`))
    .sort();
  expect(declared).toEqual(inDatabase);
});
