// What each line of a cart or order costs, read from the database, and why a line cannot be bought as
// asked. The client's prices are never read; its lines only name products, pack sizes and quantities.
// An order reads the pack sizes afresh in its transaction and, once it has written itself, locks them
// and checks its prices still hold (lockPricedLines); the products' own rows it takes as kept for the
// current content revision, which orders do not move. A quote reads products and pack sizes as kept
// for the current page revision, which every change of a product, a price or a stock moves
// (server/src/db/revision-cache.ts), so a quote costs no query while nothing changes.
import {
  messages,
  noLongerAvailable,
  onlyNLeftInStock,
  onlyNLeftOf,
  type OrderLineItem,
  type ProductUnit,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import type { LockedPackSize } from '../../shop/order-stock.ts';
import {
  pickPackSizes,
  readPacksHeld,
  readProductPacks,
  readProducts,
  withPacks,
  type ProductPacks,
  type ProductRow,
} from '../../shop/pack-size-choice.ts';
import type { ShopReading } from '../../shop/reading.ts';
import { revisionCache } from '../../db/revision-cache.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';

/** Why a line cannot be bought as asked, in the order they are judged. */
export type LineProblem =
  | { kind: 'unknown' }
  | { kind: 'hidden' }
  | { kind: 'upcoming' }
  /** Fewer units than the lines of its pack size ask for together (0: sold out). */
  | { kind: 'short'; stock: number };

export interface PricedLine {
  productId: number;
  /** Null for a product that does not exist. */
  packSizeId: number | null;
  productName: string;
  productImage: string;
  grams: number;
  /** The unit of `grams`: the product's (`g` or `ml`). */
  unit: ProductUnit;
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number;
  /** The product's HSN code and GST rate, for the invoice of a cash order (gst/issue.ts). */
  hsn: string;
  gstRate: number;
  /** What the line adds to the order: 0 when it has a problem. */
  totalPaise: number;
  problem: LineProblem | null;
}

export interface PricedOrder {
  /** One per line asked for, in its order. */
  lines: PricedLine[];
  /** The lines' total at selling prices, before any coupon; lines with a problem count for nothing. */
  subtotalPaise: number;
  /** The same lines' total at MRP. */
  mrpTotalPaise: number;
}

/** Product rows a process keeps per content revision for orders. */
const MAX_KEPT_ORDER_PRODUCTS = 5_000;

/**
 * The rows of the products of `ids`, as kept for the current content revision (a product's save moves
 * it; an order does not): an order reads them before its transaction, and its pack sizes in it.
 */
export async function keptProducts(
  db: Db,
  ids: readonly number[],
  contentRevision?: number,
): Promise<Map<number, ProductRow>> {
  const kept = await revisionCache<number, ProductRow>(db, 'order-products', 'content', contentRevision);
  const missing = ids.filter((id) => !kept.has(id));
  const read = await readProducts(db, missing);
  for (const row of read) if (kept.size < MAX_KEPT_ORDER_PRODUCTS) kept.set(row.id, row);
  const found = new Map(read.map((row) => [row.id, row]));
  for (const id of ids) if (kept.has(id)) found.set(id, kept.get(id)!);
  return found;
}

/** Products a process keeps per revision for quotes: many times a shop's catalogue. */
const MAX_KEPT_PRODUCTS = 5_000;

/** The products of `ids` as kept for the current revision; those not kept yet are read and kept. */
async function keptProductPacks(db: Db, ids: readonly number[]): Promise<Map<number, ProductPacks>> {
  const kept = await revisionCache<number, ProductPacks>(db, 'quote-products', 'stock');
  const missing = ids.filter((id) => !kept.has(id));
  const read = await readProductPacks(db, missing);
  for (const [id, entry] of read) if (kept.size < MAX_KEPT_PRODUCTS) kept.set(id, entry);
  return new Map(
    ids.flatMap((id) => {
      const entry = kept.get(id) ?? read.get(id);
      return entry ? [[id, entry] as const] : [];
    }),
  );
}

/**
 * Prices the lines. 400 naming the first line whose pack size a product on sale lacks.
 */
export async function priceLines(
  reading: ShopReading,
  items: readonly OrderLineItem[],
): Promise<PricedOrder> {
  const ids = items.map((item) => item.product_id);
  const found = reading.inOrder
    ? withPacks(reading.products.values(), await readPacksHeld(reading.db, ids))
    : await keptProductPacks(reading.db, ids);
  const chosen = pickPackSizes(
    found,
    items.map((item) => ({ productId: item.product_id, grams: item.packet_size })),
  );
  const wanted = new Map<number, number>();
  chosen.forEach(({ product, pack }, index) => {
    if (product?.status !== 1) return;
    if (!pack) {
      const field = `product_details.${index}.packet_size`;
      throw badRequest(messages.packSizeUnknown, [{ field, message: messages.packSizeUnknown }]);
    }
    if (product.upcoming !== 1) wanted.set(pack.id, (wanted.get(pack.id) ?? 0) + items[index]!.quantity);
  });

  const lines = chosen.map(({ product, pack }, index): PricedLine => {
    const quantity = items[index]!.quantity;
    const unitPricePaise = pack?.pricePaise ?? 0;
    const problem: LineProblem | null = !product
      ? { kind: 'unknown' }
      : product.status !== 1
        ? { kind: 'hidden' }
        : product.upcoming === 1
          ? { kind: 'upcoming' }
          : pack!.stock < wanted.get(pack!.id)!
            ? { kind: 'short', stock: pack!.stock }
            : null;
    return {
      productId: product?.id ?? items[index]!.product_id,
      packSizeId: pack?.id ?? null,
      productName: product?.name ?? '',
      productImage: product?.image ?? '',
      grams: pack?.grams ?? 0,
      unit: product?.unit === 'ml' ? 'ml' : 'g',
      quantity,
      unitPricePaise,
      unitMrpPaise: pack?.mrpPaise ?? 0,
      hsn: product?.hsn ?? '',
      gstRate: product?.gstRate ?? 0,
      totalPaise: problem ? 0 : unitPricePaise * quantity,
      problem,
    };
  });
  return {
    lines,
    subtotalPaise: lines.reduce((sum, line) => sum + line.totalPaise, 0),
    mrpTotalPaise: lines.reduce(
      (sum, line) => sum + (line.problem ? 0 : line.unitMrpPaise * line.quantity),
      0,
    ),
  };
}

/** The words a shopper reads beside a line with a problem (`order/quote`). */
export function problemMessage(problem: LineProblem): string {
  switch (problem.kind) {
    case 'unknown':
    case 'hidden':
      return messages.productGone;
    case 'upcoming':
      return messages.notAvailableYet;
    case 'short':
      return problem.stock === 0 ? messages.outOfStock : onlyNLeftInStock(problem.stock);
  }
}

/**
 * An order is refused at its first line with a problem: 404 for an unknown product, 409 for one no
 * longer sold or not sold yet, 409 `Only N left of <name>.` for one short of stock.
 */
export function refuseUnbuyable(priced: PricedOrder): void {
  for (const line of priced.lines) {
    const problem = line.problem;
    if (!problem) continue;
    if (problem.kind === 'unknown') throw notFound();
    if (problem.kind === 'hidden') throw conflict(noLongerAvailable(line.productName));
    if (problem.kind === 'upcoming') throw conflict(messages.notAvailableYet);
    throw conflict(onlyNLeftOf(problem.stock, line.productName));
  }
}

/**
 * Checks, under the locks of the pack sizes the order's lines take (`takeOrderStock`), that
 * what they were priced at still holds: 409 `Prices have changed…` for a price that moved or a pack
 * size removed since. Taken this late, the locks every order of a best seller queues on are held only
 * for the stock and the commit (docs/decisions/0008-orders-stock-and-idempotency.md).
 */
export function checkLockedPrices(priced: PricedOrder, locked: ReadonlyMap<number, LockedPackSize>): void {
  for (const line of priced.lines) {
    if (line.problem !== null) continue;
    const row = locked.get(line.packSizeId!);
    if (!row || row.pricePaise !== line.unitPricePaise || row.mrpPaise !== line.unitMrpPaise) {
      throw conflict(messages.pricesChanged);
    }
  }
}

/** The lines an order writes: those of one pack size become one, in the order first asked. */
export function orderLinesOf(priced: PricedOrder): PricedLine[] {
  const merged = new Map<number, PricedLine>();
  for (const line of priced.lines) {
    const earlier = merged.get(line.packSizeId!);
    merged.set(
      line.packSizeId!,
      earlier
        ? {
            ...earlier,
            quantity: earlier.quantity + line.quantity,
            totalPaise: earlier.totalPaise + line.totalPaise,
          }
        : line,
    );
  }
  return [...merged.values()];
}
