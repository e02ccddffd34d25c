// Opens the one Drizzle database over either embedded PostgreSQL (PGlite, the default) or a PostgreSQL
// server, and migrates it. The handle's types are in client.ts, which every query imports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { runNodeChild } from '../node-child.ts';
import { PgliteKeepingStatements } from './kept-statements.ts';
import { clientKeepingStatements } from './postgres-kept-statements.ts';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';
import { followSiteRevision, SITE_REVISION_CHANNEL } from './site-revision.ts';
import type { Db } from './client.ts';

export interface Database {
  db: Db;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL settings of the embedded database, after PGlite's own start parameters. PGlite starts
 * with `shared_buffers=128MB`, all of it resident from the first query: a third of the store's memory
 * for a catalogue of a few MB. The buffers fill to whatever size they have (the upkeep's VACUUM reads
 * every table), and the operating system's file cache sits behind them: 16 MB keep a shop's busy pages,
 * and 40 MB less of the store is resident than with 32 MB, at the same speed (decision 0010).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Folders made by PGlite 0.3 keep the shop in `template1`, its default database then; newer PGlite
 * connects to `postgres` unless told otherwise, where that shop would look empty.
 */
const PGLITE_DATABASE = 'template1';

const pgliteOptions = () => ({
  database: PGLITE_DATABASE,
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
});

/**
 * Creates the database files of an empty folder in a child process. PGlite runs initdb inside the
 * process that opens a new folder, and much of the memory that takes (about 500 MB with PGlite 0.4)
 * stays with that process; a child that only creates the folder gives it all back when it exits, and
 * the store opens the finished folder (decision 0010).
 */
function createPgliteFolder(dataDir: string): Promise<void> {
  const script = [
    "const { PGlite } = await import('@electric-sql/pglite');",
    `const db = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(pgliteOptions())});`,
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  return runNodeChild(
    ['--input-type=module', '--eval', script],
    (exit) => `creating the embedded database in ${dataDir} failed (${exit})`,
  );
}

/**
 * `dataDir` undefined means an in-memory PGlite (tests); `from` then starts it from a copy of a data
 * folder (`dumpDataDir`), a migrated one for tests, instead of creating an empty one (initdb takes
 * about 1.5 s, loading a copy 0.3 s: docs/decisions/0036-test-run-budget.md).
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteFolder(dataDir);
  }
  // Search's extensions (migration 0011, decision 0019), loaded from files in PGlite's own package.
  // Options in one object: `new PGlite(undefined, options)` (in memory) would ignore the options.
  const client = new PgliteKeepingStatements({
    ...pgliteOptions(),
    dataDir,
    loadDataDir: from,
    extensions: { pg_trgm, fuzzystrmatch },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Every change to the public pages is committed by this process, the only one the embedded database
  // serves: pages learn of each from its notification instead of reading the count per request.
  await followSiteRevision(db, (onChange) => client.listen(SITE_REVISION_CHANNEL, onChange));
  return {
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

/**
 * node-postgres and its Drizzle driver, loaded only by a store on PostgreSQL: an embedded one would
 * spend a tenth of a second of every start on them (docs/decisions/0044-start-up-time.md).
 */
const loadPostgresDriver = async () => {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { Pool: pg.Pool, Client: clientKeepingStatements(pg.Client), drizzle, migrate };
};

/**
 * The connections a process keeps to a PostgreSQL server: two for each core it may use, from 4 to 10.
 * More would only queue inside the server, for its processor and for the row lock every order of a
 * best seller waits on, where the pool queues them for less: on two cores, 10 connections placed
 * about 170 orders a second with invoices and 4 placed about 245, their p99 falling from above 200 ms
 * to under 100 (docs/decisions/0042-stock-revision-and-order-cost.md).
 */
const POOL_SIZE = Math.min(10, Math.max(4, 2 * os.availableParallelism()));

export async function openPostgres(url: string): Promise<Database> {
  const driver = await loadPostgresDriver();
  const pool = new driver.Pool({ connectionString: url, max: POOL_SIZE, Client: driver.Client });
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
  const db = driver.drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    migrate: () => migrateUnderLock(pool, driver),
    close: () => pool.end(),
  };
}

/** Any fixed key: it only has to be the same in every process of this store. */
const MIGRATION_LOCK_KEY = 720_301;

/**
 * Several processes may start at once on one empty server; a session-level advisory lock makes them
 * migrate one after the other, so the later ones find the work done instead of racing on DDL.
 */
async function migrateUnderLock(
  pool: pg.Pool,
  driver: Awaited<ReturnType<typeof loadPostgresDriver>>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await driver.migrate(driver.drizzle(client, { schema }), { migrationsFolder: migrationsDir });
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
