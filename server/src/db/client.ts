// The database handle every query takes: one Drizzle database over embedded PostgreSQL (PGlite) or a
// PostgreSQL server, opened by open-database.ts.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of `db.execute`: node-postgres answers `{rows}`, PGlite an object with `rows` too. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
