// A transaction PostgreSQL breaks as a deadlock is run again, whole: the shopper gets the answer, not a
// 500, and an order sent with an Idempotency-Key is still placed once. Runs only with
// TEST_DATABASE_URL (the embedded database runs one transaction at a time and never deadlocks).
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../payments/sandbox-gateway.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { orderState, placeWaitingOrder, productWithStock } from '../test/online-order.ts';
import { guestOrder, makeProduct, stockOf } from '../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { anotherSessionWaitsForLock, waitFor } from '../test/wait-for.ts';
import { idempotencyKeys, orderLines, paymentEvents } from './schema.ts';
import { runTransaction } from './transaction.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let t: TestApp;
/** A connection of its own, outside the store's pool, for the transaction the store's one meets. */
let other: pg.Client;

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp();
  const current = (await t.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  const url = new URL(serverUrl);
  url.pathname = `/${current.rows[0]!.name}`;
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
});
afterAll(async () => {
  if (!serverUrl) return;
  await other.end();
  await t.close();
});

describe.skipIf(!serverUrl)('transactions PostgreSQL breaks as deadlocks', () => {
  it('places an order sent with an Idempotency-Key once when its transaction was broken as a deadlock', async () => {
    const product = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 10 }]);
    const [pack] = product.packs;
    const header = `deadlocked-${product.id}`;
    // The other transaction holds the pack size, so the order (which has claimed its key) waits for it.
    await other.query('begin');
    await other.query('select id from pack_sizes where id = $1 for update', [pack]);
    const order = t.post('add/order', guestOrder([{ product_id: product.id, quantity: 1 }], 499), {
      'idempotency-key': header,
    });
    await waitFor('the store to wait for the row', () => anotherSessionWaitsForLock(other));
    // Then it waits for the order's key: a circle, which PostgreSQL breaks by failing the order's
    // transaction (it has waited longest), and the key the order claimed is free for this one.
    const claimed = await other.query(
      `insert into idempotency_keys (key, request_hash) values ($1, 'another request') returning key`,
      [`add/order:guest:${header}`],
    );
    expect(claimed.rowCount).toBe(1);
    await other.query('rollback');

    const placed = await order;
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Order placed successfully');
    const again = await t.post('add/order', guestOrder([{ product_id: product.id, quantity: 1 }], 499), {
      'idempotency-key': header,
    });
    expect(again.body.order_id).toBe(placed.body.order_id);
    const keyed = await t.database.db
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `add/order:guest:${header}`));
    expect(keyed).toEqual([{ orderId: placed.body.order_id }]);
    // One order of the product, one unit taken.
    const sold = await t.database.db
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .where(eq(orderLines.productId, product.id));
    expect(sold).toEqual([{ orderId: placed.body.order_id }]);
    expect(await stockOf(t.database.db, pack!)).toBe(9);
  });

  it('applies a gateway event whose settlement was broken as a deadlock once, when it runs again', async () => {
    const db = t.database.db;
    const order = await placeWaitingOrder(db, { packSizeId: await productWithStock(db, 5) });
    const gateway = createSandboxGateway();
    const paid = { kind: 'paid', gatewayPaymentId: null } as const;
    const eventId = `deadlocked-${order.reference}`;
    // The other transaction holds the payment, so the settlement (which has locked the order) waits.
    await other.query('begin');
    await other.query('select id from payments where id = $1 for update', [order.paymentId]);
    const settling = settlePayment(db, gateway, order.reference, paid, { eventId });
    await waitFor('the store to wait for the row', () => anotherSessionWaitsForLock(other));
    // Then it waits for the order: PostgreSQL breaks the circle by failing the settlement.
    await other.query('select id from orders where id = $1 for update', [order.orderId]);
    await other.query('rollback');

    expect(await settling).toMatchObject({ status: 'paid', changed: true });
    expect((await orderState(db, order)).payment.status).toBe('paid');
    // The event was recorded once, and its redelivery changes nothing.
    const recorded = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `${gateway.name}:${eventId}`));
    expect(recorded).toHaveLength(1);
    expect(await settlePayment(db, gateway, order.reference, paid, { eventId })).toBeUndefined();
  });

  it('runs the work again only when it was broken, and lets any other failure through at once', async () => {
    let runs = 0;
    const answer = await runTransaction(t.database.db, async () => {
      runs += 1;
      if (runs < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 3]);

    runs = 0;
    const refused = runTransaction(t.database.db, async () => {
      runs += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(refused).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);

    // Broken every time: the caller is asked to try again in a moment, not told of a server error.
    const busy = runTransaction(t.database.db, async () => {
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    await expect(busy).rejects.toMatchObject({ statusCode: 503 });
  });
});
