// One page of a list the console pages through: the rows of page `page` (from 1) of a query already
// narrowed and ordered, and how many rows the whole list holds, read together.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client.ts';

/**
 * How a list counts its rows. Exact by default; a list over a very large table may pass a cheaper
 * count (an estimate) instead, as long as it counts the same table under the same condition.
 */
export type CountRows = (db: Db, table: PgTable, where: SQL | undefined) => Promise<number>;

export const exactCount: CountRows = (db, table, where) => db.$count(table, where).then(Number);

/**
 * Counts up to `limit` rows and answers `limit + 1` past them (the console then says "more than"): an
 * exact count of a table of a million orders reads every row on each page (decision 0026).
 */
export const countUpTo =
  (limit: number): CountRows =>
  async (db, table, where) => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from (select from ${table} ${where ? sql`where ${where}` : sql``} limit ${limit + 1}) capped`,
      ),
    );
    return row?.n ?? 0;
  };

/** A select that is narrowed and ordered but not yet cut: the page adds its limit and offset. */
interface OrderedRows<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

export interface PageQuery<Row, Item> {
  /** The list's select, narrowed by `where` and in the list's order. */
  rows: OrderedRows<Row>;
  /** The table the list is of and the condition `rows` narrows it by: what the total counts. */
  table: PgTable;
  where: SQL | undefined;
  page: number;
  perPage: number;
  /** The page's rows as the answer shows them. */
  shape(rows: Row[]): Item[] | Promise<Item[]>;
  count?: CountRows;
}

export async function readPage<Row, Item>(
  db: Db,
  query: PageQuery<Row, Item>,
): Promise<{ list: Item[]; total: number }> {
  const count = query.count ?? exactCount;
  const [rows, total] = await Promise.all([
    query.rows.limit(query.perPage).offset((query.page - 1) * query.perPage),
    count(db, query.table, query.where),
  ]);
  return { list: await query.shape(rows), total };
}
