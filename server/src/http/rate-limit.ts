// Sliding-window counters kept in the database, so a limit holds across server processes. Events
// are counted in short buckets (a fifteenth of the window); a window's count is the sum of the
// buckets that started within it, so "10 failures within 15 minutes" holds at any moment, not
// only inside fixed clock windows.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { keptStatement } from '../db/kept-statements.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './errors.ts';

export interface Window {
  /** Counter name, e.g. `login-fail:asha@example.in` or `contact:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
  /** What the 429 says; default `Too many attempts. Please try again later.` */
  message?: string;
}

interface Usage {
  /** Events counted within the window ending now. */
  count: number;
  /** Whole seconds until the oldest counted bucket leaves the window (at least 1). */
  retryAfterSeconds: number;
}

const BUCKETS_PER_WINDOW = 15;
/** Counters older than the longest window are dropped now and then, so the table stays small. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 200;
let eventsSincePrune = 0;

const bucketMs = (w: Window) => Math.max(1000, Math.floor(w.windowMs / BUCKETS_PER_WINDOW));

/**
 * The count and oldest bucket of a key since a moment: kept (db/kept-statements.ts), as a held
 * coupon's quote asks it at every change of a cart, where parsing and planning it cost more than the
 * rest of the quote.
 */
const windowUsage = keptStatement((db) =>
  db
    .select({
      count: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int`,
      oldest: sql<Date | string | null>`min(${rateLimits.windowStart})`,
    })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, sql.placeholder('key')), gt(rateLimits.windowStart, sql.placeholder('since'))),
    )
    .prepare('rate_limit_usage'),
);

/** Events of `w` within the window ending at `now`. */
export async function usage(db: Db, w: Window, now = Date.now()): Promise<Usage> {
  const [row] = await windowUsage(db).execute({ key: w.key, since: new Date(now - w.windowMs) });
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  return {
    count: Number(row?.count ?? 0),
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + w.windowMs - now) / 1000)),
  };
}

/**
 * Counts one event and answers the usage of the window, this event included, in one statement: the
 * bucket's row is incremented under its row lock and the window summed around it, so requests sent all
 * at once each see a count of their own (1, 2, 3, …) and no two pass a limit on the same count. (A
 * separate read and write let 40 parallel misses all read a count below the limit.)
 */
export async function countEvent(db: Db | Tx, w: Window, now = Date.now()): Promise<Usage> {
  const size = bucketMs(w);
  const bucket = new Date(Math.floor(now / size) * size);
  const since = new Date(now - w.windowMs);
  // The outer select sees the table as the statement began, so the current bucket is taken from the
  // insert's answer and the other buckets from the table.
  const result = (await db.execute(sql`
    with counted as (
      insert into ${rateLimits} (key, window_start, count) values (${w.key}, ${bucket}, 1)
      on conflict (key, window_start) do update set count = ${rateLimits.count} + 1
      returning count
    )
    select
      (select count from counted) + coalesce((
        select sum(r.count) from ${rateLimits} r
        where r.key = ${w.key} and r.window_start > ${since} and r.window_start <> ${bucket}
      ), 0)::int as count,
      least((
        select min(r.window_start) from ${rateLimits} r
        where r.key = ${w.key} and r.window_start > ${since} and r.count > 0
      ), ${bucket}::timestamptz) as oldest
  `)) as unknown as { rows: { count: number | string; oldest: Date | string }[] };
  if (++eventsSincePrune >= PRUNE_EVERY) {
    eventsSincePrune = 0;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - KEEP_MS)));
  }
  const row = result.rows[0]!;
  return {
    count: Number(row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((new Date(row.oldest).getTime() + w.windowMs - now) / 1000)),
  };
}

/** Counts one event, and throws 429 with Retry-After when it goes over the limit. */
export async function enforceLimit(db: Db | Tx, w: Window, now = Date.now()): Promise<void> {
  const { count, retryAfterSeconds } = await countEvent(db, w, now);
  if (count > w.limit) throw tooManyRequests(retryAfterSeconds, w.message);
}

/**
 * Throws 429 with Retry-After when the window is already full, counting nothing: for a call that is
 * no try (a coupon the shopper holds, priced again) but must not pass where tries are refused.
 */
export async function refuseWhenOver(db: Db, w: Window, now = Date.now()): Promise<void> {
  const { count, retryAfterSeconds } = await usage(db, w, now);
  if (count >= w.limit) throw tooManyRequests(retryAfterSeconds, w.message);
}

/**
 * Takes back one event that countEvent counted at `countedAt`. Buckets start on multiples of their
 * length, so the newest bucket of the key that began by then (and still holds a count) is that event's.
 * One statement, so two events taken back at once never both take the same count.
 */
export async function withdrawEvent(db: Db | Tx, w: Window, countedAt: number): Promise<void> {
  await db.execute(sql`
    update ${rateLimits} set count = count - 1
    where (key, window_start) = (
      select r.key, r.window_start from ${rateLimits} r
      where r.key = ${w.key} and r.window_start <= ${new Date(countedAt)} and r.count > 0
      order by r.window_start desc limit 1
      for update
    ) and count > 0
  `);
}
