// Stock of pack sizes as orders take it and give it back: the one place that changes stock for an
// order, lot by lot (db/stock-lots.ts, docs/decisions/0030-stock-lots.md). Callers run these inside
// their own transaction.
//
// Lock order, the same in every transaction of the store, so two of them never wait on each other in
// a circle: an order row, then its payment, then its lines, then pack sizes by ascending id, and last
// the site revision row that tells rendered pages the stock changed (docs/decisions/0008-orders-stock-
// and-idempotency.md).
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { messages, onlyNLeftOf, sellableFrom } from '@prime/contract';
import { conflict } from '../http/errors.ts';
import type { Tx } from '../db/client.ts';
import { orderLines, packSizes, type LineLot } from '../db/schema.ts';
import { readShopSettings } from '../db/shop-settings.ts';
import { bumpStockRevision, stockRevisionBump } from '../db/site-revision.ts';
import {
  addUnrecordedUnits,
  giveBackToLots,
  lockAndTakeFromLots,
  type LockedPackSize,
  stalePackSizes,
  syncPackStock,
  takeFromLots,
} from '../db/stock-lots.ts';

const CANCELLED = 'Cancelled';

export type { LockedPackSize };

/**
 * Locks the pack sizes (FOR NO KEY UPDATE, ascending id) and answers them by id; ids that name no pack size
 * are absent. Prices and stock read here cannot change until the transaction ends.
 */
export async function lockPackSizes(tx: Tx, ids: readonly number[]): Promise<Map<number, LockedPackSize>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({
      id: packSizes.id,
      productId: packSizes.productId,
      grams: packSizes.grams,
      mrpPaise: packSizes.mrpPaise,
      pricePaise: packSizes.pricePaise,
      stock: packSizes.stock,
    })
    .from(packSizes)
    .where(inArray(packSizes.id, unique))
    .orderBy(asc(packSizes.id))
    // Strong enough to queue every order and stock change of a pack size, and blind to the KEY SHARE
    // locks that writing an order line naming it takes (its foreign key): with FOR UPDATE, two orders
    // that both wrote their lines before locking would wait for each other.
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StockRequest {
  packSizeId: number;
  quantity: number;
  /** Named in the refusal: `Only 3 left of Vitamin C Serum.` */
  productName: string;
  /** The order line these units are for: the lots they come from are recorded on it. */
  lineId: number;
}

/** A pack size as an order left it (the staff's low-stock mail, mail/staff-alerts.ts). */
export interface PackSizeLeft {
  packSizeId: number;
  productId: number;
  productName: string;
  grams: number;
  /** Units left after the order. */
  stock: number;
}

export interface TakenStock {
  packsLeft: PackSizeLeft[];
  /** The lots each order line took, by the line's id (its tax invoice prints them). */
  lotsOf: Map<number, LineLot[]>;
}

/** What an order took (`takeOrderStock`), with its pack sizes as their locks read them. */
export interface LockedAndTaken extends TakenStock {
  /** Each pack size by id, its stock before the order: the prices the order checks. */
  locked: Map<number, LockedPackSize>;
}

/**
 * Takes the units of every request, or none, each pack size locked in the statement that takes its
 * units (`lockAndTakeFromLots`), in ascending id as `lockPackSizes` locks them. Requests for one pack
 * size are added up: 409 `Only N left of <name>.` for a pack size whose stock cannot fill them all,
 * 409 `Prices have changed…` for one removed since the order was priced. Units come from the sellable
 * lots (expiring in `sellableFromMonth` or later), the earliest expiry first, and each line records its
 * lots. Answers each pack size with what is left of it. With `countChange`, the last take also counts
 * the change of stock (the site revision's bump); without it, the caller counts it itself
 * (`bumpStockRevision`) after what it locks next.
 */
export async function takeOrderStock(
  tx: Tx,
  requests: readonly StockRequest[],
  sellableFromMonth: string,
  countChange: boolean,
): Promise<LockedAndTaken> {
  const wanted = new Map<number, number>();
  for (const { packSizeId, quantity } of requests) {
    wanted.set(packSizeId, (wanted.get(packSizeId) ?? 0) + quantity);
  }
  const locked = new Map<number, LockedPackSize>();
  const lotsOf = new Map<number, LineLot[]>();
  const inOrder = [...requests].sort((a, b) => a.packSizeId - b.packSizeId);
  for (const [index, request] of inOrder.entries()) {
    const take = { ...request, from: sellableFromMonth };
    const last = index === inOrder.length - 1;
    const counted = countChange && last ? { ...take, alongside: stockRevisionBump } : take;
    const { pack, covered, lots } = await lockAndTakeFromLots(tx, counted);
    if (!pack) throw conflict(messages.pricesChanged);
    // As the first request of the pack size found it: the stock before this order.
    const before = locked.get(pack.id) ?? pack;
    if (before.stock < wanted.get(pack.id)!) throw conflict(onlyNLeftOf(before.stock, request.productName));
    // Lots the statement could not see (made or given units under the lock it waited for): taken
    // again with a snapshot of their own.
    const taken = covered ? lots : await takeFromLots(tx, take);
    const units = taken.reduce((sum, lot) => sum + lot.quantity, 0);
    if (units < request.quantity) throw conflict(onlyNLeftOf(units, request.productName));
    locked.set(pack.id, before);
    lotsOf.set(request.lineId, taken);
  }
  const packsLeft = [...wanted]
    .sort(([a], [b]) => a - b)
    .map(([packSizeId, quantity]): PackSizeLeft => {
      const pack = locked.get(packSizeId)!;
      return {
        packSizeId,
        productId: pack.productId,
        productName: inOrder.find((request) => request.packSizeId === packSizeId)!.productName,
        grams: pack.grams,
        stock: pack.stock - quantity,
      };
    });
  return { packsLeft, lotsOf, locked };
}

