// The database's upkeep (docs/decisions/0041-database-upkeep.md). The embedded database runs no
// autovacuum: without this, every stock update's dead rows stay, the planner has no statistics, and
// the GIN indexes' pending lists grow until their 4 MB flush. Every `EVERY_HOURS` hours (and after the
// demo seed) one process empties the GIN pending lists and runs VACUUM (ANALYZE), table by table so
// the embedded database's one connection serves requests between tables. Of several processes
// sharing a PostgreSQL server one runs each pass: it claims the run by moving `upkeep_runs.started_at`
// on, and the others then find it recent. VACUUM cannot run inside a transaction: each statement is
// its own.
import { eq, sql } from 'drizzle-orm';
import type { Health } from '@prime/contract';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';
import { rowsOf, type Db } from './client.ts';
import { upkeepRuns } from './schema.ts';

export const UPKEEP_EVERY_HOURS = 6;
const EVERY_MS = UPKEEP_EVERY_HOURS * 3_600_000;
/** How often each process looks whether a run is due. */
const LOOK_EVERY_MS = 15 * 60_000;
const JOB = 'vacuum-analyze';

/** Claims the run when none started within `gapMs` (or none ever did); of processes asking at once one wins. */
async function claimRun(db: Db, now: Date, gapMs: number): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into upkeep_runs (job, started_at) values (${JOB}, ${now})
    on conflict (job) do update
      set started_at = excluded.started_at, finished_at = null, took_ms = null, error = null
      where upkeep_runs.started_at <= ${new Date(now.getTime() - gapMs)}
    returning job`);
  return rowsOf(claimed).length > 0;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Moves each GIN index's pending list into the index proper (a no-op for one without fast update). */
async function cleanGinPendingLists(db: Db): Promise<void> {
  const indexes = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c
      join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace`),
  );
  for (const { name } of indexes) {
    await db.execute(sql`select gin_clean_pending_list(${`public.${quoted(name)}`}::regclass)`);
  }
}

async function vacuumTables(db: Db): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as name from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname`),
  );
  for (const { name } of tables) await db.execute(sql.raw(`vacuum (analyze) public.${quoted(name)}`));
}

/**
 * Runs the upkeep when no run started within `gapMs` (another process's included); answers whether
 * this call ran it. The run's end, length or failure is recorded for the console's health.
 */
export async function runUpkeep(db: Db, gapMs = EVERY_MS): Promise<boolean> {
  const started = new Date();
  if (!(await claimRun(db, started, gapMs))) return false;
  try {
    await cleanGinPendingLists(db);
    await vacuumTables(db);
    await recordEnd(db, started, null);
  } catch (error) {
    await recordEnd(db, started, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return true;
}

async function recordEnd(db: Db, started: Date, error: string | null): Promise<void> {
  const finished = new Date();
  await db
    .update(upkeepRuns)
    .set({ finishedAt: finished, tookMs: finished.getTime() - started.getTime(), error })
    .where(eq(upkeepRuns.job, JOB));
}

/** The last run for the console's health; null before the first. */
export async function lastUpkeepRun(db: Db): Promise<Health['upkeep']> {
  const [row] = await db.select().from(upkeepRuns).where(eq(upkeepRuns.job, JOB));
  if (!row) return null;
  return {
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    took_ms: row.tookMs,
    error: row.error,
  };
}

/** Every process looks every 15 minutes (and at start) whether a run is due. */
export function startUpkeepJob(
  db: Db,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
  intervalMs = LOOK_EVERY_MS,
): PeriodicJob {
  const pass = async () => {
    const started = Date.now();
    if (await runUpkeep(db))
      log.info({ tookMs: Date.now() - started }, 'database upkeep: vacuumed and analysed');
  };
  return startPeriodicJob(pass, intervalMs, (error) => log.error({ err: error }, 'database upkeep failed'));
}
