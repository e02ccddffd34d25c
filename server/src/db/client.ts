// One Drizzle database over either embedded PostgreSQL (PGlite, the default) or a PostgreSQL server.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** `dataDir` undefined means an in-memory PGlite (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a terminated backend) is dropped from the pool and
  // replaced on next use; without a listener its error would crash the whole store.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  // Fail at start-up, naming the setting and the cause, if the server cannot be reached.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw new Error(
      `cannot connect to DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
  };
}

/** Any fixed key: it only has to be the same in every process of this store. */
const MIGRATION_LOCK_KEY = 720_301;

/**
 * Several processes may start at once on one empty server; a session-level advisory lock makes them
 * migrate one after the other, so the later ones find the work done instead of racing on DDL.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'db'));
}
