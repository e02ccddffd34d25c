// The limits of CONTRACT §4, counted in the database (rate_limits) so they hold across processes.
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import type { Window } from '../../http/rate-limit.ts';

const MINUTE_MS = 60 * 1000;

export const LOGIN_FAILURES = (email: string): Window => ({
  key: `login-fail:${email}`,
  limit: 10,
  windowMs: 15 * MINUTE_MS,
});

export const RESET_MAILS = (email: string): Window => ({
  key: `reset-mail:${email}`,
  limit: 3,
  windowMs: 15 * MINUTE_MS,
});

/**
 * Wrong reset codes for one email within a day. The 15-minute limits alone (3 codes of 5 tries each)
 * would let a patient guesser try over a thousand of the 9,000 codes a day; past this count every
 * code of that email is void until the oldest wrong try of the day ages out.
 */
export const WRONG_CODES_PER_DAY = (email: string): Window => ({
  key: `reset-wrong:${email}`,
  limit: 20,
  windowMs: 24 * 60 * MINUTE_MS,
});

export const REGISTRATIONS = (clientAddress: string): Window => ({
  key: `register:${clientAddress}`,
  limit: 20,
  windowMs: 60 * MINUTE_MS,
});

/** A reset code's life, and the time after its verification in which the password may be set. */
export const CODE_LIFE_MS = 10 * MINUTE_MS;
export const CODE_MAX_WRONG_TRIES = 5;

/**
 * Takes back one event that countEvent counted at `countedAt`. Buckets start on multiples of their
 * length, so the newest bucket of the key that began by then (and still holds a count) is that event's.
 */
export async function withdrawEvent(db: Db, w: Window, countedAt: number): Promise<void> {
  const [bucket] = await db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, w.key),
        lte(rateLimits.windowStart, new Date(countedAt)),
        gt(rateLimits.count, 0),
      ),
    )
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (!bucket) return;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(eq(rateLimits.key, w.key), eq(rateLimits.windowStart, bucket.windowStart), gt(rateLimits.count, 0)),
    );
}
