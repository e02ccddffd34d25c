// Transactions that PostgreSQL may break and that are simply run again. Two transactions that wait on
// each other in a circle (a deadlock, 40P01) or that serializable isolation cannot order (40001) are
// rolled back whole by the server, one of them chosen at random: nothing of it was kept, so running it
// again is safe and almost always succeeds at once. The store's lock order (shop/order-stock.ts) keeps
// such cycles out of its own transactions; this catches what no lock order can rule out, so a shopper
// never sees a 500 for it (docs/decisions/0008-orders-stock-and-idempotency.md).
import { messages } from '@prime/contract';
import { AppError } from '../http/errors.ts';
import type { Db, Tx } from './client.ts';

/** PostgreSQL's error code of `error`, raw or wrapped by Drizzle. */
export function postgresCode(error: unknown): string | undefined {
  let cause = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A deadlock or a serialization failure: the transaction was rolled back and may run again. */
export const isRetryable = (error: unknown) => {
  const code = postgresCode(error);
  return code === '40P01' || code === '40001';
};

/** Runs in all; after the last, the caller is asked to try again in a moment. */
const ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, again when PostgreSQL broke it as a deadlock or serialization
 * failure (after a short random pause, so the two that clashed do not meet again in step). `work`
 * must change nothing outside the database: all of it may run more than once. When every attempt is
 * broken the answer is 503, never a server error.
 */
export async function runTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt === ATTEMPTS) {
        throw new AppError(503, messages.serviceBusy, undefined, { 'Retry-After': '1' });
      }
      await pause(Math.random() * 20 * attempt);
    }
  }
}
