// Orders under real concurrency: two store instances, each with its own connection pool, on one
// PostgreSQL database, as two processes behind a load balancer would run. Runs only with
// TEST_DATABASE_URL (the embedded database runs one transaction at a time).
import { eq, inArray, sum } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { testConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/open-database.ts';
import { coupons, orderLines, orders } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { guestOrder, makeProduct, stockOf, type TestProduct } from '../../test/shop-fixtures.ts';
import { createScratchDatabase } from '../../test/test-app.ts';
import { anotherSessionWaitsForLock, waitFor } from '../../test/wait-for.ts';
import type { FastifyInstance } from 'fastify';

const serverUrl = process.env.TEST_DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let databases: Database[] = [];
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl);
  // Two pools, as two processes would have; both migrate, as two processes starting together would.
  databases = await Promise.all([openPostgres(scratch.url), openPostgres(scratch.url)]);
  await Promise.all(databases.map((database) => database.migrate()));
  const config = testConfig();
  const quiet = { info() {}, error() {} };
  apps = await Promise.all(
    databases.map((database) =>
      buildApp({
        config,
        db: database.db,
        passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
        mailer: createMailer(config, quiet),
        payments: createSandboxGateway(),
      }),
    ),
  );
});

afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await scratch?.drop();
});

