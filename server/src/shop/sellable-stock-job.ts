// Lots stop being sellable as time passes: a lot is sold while its expiry month ends at least
// `min_shelf_life_days` after today, India time, and the earliest month sold moves on at an India
// midnight once a month. Every process looks every 10 minutes (and at start) for pack sizes whose
// stock or next expiry no longer match their lots and writes them afresh under their locks; the look
// itself is one read outside any transaction. Orders never wait for it: they take units only from
// lots sellable at that moment (docs/decisions/0030-stock-lots.md).
import { sellableFrom } from '@prime/contract';
import { forgetCachedAnswers } from '../http/answer-caches.ts';
import type { Db } from '../db/client.ts';
import { resyncSellableStock } from './order-stock.ts';
import { readShopSettings } from '../db/shop-settings.ts';
import { bumpStockRevision } from '../db/site-revision.ts';
import { stalePackSizes } from '../db/stock-lots.ts';
import { runTransaction } from '../db/transaction.ts';

const INTERVAL_MS = 10 * 60_000;

/** Brings every pack size's stock in line with its sellable lots as of `now`; answers how many changed. */
export async function refreshSellableStock(db: Db, now: Date = new Date()): Promise<number> {
  const from = sellableFrom((await readShopSettings(db)).minShelfLifeDays, now);
  if ((await stalePackSizes(db, from)).length === 0) return 0;
  const changed = await runTransaction(db, async (tx) => {
    const count = await resyncSellableStock(tx, from);
    // Product pages and listings show stock and expiry: rendered ones are made again.
    if (count > 0) await bumpStockRevision(tx);
    return count;
  });
  if (changed > 0) forgetCachedAnswers();
  return changed;
}

export interface SellableStockJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startSellableStockJob(
  db: Db,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
  intervalMs = INTERVAL_MS,
): SellableStockJob {
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const changed = await refreshSellableStock(db);
      if (changed > 0) log.info({ changed }, 'pack sizes’ stock follows lots no longer sellable');
    } catch (error) {
      // A database outage: the next pass tries again.
      log.error({ err: error }, 'sellable stock job failed');
    }
  };
  running = pass();
  const timer = setInterval(() => {
    running = running.then(pass);
  }, intervalMs);
  // The timer alone must not keep a process alive that is otherwise done.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
