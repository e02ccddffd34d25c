// The one way a server test waits for what happens in its own time (a job's pass, a process that
// starts listening, a statement that comes to wait for a lock, a mail in the outbox): it asks again,
// every few milliseconds, until the answer comes. A test never sleeps a fixed time and then asserts:
// on a busy machine the time is too short, on an idle one it is wasted. Where the code announces the
// moment itself (a hook, an event, a promise), a test waits on that instead.
import type pg from 'pg';

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Resolves with `check`'s first truthy answer; throws naming `what` when none came within
 * `timeoutMs`. An error `check` throws ends the wait at once.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 } = {},
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Whether a statement of another session on `client`'s database waits for a lock (PostgreSQL): with
 * `waitFor`, how a test that holds a row lock on `client` knows the store's transaction has met it.
 */
export async function anotherSessionWaitsForLock(client: pg.Client): Promise<boolean> {
  const waiting = await client.query(
    `select 1 from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return (waiting.rowCount ?? 0) > 0;
}
