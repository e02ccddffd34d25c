import { eq } from 'drizzle-orm';
import { DEFAULT_MIN_SHELF_LIFE_DAYS, sellableFrom } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/open-database.ts';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { releaseLineStock, releaseOrderStock, takeOrderStock } from './order-stock.ts';
import { orderLines, orders, packSizes } from '../db/schema.ts';

let database: Database;
let categoryId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  categoryId = await insertCategory(database.db, 'Serums');
});
afterAll(() => database.close());

const sellable = sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS);

const stockOf = async (id: number) =>
  (await database.db.select({ stock: packSizes.stock }).from(packSizes).where(eq(packSizes.id, id)))[0]!
    .stock;

async function twoPacks(stocks: [number, number]) {
  const product = await insertProduct(database.db, {
    name: 'Ceramide Cream',
    categoryId,
    packs: [
      { grams: 50, mrp: 600, price: 500, stock: stocks[0] },
      { grams: 100, mrp: 1000, price: 900, stock: stocks[1] },
    ],
  });
  return product.packSizeIds as [number, number];
}

async function orderWith(lines: { packSizeId: number; quantity: number }[]) {
  const { db } = database;
  const [order] = await db
    .insert(orders)
    .values({
      amountPaise: 100,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      name: 'Asha',
      email: 'asha@example.in',
      mobile: '9876543210',
      address: '12 MG Road',
      state: 'Karnataka',
      pincode: '560038',
    })
    .returning({ id: orders.id });
  const rows = await db
    .insert(orderLines)
    .values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: 1,
        packSizeId: line.packSizeId,
        productName: 'Ceramide Cream',
        grams: 50,
        quantity: line.quantity,
        unitPricePaise: 500,
        unitMrpPaise: 600,
        deliveryStatus: 'Order confirmed',
      })),
    )
    .returning({ id: orderLines.id });
  return { orderId: order!.id, lineIds: rows.map((row) => row.id) };
}

describe('order stock', () => {
  it('takes every line or none, naming the first short line with what is left', async () => {
    const [small, large] = await twoPacks([5, 2]);
    const { lineIds } = await orderWith([
      { packSizeId: small, quantity: 4 },
      { packSizeId: large, quantity: 3 },
    ]);
    await expect(
      database.db.transaction((tx) =>
        takeOrderStock(
          tx,
          [
            { packSizeId: small, quantity: 4, productName: 'Ceramide Cream', lineId: lineIds[0]! },
            { packSizeId: large, quantity: 3, productName: 'Ceramide Cream 100', lineId: lineIds[1]! },
          ],
          sellable,
          true,
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Only 2 left of Ceramide Cream 100.' });
    expect([await stockOf(small), await stockOf(large)]).toEqual([5, 2]);

    const taken = await database.db.transaction((tx) =>
      takeOrderStock(
        tx,
        [
          { packSizeId: large, quantity: 2, productName: 'Ceramide Cream 100', lineId: lineIds[1]! },
          { packSizeId: small, quantity: 4, productName: 'Ceramide Cream', lineId: lineIds[0]! },
        ],
        sellable,
        true,
      ),
    );
    expect([await stockOf(small), await stockOf(large)]).toEqual([1, 0]);
    expect(taken.lotsOf.get(lineIds[0]!)).toEqual([
      expect.objectContaining({ batch_no: 'UNRECORDED', quantity: 4 }),
    ]);
  });

  it('adds up two requests for one pack size before checking', async () => {
    const [small] = await twoPacks([3, 0]);
    const { lineIds } = await orderWith([
      { packSizeId: small, quantity: 2 },
      { packSizeId: small, quantity: 2 },
    ]);
    await expect(
      database.db.transaction((tx) =>
        takeOrderStock(
          tx,
          lineIds.map((lineId) => ({
            packSizeId: small,
            quantity: 2,
            productName: 'Ceramide Cream',
            lineId,
          })),
          sellable,
          true,
        ),
      ),
    ).rejects.toMatchObject({ message: 'Only 3 left of Ceramide Cream.' });
    expect(await stockOf(small)).toBe(3);
  });

  it('gives an order back exactly once, also after one of its lines was cancelled alone', async () => {
    const [small, large] = await twoPacks([0, 0]);
    const { orderId, lineIds } = await orderWith([
      { packSizeId: small, quantity: 2 },
      { packSizeId: large, quantity: 1 },
      { packSizeId: small, quantity: 1 },
    ]);
    const line = await database.db.transaction((tx) => releaseLineStock(tx, lineIds[1]!));
    expect(line).toMatchObject({ id: lineIds[1], quantity: 1, previousStatus: 'Order confirmed' });
    expect(await database.db.transaction((tx) => releaseLineStock(tx, lineIds[1]!))).toBeUndefined();

    const released = await database.db.transaction((tx) => releaseOrderStock(tx, orderId));
    expect(released.map((row) => row.id)).toEqual([lineIds[0], lineIds[2]]);
    expect(await database.db.transaction((tx) => releaseOrderStock(tx, orderId))).toEqual([]);
    expect([await stockOf(small), await stockOf(large)]).toEqual([3, 1]);
    const statuses = await database.db
      .select({ status: orderLines.deliveryStatus })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    expect(statuses.map((row) => row.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
  });

  it('gives back nothing twice when two transactions release one order at once', async () => {
    const [small] = await twoPacks([0, 0]);
    const { orderId } = await orderWith([{ packSizeId: small, quantity: 4 }]);
    const results = await Promise.all([
      database.db.transaction((tx) => releaseOrderStock(tx, orderId)),
      database.db.transaction((tx) => releaseOrderStock(tx, orderId)),
    ]);
    expect(results.map((lines) => lines.length).sort()).toEqual([0, 1]);
    expect(await stockOf(small)).toBe(4);
  });
});
