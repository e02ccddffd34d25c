// How every admin write runs: one transaction holding the change, its audit record and the bump of
// the site revision (last, as db/site-revision.ts asks), then, once committed, every cached answer
// of this process is forgotten so the storefront's next request shows the change. Two writes that
// wait on each other in a circle (a deadlock PostgreSQL breaks) or clash over a key answer 409: the
// admin saves again, and nothing of the refused write is kept.
import { adminMessages } from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import { bumpSiteRevision } from '../../db/site-revision.ts';
import type { AppContext } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';

// Deadlock, serialization failure, and the keys a concurrent write broke after this one checked them
// (a category deleted while a product was saved into it, a value made unique meanwhile).
const CLASH_CODES = new Set(['40P01', '40001', '23503', '23505']);

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

export async function adminWrite<T>(
  ctx: AppContext,
  write: (tx: Tx) => Promise<T>,
  options: { clash?: string; shownOnStorefront?: boolean } = {},
): Promise<T> {
  const shown = options.shownOnStorefront ?? true;
  let result: T;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const written = await write(tx);
      if (shown) await bumpSiteRevision(tx);
      return written;
    });
  } catch (error) {
    const code = postgresCode(error);
    if (code && CLASH_CODES.has(code)) throw conflict(options.clash ?? adminMessages.editClash);
    throw error;
  }
  if (shown) forgetCachedAnswers();
  return result;
}
