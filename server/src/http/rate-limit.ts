// Fixed-window counters kept in the database, so a limit holds across server processes.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './errors.ts';

export interface Window {
  /** Counter name, e.g. `login-fail:asha@example.in` or `contact:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

function windowStart(windowMs: number, now: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Seconds until the current window of `windowMs` ends. */
export function secondsLeft(windowMs: number, now = Date.now()): number {
  return (windowStart(windowMs, now).getTime() + windowMs - now) / 1000;
}

/** Counts one event and answers the count in the current window, this event included. */
export async function countEvent(db: Db | Tx, w: Window, now = Date.now()): Promise<number> {
  const start = windowStart(w.windowMs, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: w.key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** Events counted so far in the current window. */
export async function currentCount(db: Db | Tx, w: Window, now = Date.now()): Promise<number> {
  const start = windowStart(w.windowMs, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, w.key), eq(rateLimits.windowStart, start)));
  return row?.count ?? 0;
}

/** Counts one event, and throws 429 with Retry-After when it goes over the limit. */
export async function enforceLimit(db: Db | Tx, w: Window, now = Date.now()): Promise<void> {
  const count = await countEvent(db, w, now);
  if (count > w.limit) throw tooManyRequests(secondsLeft(w.windowMs, now));
}

/** Drops counters of windows long past; called now and then so the table stays small. */
export async function pruneCounters(db: Db | Tx, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
