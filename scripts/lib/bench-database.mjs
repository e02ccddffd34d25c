// A fresh PostgreSQL database for one benchmark run, created on the server the maintenance URL names
// and dropped afterwards. Undefined (with the reason) when that server cannot be reached.
import pg from 'pg';

export async function createBenchDatabase(maintenanceUrl) {
  const admin = new pg.Client({ connectionString: maintenanceUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `${maintenanceUrl} is unreachable (${error.message})` };
  }
  const name = `prime_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    return { skipped: `cannot create a database on ${maintenanceUrl} (${error.message})` };
  }
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * The store's database settings for one benchmarked backend: `embedded` (PGlite in the data folder),
 * or `postgresql` (a fresh database on `maintenanceUrl`, with `close` to drop it); `skipped` with the
 * reason when that server cannot take one.
 */
export async function openBenchBackend(backend, maintenanceUrl) {
  if (backend === 'embedded') return { env: { DATABASE_URL: '' } };
  const database = await createBenchDatabase(maintenanceUrl);
  return database.skipped ? database : { env: { DATABASE_URL: database.url }, close: database.drop };
}
