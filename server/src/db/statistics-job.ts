// The planner's statistics kept up to date where no autovacuum does it (docs/decisions/0041-database-
// upkeep.md): the embedded database runs none, and a PostgreSQL server may have it turned off. A shop
// that starts empty grows from nothing, so statistics taken at the demo seed said `orders` was empty
// for hours. Plans are made from them, and some are kept for the life of a connection: an order's
// cash-on-delivery check read every order one by one (a sequential scan, 3 ms at 3,000 orders)
// instead of the partial index of returned ones, and on PostgreSQL each foreign-key check of an
// order's lines, mail, SMS and idempotency key against `orders` did the same, five sequential scans an
// order. Each table changed by more than autovacuum waits for (50 rows and a tenth of the table) is
// analysed, which also makes PostgreSQL plan the statements that read it again: every minute on the
// embedded database, whose one connection waits while it analyses, and every 10 seconds on a server
// (a shop's first minutes, a launch or a sale, are when its tables grow fastest). The look is one
// read of `pg_stat_user_tables`; the processes of one server take turns.
import { sql } from 'drizzle-orm';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.ts';
import { rowsOf, type Db } from './client.ts';

/** How often the embedded database is looked at, and a PostgreSQL server. */
export const LOOK_EVERY_MS = { embedded: 60_000, server: 10_000 };
/** The transaction lock one process analyses under while others skip their turn: any fixed key. */
const ANALYSING_LOCK_KEY = 720_302;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Analyses the tables changed past autovacuum's threshold since their last analysis; answers their
 * names. Nothing while another process of the same database is at it.
 */
export function analyzeChangedTables(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [turn] = rowsOf<{ mine: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${ANALYSING_LOCK_KEY}) as mine`),
    );
    if (!turn?.mine) return [];
    const changed = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select relname as name from pg_stat_user_tables
        where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup
        order by relname`),
    );
    for (const { name } of changed) await tx.execute(sql.raw(`analyze public.${quoted(name)}`));
    return changed.map((table) => table.name);
  });
}

/**
 * Whether the store must keep the statistics itself: on the embedded database (which says
 * `autovacuum` is on but runs no launcher), and on a PostgreSQL server whose autovacuum is off.
 */
export async function keepsOwnStatistics(db: Db, embedded: boolean): Promise<boolean> {
  if (embedded) return true;
  const [setting] = rowsOf<{ autovacuum: string }>(
    await db.execute(sql`select current_setting('autovacuum') as autovacuum`),
  );
  return setting?.autovacuum !== 'on';
}

/** Starts the look (on a database where `keepsOwnStatistics`). */
export function startStatisticsJob(
  db: Db,
  log: { error(details: object, message: string): void },
  intervalMs: number,
): PeriodicJob {
  return startPeriodicJob(
    async () => void (await analyzeChangedTables(db)),
    intervalMs,
    (error) => log.error({ err: error }, 'analysing changed tables failed'),
  );
}
