// Idempotency keys of `add/order`, kept in the database so they hold across processes and restarts
// (docs/decisions/0008-orders-stock-and-idempotency.md). A key is claimed inside the order's own
// transaction; a request that finds it claimed replays the answer of the one that claimed it.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MAX_IDEMPOTENCY_KEY_LENGTH, messages } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';

/** What `add/order` answered: replayed as it was, status and body. */
export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const POLL_MS = 100;
/** An answer still missing this long after its key was claimed: the process that claimed it died. */
const ABANDONED_AFTER_SECONDS = 60;

/** The header's key, or undefined without one (an empty header counts as none); 400 when malformed. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? undefined : header.trim();
  if (value === '') return undefined;
  if (!value || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !VISIBLE_ASCII.test(value)) {
    throw badRequest(messages.idempotencyKeyInvalid, [
      { field: 'Idempotency-Key', message: messages.idempotencyKeyInvalid },
    ]);
  }
  return value;
}

export interface OrderKey {
  /** The stored key: the header's value scoped to its caller, so nobody replays another's answer. */
  key: string;
  /** SHA-256 of the validated body: `5` and `"5"` are the same request. */
  hash: string;
}

export function orderKey(header: string, caller: AuthUser | null, body: unknown): OrderKey {
  const scope = caller ? `user:${caller.id}` : 'guest';
  return {
    key: `add/order:${scope}:${header}`,
    hash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
  };
}

/** Claims the key in the order's transaction; false when another request holds it (committed). */
export async function claimKey(tx: Tx, { key, hash }: OrderKey): Promise<boolean> {
  // On PostgreSQL a claim racing an uncommitted one waits here until that transaction ends.
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Ties the key to its order and, when the answer is already known, stores it too. */
export async function recordOrder(db: Db | Tx, key: string, orderId: number, answer?: StoredAnswer) {
  await orderRecording(db, key, orderId, answer);
}

/** `recordOrder`'s update, to run with another write (an order's mail: mail/outbox.ts `WriteAlongside`). */
export const orderRecording = (db: Db | Tx, key: string, orderId: number, answer?: StoredAnswer) =>
  db
    .update(idempotencyKeys)
    .set({ orderId, responseStatus: answer?.status ?? null, responseBody: answer?.body ?? null })
    .where(eq(idempotencyKeys.key, key));

/** Frees a key whose order was undone (its payment could not start), so a retry places it afresh. */
export async function releaseKey(db: Db | Tx, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer of the request that holds the key: waits for it while that request is still finishing
 * (an online order's payment link), and completes it with `recover` when that request was abandoned.
 * Undefined when the key was released meanwhile: the caller places the order itself. Still unanswered
 * after `waitMs`: 409.
 */
export async function awaitAnswer(
  db: Db,
  { key, hash }: OrderKey,
  recover: (orderId: number) => Promise<StoredAnswer>,
  waitMs: number,
): Promise<StoredAnswer | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select({
        hash: idempotencyKeys.requestHash,
        orderId: idempotencyKeys.orderId,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
        abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    if (!row) return undefined;
    if (row.hash !== hash) throw conflict(messages.idempotencyKeyReused);
    if (row.status !== null) return { status: row.status, body: row.body as Record<string, unknown> };
    if (row.orderId !== null && row.abandoned) {
      const answer = await recover(row.orderId);
      await recordOrder(db, key, row.orderId, answer);
      return answer;
    }
    if (Date.now() >= deadline) throw new AppError(409, messages.orderInProgress);
    await pause(POLL_MS);
  }
}
