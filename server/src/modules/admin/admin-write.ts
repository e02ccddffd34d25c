// How every admin write runs: one transaction holding the change, its audit record and the bump of
// the site revision (last, as db/site-revision.ts asks), then, once committed, every cached answer
// of this process is forgotten so the storefront's next request shows the change. A transaction
// PostgreSQL broke as a deadlock is run again (db/transaction.ts); a write that clashes over a key
// answers 409: the admin saves again, and nothing of the refused write is kept.
import { adminMessages } from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import { bumpSiteRevision } from '../../db/site-revision.ts';
import { postgresCode, runTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/errors.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';

// The keys a concurrent write broke after this one checked them (a category deleted while a product
// was saved into it, a value made unique meanwhile).
const CLASH_CODES = new Set(['23503', '23505']);

export async function adminWrite<T>(
  ctx: AppContext,
  write: (tx: Tx) => Promise<T>,
  options: { clash?: string; shownOnStorefront?: boolean } = {},
): Promise<T> {
  const shown = options.shownOnStorefront ?? true;
  let result: T;
  try {
    result = await runTransaction(ctx.db, async (tx) => {
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