/** Sends the order to instance `n % 2`. */
async function send(n: number, body: object, headers: Record<string, string> = {}) {
  const response = await apps[n % 2]!.inject({
    method: 'POST',
    url: '/prime/add/order',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

async function unitsSold(product: TestProduct): Promise<{ orders: number; units: number }> {
  const db = databases[0]!.db;
  const [row] = await db
    .select({ units: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.productId, product.id));
  const ids = await db
    .selectDistinct({ id: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.productId, product.id));
  return { orders: ids.length, units: row?.units ?? 0 };
}

describe.skipIf(!serverUrl)('orders on two instances sharing one PostgreSQL database', () => {
  it('sells exactly the 20 units there are to 120 shoppers ordering at once', async () => {
    const product = await makeProduct(databases[0]!.db, [{ grams: 50, mrp: 599, price: 499, stock: 20 }], {
      name: 'Last Batch Serum',
    });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        send(n, guestOrder([{ product_id: product.id, quantity: 1 }], 499)),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(20);
    expect(refused).toHaveLength(100);
    // One unit was asked for, so an order is refused only once none is left.
    for (const answer of refused) expect(answer.body.message).toBe('Only 0 left of Last Batch Serum.');
    expect(new Set(placed.map((answer) => answer.body.order_id)).size).toBe(20);
    expect(await stockOf(databases[0]!.db, product.packs[0]!)).toBe(0);
    expect(await unitsSold(product)).toEqual({ orders: 20, units: 20 });
  });

  it('never sells more than the stock when orders ask for different quantities', async () => {
    const product = await makeProduct(databases[0]!.db, [{ grams: 50, mrp: 599, price: 499, stock: 20 }]);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const quantity = (n % 3) + 1;
        return send(n, guestOrder([{ product_id: product.id, quantity }], 499 * quantity));
      }),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const sold = await unitsSold(product);
    const left = await stockOf(databases[0]!.db, product.packs[0]!);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold.units + left).toBe(20);
    expect(sold.orders).toBe(answers.filter((answer) => answer.status === 200).length);
    // What is left is less than any refused order asked for: nothing was refused that could be filled.
    expect(left).toBeLessThan(3);
  });

  it('does not deadlock when orders lock the same pack sizes in opposite line orders', async () => {
    const first = await makeProduct(databases[0]!.db, [{ grams: 30, mrp: 500, price: 400, stock: 20 }]);
    const second = await makeProduct(databases[0]!.db, [{ grams: 30, mrp: 700, price: 600, stock: 20 }]);
    const lines = [
      { product_id: first.id, quantity: 1 },
      { product_id: second.id, quantity: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        send(n, guestOrder(n % 2 === 0 ? lines : [...lines].reverse(), 1000)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(await stockOf(databases[0]!.db, first.packs[0]!)).toBe(0);
    expect(await stockOf(databases[0]!.db, second.packs[0]!)).toBe(0);
  });

  it('counts a coupon’s uses under its row lock: an order waits for one being written, then sees its use', async () => {
    const db = databases[0]!.db;
    await db.insert(coupons).values({ code: 'ONCEONLY', kind: 'flat', value: 5_000, maxUses: 1 });
    const product = await makeProduct(db, [{ grams: 50, mrp: 599, price: 499, stock: 10 }]);
    // Another order using the coupon, its transaction held open with the coupon row locked.
    const other = new pg.Client({ connectionString: scratch!.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("select code from coupons where code = 'ONCEONLY' for update");
      await other.query(
        `insert into orders (amount_paise, discount_paise, coupon_code, payment_method, payment_status,
           name, email, mobile, address, state, pincode)
         values (44900, 5000, 'ONCEONLY', 'cod', 'cod', 'Asha Rao', 'asha@example.in', '9876543210',
           '12 MG Road', 'Karnataka', '560038')`,
      );
      let answered = false;
      const placing = send(
        0,
        guestOrder([{ product_id: product.id, quantity: 1 }], 449, { coupon_code: 'ONCEONLY' }),
      ).finally(() => (answered = true));
      // The order comes to wait for the coupon's row (were the coupon not locked, it would answer).
      await waitFor(
        'the order to wait for the coupon',
        async () => answered || anotherSessionWaitsForLock(other),
      );
      expect(answered).toBe(false);
      await other.query('commit');
      const answer = await placing;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This coupon has reached its limit.');
    } finally {
      await other.end();
    }
    expect(await stockOf(db, product.packs[0]!)).toBe(10);
  });

  it('takes units from a lot made while the order waited for its pack size, earliest expiry first', async () => {
    const db = databases[0]!.db;
    const product = await makeProduct(db, [{ grams: 50, mrp: 599, price: 499, stock: 2 }]);
    const packId = product.packs[0]!;
    // Staff move the two units to a new batch expiring sooner, holding the pack size's lock (as every
    // change of its lots does) while the order comes to wait for it.
    const staff = new pg.Client({ connectionString: scratch!.url });
    await staff.connect();
    try {
      await staff.query('begin');
      await staff.query('select id from pack_sizes where id = $1 for no key update', [packId]);
      let answered = false;
      const placing = send(0, guestOrder([{ product_id: product.id, quantity: 2 }], 998)).finally(
        () => (answered = true),
      );
      await waitFor(
        'the order to wait for the pack size',
        async () => answered || anotherSessionWaitsForLock(staff),
      );
      expect(answered).toBe(false);
      await staff.query('update stock_lots set remaining = 0 where pack_size_id = $1', [packId]);
      await staff.query(
        `insert into stock_lots (pack_size_id, batch_no, mfg, expiry, received, remaining)
         values ($1, 'NEW-0001', '2026-10', '2027-12', 2, 2)`,
        [packId],
      );
      await staff.query('commit');
      // The statement that waited saw the lots as they were before: it finds them empty, and the
      // units are taken from the new batch with a fresh look under the lock.
      const answer = await placing;
      expect(answer.status).toBe(200);
      const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, answer.body.order_id));
      expect(line!.lots).toEqual([expect.objectContaining({ batch_no: 'NEW-0001', quantity: 2 })]);
    } finally {
      await staff.end();
    }
    expect(await stockOf(db, packId)).toBe(0);
  });

  it('makes one order per Idempotency-Key however the retries are spread over both instances', async () => {
    const product = await makeProduct(databases[0]!.db, [{ grams: 50, mrp: 599, price: 499, stock: 100 }]);
    const body = guestOrder([{ product_id: product.id, quantity: 1 }], 499);
    const keys = Array.from({ length: 10 }, (_, n) => `retry-${product.id}-${n}`);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => send(n, body, { 'idempotency-key': keys[n % keys.length]! })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const key of keys) {
      const ids = new Set(
        answers.filter((_, n) => keys[n % keys.length] === key).map((answer) => answer.body.order_id),
      );
      expect(ids.size).toBe(1);
    }
    expect(await unitsSold(product)).toEqual({ orders: 10, units: 10 });
    expect(await stockOf(databases[0]!.db, product.packs[0]!)).toBe(90);
    const ids = answers.map((answer) => answer.body.order_id as number);
    const rows = await databases[1]!.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    expect(rows).toHaveLength(10);
  });
});
