// The console's lots: a delivery received into a lot, a lot adjusted with a reason, a
// product's lots, and the lots expiring soon. Every change locks the pack size first, as orders do
// (server/src/db/stock-lots.ts), keeps the pack size's stock in the same transaction and is audited
// there (`stock.receive`, `stock.adjust`, target `lot:<id>`).
import { and, asc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import {
  batchMonthsDiffer,
  expiringBefore,
  onlyNLeftInLot,
  sellableFrom,
  UNRECORDED_BATCH,
  type Lot,
  type StockAdjustBody,
  type StockReceiveBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockPackSizes } from '../../shop/order-stock.ts';
import { packSizes, products, stockLots } from '../../db/schema.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { addToLot, syncPackStock } from '../../db/stock-lots.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { adminWrite } from './admin-write.ts';
import { productRow } from './admin-product.ts';

/** The earliest expiry month sold today, by the shop's setting. */
const sellableMonth = async (db: Db | Tx) => sellableFrom((await readShopSettings(db)).minShelfLifeDays);

/** The lots `where` selects, earliest expiry first (then the oldest lot), as the console shows them. */
async function readLots(db: Db | Tx, where: SQL | undefined, from: string): Promise<Lot[]> {
  const rows = await db
    .select({
      lot: stockLots,
      productId: packSizes.productId,
      productName: products.name,
      grams: packSizes.grams,
    })
    .from(stockLots)
    .innerJoin(packSizes, eq(packSizes.id, stockLots.packSizeId))
    .innerJoin(products, eq(products.id, packSizes.productId))
    .where(where)
    .orderBy(asc(stockLots.expiry), asc(stockLots.id));
  return rows.map(({ lot, productId, productName, grams }) => ({
    lot_id: lot.id,
    pp_id: lot.packSizeId,
    batch_no: lot.batchNo,
    mfg: lot.mfg,
    expiry: lot.expiry,
    received: lot.received,
    remaining: lot.remaining,
    sellable: lot.expiry >= from,
    p_id: productId,
    p_productname: productName,
    pp_packet_size: grams,
  }));
}

async function lotById(db: Db | Tx, lotId: number, from: string): Promise<Lot | undefined> {
  return (await readLots(db, eq(stockLots.id, lotId), from))[0];
}

/** `admin/stock/lots`: every lot of the product's pack sizes; 404 for an unknown product. */
export async function productLots(db: Db, productId: number): Promise<Lot[]> {
  await productRow(db, productId);
  return readLots(db, eq(packSizes.productId, productId), await sellableMonth(db));
}

/** `admin/stock/expiring`: lots with units left whose expiry month ends within `days` days, or has ended. */
export async function expiringLots(db: Db, days: number): Promise<Lot[]> {
  const where = and(gt(stockLots.remaining, 0), lt(stockLots.expiry, expiringBefore(days)));
  return readLots(db, where, await sellableMonth(db));
}

/**
 * `admin/stock/receive`: the units go into the lot of that batch and months of the pack size (a new
 * one, or the one received before, whose `received` and `remaining` grow). A batch number already
 * recorded for the pack size with other months is refused: a batch has one of each.
 */
export async function receiveStock(ctx: AppContext, admin: AuthUser, body: StockReceiveBody): Promise<Lot> {
  return adminWrite(ctx, async (tx) => {
    if (!(await lockPackSizes(tx, [body.pp_id])).has(body.pp_id)) throw notFound();
    const [other] = await tx
      .select()
      .from(stockLots)
      .where(
        and(
          eq(stockLots.packSizeId, body.pp_id),
          eq(stockLots.batchNo, body.batch_no),
          ne(stockLots.batchNo, UNRECORDED_BATCH),
        ),
      );
    if (other && (other.mfg !== body.mfg || other.expiry !== body.expiry)) {
      throw conflict(batchMonthsDiffer(body.batch_no, other.mfg, other.expiry));
    }
    const from = await sellableMonth(tx);
    const before = other ? await lotById(tx, other.id, from) : null;
    const lotId = await addToLot(tx, {
      packSizeId: body.pp_id,
      batchNo: body.batch_no,
      mfg: body.mfg,
      expiry: body.expiry,
      quantity: body.quantity,
    });
    await syncPackStock(tx, [body.pp_id], from);
    const after = (await lotById(tx, lotId, from))!;
    await recordAudit(tx, { actor: admin, action: 'stock.receive', target: `lot:${lotId}`, before, after });
    return after;
  });
}

/**
 * `admin/stock/adjust`: units found, damaged or lost; a lot never goes below 0 (409 `Only N left in
 * this lot.`). The reason is kept with the audit record.
 */
export async function adjustLot(ctx: AppContext, admin: AuthUser, body: StockAdjustBody): Promise<Lot> {
  return adminWrite(ctx, async (tx) => {
    const [found] = await tx
      .select({ packSizeId: stockLots.packSizeId })
      .from(stockLots)
      .where(eq(stockLots.id, body.lot_id));
    if (!found) throw notFound();
    await lockPackSizes(tx, [found.packSizeId]);
    const [lot] = await tx.select().from(stockLots).where(eq(stockLots.id, body.lot_id)).for('update');
    // Gone meanwhile with its pack size.
    if (!lot) throw notFound();
    if (lot.remaining + body.change < 0) throw conflict(onlyNLeftInLot(lot.remaining));
    const from = await sellableMonth(tx);
    const before = await lotById(tx, lot.id, from);
    await tx
      .update(stockLots)
      .set({ remaining: lot.remaining + body.change })
      .where(eq(stockLots.id, lot.id));
    await syncPackStock(tx, [lot.packSizeId], from);
    const after = (await lotById(tx, lot.id, from))!;
    await recordAudit(tx, {
      actor: admin,
      action: 'stock.adjust',
      target: `lot:${lot.id}`,
      before,
      after: { ...after, change: body.change, reason: body.reason },
    });
    return after;
  });
}
