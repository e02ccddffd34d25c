// The planner's statistics kept up to date where no autovacuum does it (docs/decisions/0041-database-
// upkeep.md): the embedded database runs none, and a shop that starts empty grows from nothing, so
// statistics taken at the demo seed said `orders` was empty for hours. The kept statements' plans are
// made from them: an order's cash-on-delivery check read every order one by one (a sequential scan,
// 3 ms at 3,000 orders) instead of the partial index of returned ones. Every minute, each table
// changed by more than autovacuum waits for (50 rows and a tenth of the table) is analysed, which
// also makes PostgreSQL plan the statements that read it again.
import { sql } from 'drizzle-orm';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';
import { rowsOf, type Db } from './client.ts';

const LOOK_EVERY_MS = 60_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Analyses the tables changed past autovacuum's threshold since their last analysis; answers their names. */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const changed = rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as name from pg_stat_user_tables
      where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup
      order by relname`),
  );
  for (const { name } of changed) await db.execute(sql.raw(`analyze public.${quoted(name)}`));
  return changed.map((table) => table.name);
}

/**
 * Starts the look on a database without autovacuum: the embedded one. A PostgreSQL server analyses
 * its tables itself.
 */
export function startStatisticsJob(
  db: Db,
  log: { error(details: object, message: string): void },
  intervalMs = LOOK_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob(
    async () => void (await analyzeChangedTables(db)),
    intervalMs,
    (error) => log.error({ err: error }, 'analysing changed tables failed'),
  );
}
