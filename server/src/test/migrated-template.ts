// One migrated database made once per test run and copied for each test file, instead of every file
// creating and migrating its own (docs/decisions/0036-test-run-budget.md). Embedded: a dump of a
// migrated in-memory PGlite's data folder, kept in the system's temporary folder. PostgreSQL
// (TEST_DATABASE_URL): a database `prime_template_<hash>` on that server, copied by
// `CREATE DATABASE … TEMPLATE`. Both are named by a hash of the migrations, so a change to any
// migration makes a new one, and runs with the same migrations (a second run, another checkout)
// share it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/open-database.ts';
import { migrationsDir } from '../paths.ts';

export interface MigratedTemplate {
  /** Embedded: the data-folder dump to load. */
  pgliteDump?: string;
  /** PostgreSQL: the database to copy. */
  postgresTemplate?: string;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

async function makePgliteDump(): Promise<string> {
  const file = path.join(os.tmpdir(), 'prime-test-databases', `${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a run that stops half-way leaves no half dump for the next one.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Any fixed key: test runs on one server make the template one at a time. */
const TEMPLATE_LOCK_KEY = 720_302;

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `prime_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openPostgres(url.toString());
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Named only once whole: a run that stops half-way leaves `_building`, dropped by the next.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

export async function makeMigratedTemplate(): Promise<MigratedTemplate> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl
    ? { postgresTemplate: await makePostgresTemplate(serverUrl) }
    : { pgliteDump: await makePgliteDump() };
}
