// The counted limits hold when requests arrive all at once: the check and the count are one step, so
// of 40 events sent together exactly `limit` pass (on PostgreSQL a separate read and write let every
// one of them read a count below the limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { countEvent, enforceLimit, usage, withdrawEvent, type Window } from './rate-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const window = (key: string): Window => ({ key, limit: 10, windowMs: 60 * 60 * 1000 });

describe('a counted limit', () => {
  it('lets exactly its limit of 40 events sent at once pass', async () => {
    const w = window('parallel:203.0.113.1');
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => enforceLimit(database.db, w)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect((await usage(database.db, w)).count).toBe(40);
  });

  it('gives each of the events sent at once a count of its own', async () => {
    const w = window('numbered:203.0.113.2');
    const counts = await Promise.all(Array.from({ length: 25 }, () => countEvent(database.db, w)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('takes back each withdrawn event once, also when withdrawn all at once', async () => {
    const w = window('withdrawn:203.0.113.3');
    const at = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => countEvent(database.db, w, at)));
    await Promise.all(Array.from({ length: 15 }, () => withdrawEvent(database.db, w, at)));
    expect((await usage(database.db, w)).count).toBe(0);
  });

  it('says when the oldest counted event leaves the window', async () => {
    const w = window('retry:203.0.113.4');
    const start = Date.now();
    await countEvent(database.db, w, start - 30 * 60 * 1000);
    const { count, retryAfterSeconds } = await countEvent(database.db, w, start);
    expect(count).toBe(2);
    expect(retryAfterSeconds).toBeGreaterThan(25 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(30 * 60 + 1);
  });
});
