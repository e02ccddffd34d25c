// Stock of pack sizes as orders take it and give it back: the one place that changes
// `pack_sizes.stock` for an order. Callers run these inside their own transaction.
//
// Lock order, the same in every transaction of the store, so two of them never wait on each other in
// a circle: an order row, then its payment, then its lines, then pack sizes by ascending id, and last
// the site revision row that tells rendered pages the stock changed (docs/decisions/0008-orders-stock-
// and-idempotency.md).
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { onlyNLeftOf } from '@prime/contract';
import { conflict } from '../http/errors.ts';
import type { Tx } from './client.ts';
import { orderLines, packSizes } from './schema.ts';
import { bumpSiteRevision } from './site-revision.ts';

const CANCELLED = 'Cancelled';

export interface LockedPackSize {
  id: number;
  productId: number;
  grams: number;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
}

/**
 * Locks the pack sizes (FOR UPDATE, ascending id) and answers them by id; ids that name no pack size
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
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StockRequest {
  packSizeId: number;
  quantity: number;
  /** Named in the refusal: `Only 3 left of Vitamin C Serum.` */
  productName: string;
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

/**
 * Takes the units of every request, or none: 409 `Only N left of <name>.` for the first request (in
 * the caller's order) that its pack size cannot fill. Requests for one pack size are added up first.
 * Answers each pack size with what is left of it, from the rows already locked (no further read).
 */
export async function takeOrderStock(tx: Tx, requests: readonly StockRequest[]): Promise<PackSizeLeft[]> {
  const locked = await lockPackSizes(
    tx,
    requests.map((request) => request.packSizeId),
  );
  const wanted = new Map<number, number>();
  for (const request of requests) {
    wanted.set(request.packSizeId, (wanted.get(request.packSizeId) ?? 0) + request.quantity);
  }
  for (const request of requests) {
    const stock = locked.get(request.packSizeId)?.stock ?? 0;
    if (wanted.get(request.packSizeId)! > stock) throw conflict(onlyNLeftOf(stock, request.productName));
  }
  const left: PackSizeLeft[] = [];
  for (const [packSizeId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    await tx
      .update(packSizes)
      .set({ stock: sql`${packSizes.stock} - ${quantity}` })
      .where(eq(packSizes.id, packSizeId));
    const pack = locked.get(packSizeId)!;
    const productName = requests.find((request) => request.packSizeId === packSizeId)!.productName;
    left.push({
      packSizeId,
      productId: pack.productId,
      productName,
      grams: pack.grams,
      stock: pack.stock - quantity,
    });
  }
  // Product pages and listings show stock: rendered ones are made again after this commits.
  await bumpSiteRevision(tx);
  return left;
}

/**
 * Puts units back on their pack sizes, ascending by id; a pack size removed since is skipped. Also
 * for returned goods put back on the shelf (modules/orders/returns-receive.ts).
 */
export async function restock(tx: Tx, lines: readonly { packSizeId: number | null; quantity: number }[]) {
  const back = new Map<number, number>();
  for (const line of lines) {
    if (line.packSizeId !== null) back.set(line.packSizeId, (back.get(line.packSizeId) ?? 0) + line.quantity);
  }
  await lockPackSizes(tx, [...back.keys()]);
  for (const [packSizeId, quantity] of [...back].sort(([a], [b]) => a - b)) {
    await tx
      .update(packSizes)
      .set({ stock: sql`${packSizes.stock} + ${quantity}` })
      .where(eq(packSizes.id, packSizeId));
  }
  if (back.size > 0) await bumpSiteRevision(tx);
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
