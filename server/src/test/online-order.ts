// Test support: an online order waiting for its payment, written as placing an order writes one (the
// order, its lines in `Payment pending`, its stock taken, a pending payment), so the payment suites
// do not depend on the checkout's HTTP rules.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_MIN_SHELF_LIFE_DAYS, sellableFrom } from '@prime/contract';
import type { Db } from '../db/client.ts';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { takeOrderStock } from '../shop/order-stock.ts';
import { orderLines, orders, packSizes, payments } from '../db/schema.ts';

export interface WaitingOrder {
  orderId: number;
  paymentId: number;
  reference: string;
  packSizeId: number;
  amountPaise: number;
}

const categories = new WeakMap<Db, number>();

/** A product of its own with `stock` units in one 50 gm pack at ₹499. */
export async function productWithStock(db: Db, stock: number): Promise<number> {
  let categoryId = categories.get(db);
  if (categoryId === undefined) {
    categoryId = await insertCategory(db, 'Serums');
    categories.set(db, categoryId);
  }
  const product = await insertProduct(db, {
    name: 'Niacinamide Serum',
    categoryId,
    packs: [{ grams: 50, mrp: 599, price: 499, stock }],
  });
  return product.packSizeIds[0]!;
}

export async function placeWaitingOrder(
  db: Db,
  options: { packSizeId: number; quantity?: number; gateway?: 'sandbox' | 'razorpay'; expiresAt?: Date },
): Promise<WaitingOrder> {
  const quantity = options.quantity ?? 1;
  const amountPaise = 49_900 * quantity;
  const reference = randomBytes(16).toString('base64url');
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        amountPaise,
        paymentMethod: 'online',
        paymentStatus: 'pending',
        name: 'Asha Rao',
        email: 'asha@example.in',
        mobile: '9876543210',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      })
      .returning({ id: orders.id });
    const [pack] = await tx.select().from(packSizes).where(eq(packSizes.id, options.packSizeId));
    const [line] = await tx
      .insert(orderLines)
      .values({
        orderId: order!.id,
        productId: pack!.productId,
        packSizeId: options.packSizeId,
        productName: 'Niacinamide Serum',
        grams: 50,
        quantity,
        unitPricePaise: 49_900,
        unitMrpPaise: 59_900,
        deliveryStatus: 'Payment pending',
      })
      .returning({ id: orderLines.id });
    await takeOrderStock(
      tx,
      [{ packSizeId: options.packSizeId, quantity, productName: 'Niacinamide Serum', lineId: line!.id }],
      sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS),
      true,
    );
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order!.id,
        gateway: options.gateway ?? 'sandbox',
        reference,
        amountPaise,
        status: 'pending',
        expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 60_000),
      })
      .returning({ id: payments.id });
    return {
      orderId: order!.id,
      paymentId: payment!.id,
      reference,
      packSizeId: options.packSizeId,
      amountPaise,
    };
  });
}

export interface OrderState {
  paymentStatus: string;
  cancelledAt: Date | null;
  lineStatuses: string[];
  payment: { status: string; gatewayPaymentId: string | null };
  stock: number;
}

export async function orderState(db: Db, order: WaitingOrder): Promise<OrderState> {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.id, order.paymentId));
  const [pack] = await db.select().from(packSizes).where(eq(packSizes.id, order.packSizeId));
  return {
    paymentStatus: row!.paymentStatus,
    cancelledAt: row!.cancelledAt,
    lineStatuses: lines.map((line) => line.deliveryStatus),
    payment: { status: payment!.status, gatewayPaymentId: payment!.gatewayPaymentId },
    stock: pack!.stock,
  };
}

/** Moves the order's deadline into the past, as if its 30 minutes had gone by. */
export async function makeOverdue(db: Db, order: WaitingOrder): Promise<void> {
  await db
    .update(payments)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(payments.id, order.paymentId));
}