/** A line whose units go back: all of them, or `quantity` of them (a return of part of a line). */
export interface LineBack {
  id: number;
  packSizeId: number | null;
  quantity: number;
}

/**
 * Puts units back on the lots their order lines took them from (the latest expiry first when only
 * part of a line comes back); units of a line that recorded no lot (placed before lots were kept) go
 * to its pack size's `UNRECORDED` lot. A pack size removed since is skipped. For cancellations,
 * returned goods put back on the shelf (modules/orders/returns-receive.ts) and parcels back from the
 * courier. The caller holds the lines' locks.
 */
export async function restock(tx: Tx, lines: readonly LineBack[]) {
  const back = lines.filter((line) => line.packSizeId !== null);
  if (back.length === 0) return;
  const packIds = [...new Set(back.map((line) => line.packSizeId!))];
  await lockPackSizes(tx, packIds);
  const recorded = await tx
    .select({ id: orderLines.id, lots: orderLines.lots })
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        back.map((line) => line.id),
      ),
    );
  const lotsOfLine = new Map(recorded.map((line) => [line.id, line.lots]));
  const toLots = new Map<number, number>();
  for (const line of back) {
    let left = line.quantity;
    for (const lot of [...(lotsOfLine.get(line.id) ?? [])].reverse()) {
      const units = Math.min(left, lot.quantity);
      if (units > 0) toLots.set(lot.lot_id, (toLots.get(lot.lot_id) ?? 0) + units);
      left -= units;
    }
    if (left > 0) await addUnrecordedUnits(tx, line.packSizeId!, left);
  }
  await giveBackToLots(tx, toLots);
  const settings = await readShopSettings(tx);
  await syncPackStock(tx, packIds, sellableFrom(settings.minShelfLifeDays));
  await bumpStockRevision(tx);
}

/**
 * Writes afresh, under their locks, the stock and next expiry of every pack size whose lots say
 * otherwise for `from` (the months' turn, a new `min_shelf_life_days`); answers how many changed.
 */
export async function resyncSellableStock(tx: Tx, from: string): Promise<number> {
  const stale = await stalePackSizes(tx, from);
  if (stale.length === 0) return 0;
  await lockPackSizes(tx, stale);
  await syncPackStock(tx, stale, from);
  return stale.length;
}

export interface ReleasedLine {
  id: number;
  packSizeId: number | null;
  quantity: number;
  /** The status the line had before it was cancelled. */
  previousStatus: string;
}

/** Locks the lines `which` selects that are not cancelled yet, by id. */
function lockLiveLines(tx: Tx, which: SQL): Promise<ReleasedLine[]> {
  return tx
    .select({
      id: orderLines.id,
      packSizeId: orderLines.packSizeId,
      quantity: orderLines.quantity,
      previousStatus: orderLines.deliveryStatus,
    })
    .from(orderLines)
    .where(and(which, ne(orderLines.deliveryStatus, CANCELLED)))
    .orderBy(asc(orderLines.id))
    .for('update');
}

/**
 * Cancels every line of the order that is not cancelled yet and gives its units back, in the
 * caller's transaction; answers the lines it cancelled. The lines are locked first, so when two
 * transactions release the same order at once, the second finds them cancelled and gives back
 * nothing: each unit returns exactly once.
 */
export async function releaseOrderStock(
  tx: Tx,
  orderId: number,
  /** Only the lines in these statuses (the payment expiry leaves a line alone once it is on its way). */
  onlyStatuses?: readonly string[],
): Promise<ReleasedLine[]> {
  const which = onlyStatuses
    ? and(eq(orderLines.orderId, orderId), inArray(orderLines.deliveryStatus, [...onlyStatuses]))!
    : eq(orderLines.orderId, orderId);
  return cancelLines(tx, await lockLiveLines(tx, which));
}

/**
 * Cancels one order line and gives its units back; undefined when it is already cancelled (or does
 * not exist), so a repeated cancellation changes nothing.
 */
export async function releaseLineStock(tx: Tx, lineId: number): Promise<ReleasedLine | undefined> {
  return (await cancelLines(tx, await lockLiveLines(tx, eq(orderLines.id, lineId))))[0];
}

async function cancelLines(tx: Tx, lines: ReleasedLine[]): Promise<ReleasedLine[]> {
  if (lines.length === 0) return [];
  await tx
    .update(orderLines)
    .set({ deliveryStatus: CANCELLED, updatedAt: new Date() })
    .where(
      inArray(
        orderLines.id,
        lines.map((line) => line.id),
      ),
    );
  await restock(tx, lines);
  return lines;
}
