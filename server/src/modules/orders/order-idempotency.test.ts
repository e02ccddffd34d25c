// Idempotency-Key on add/order: a double click, a retry or a flaky network never makes two orders.
import { eq, sql } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, orders } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestOrder, makeProduct, makeShopper, stockOf, type TestProduct } from '../../test/shop-fixtures.ts';

/** Called as a request starts waiting for the answer of the one that holds its key. */
const waiting = vi.hoisted(() => ({ onWait: () => {} }));
vi.mock('./idempotency.ts', async (importOriginal) => {
  const idempotency = await importOriginal<typeof import('./idempotency.ts')>();
  return {
    ...idempotency,
    awaitAnswer: (...args: Parameters<typeof idempotency.awaitAnswer>) => {
      const answer = idempotency.awaitAnswer(...args);
      waiting.onWait();
      return answer;
    },
  };
});

/** A promise the test settles itself. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

let t: TestApp;
let cream: TestProduct;
let linksMade = 0;
/** While set, a payment link is made only once the promise it returns settles. */
let holdLink: (() => Promise<void>) | undefined;
const countingGateway: PaymentGateway = {
  name: 'sandbox',
  async createPaymentLink(request) {
    linksMade += 1;
    await holdLink?.();
    return { url: `/pay/sandbox/${request.reference}` };
  },
  async refund() {},
};

beforeAll(async () => {
  t = await createTestApp({}, { payments: countingGateway });
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 600, price: 500, stock: 1000 }]);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `checkout-${Date.now()}-${(keys += 1)}`;
const ordersCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
const body = (quantity = 1, extra: Record<string, unknown> = {}) =>
  guestOrder([{ product_id: cream.id, quantity }], 500 * quantity, extra);

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and makes no second order, whatever the ids’ spelling', async () => {
    const key = newKey();
    const stock = await stockOf(t.database.db, cream.packs[0]!);
    const first = await t.post('add/order', body(2), { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const count = await ordersCount();
    const retry = await t.post(
      'add/order',
      guestOrder([{ product_id: String(cream.id), quantity: '2' }], 1000),
      { 'idempotency-key': key },
    );
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await ordersCount()).toBe(count);
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(stock - 2);
  });

  it('refuses the same key with another body with 409, and places nothing', async () => {
    const key = newKey();
    await t.post('add/order', body(1), { 'idempotency-key': key });
    const count = await ordersCount();
    const other = await t.post('add/order', body(3), { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(messages.idempotencyKeyReused);
    expect(await ordersCount()).toBe(count);
  });

  it('makes one order of many identical requests sent at once', async () => {
    const key = newKey();
    const count = await ordersCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post('add/order', body(1), { 'idempotency-key': key })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(await ordersCount()).toBe(count + 1);
  });

  it('keeps each caller’s keys apart: the same key from another shopper is another order', async () => {
    const key = newKey();
    const first = await makeShopper(t.database.db);
    const second = await makeShopper(t.database.db);
    const mine = await t.post('add/order', body(1), { ...first.auth, 'idempotency-key': key });
    const theirs = await t.post('add/order', body(1), { ...second.auth, 'idempotency-key': key });
    const guest = await t.post('add/order', body(1), { 'idempotency-key': key });
    const ids = [mine.body.order_id, theirs.body.order_id, guest.body.order_id];
    expect(new Set(ids).size).toBe(3);
  });

  it('does not hold a refused request against its key: the corrected retry is placed', async () => {
    const key = newKey();
    const wrong = await t.post('add/order', guestOrder([{ product_id: cream.id, quantity: 1 }], 1), {
      'idempotency-key': key,
    });
    expect(wrong.status).toBe(409);
    const right = await t.post('add/order', body(1), { 'idempotency-key': key });
    expect(right.status).toBe(200);
  });

  it('replays an online order’s payment link, and a retry sent while the link is made waits for it', async () => {
    const key = newKey();
    const online = body(1, { payment_method: 'online' });
    linksMade = 0;
    const linkStarted = deferred();
    const linkMade = deferred();
    const retryWaits = deferred();
    holdLink = () => {
      linkStarted.resolve();
      return linkMade.promise;
    };
    waiting.onWait = retryWaits.resolve;
    try {
      const first = t.post('add/order', online, { 'idempotency-key': key });
      // The first request has placed the order and claimed the key, and is making the link.
      await linkStarted.promise;
      const second = t.post('add/order', online, { 'idempotency-key': key });
      // (Or the retry answered without waiting: the checks below say how.)
      await Promise.race([retryWaits.promise, second]);
      linkMade.resolve();
      const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
      expect(firstAnswer.status).toBe(200);
      expect(secondAnswer.body).toEqual(firstAnswer.body);
      expect(firstAnswer.body.paymentLinkUrl).toMatch(/^\/pay\/sandbox\//);
      expect(linksMade).toBe(1);
    } finally {
      holdLink = undefined;
      waiting.onWait = () => {};
    }
  });

  it('finishes the answer of an online order whose first request died before answering', async () => {
    const key = newKey();
    const online = body(1, { payment_method: 'online' });
    const first = await t.post('add/order', online, { 'idempotency-key': key });
    // As the process that placed it would have left it had it died right after the commit.
    await t.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, `add/order:guest:${key}`));
    const retry = await t.post('add/order', online, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('answers 400 for a malformed key and ignores an empty one', async () => {
    for (const key of ['a'.repeat(256), 'two words', 'ключ']) {
      const response = await t.post('add/order', body(1), { 'idempotency-key': key });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.idempotencyKeyInvalid);
    }
    expect((await t.post('add/order', body(1), { 'idempotency-key': '' })).status).toBe(200);
  });
});

describe('a retry while the first request is still being placed', () => {
  let quick: TestApp;
  beforeAll(async () => {
    // The retry's wait cut to nothing: its answer is the one it gives once the wait is over.
    quick = await createTestApp({ orderRetryWaitMs: 0 }, { payments: countingGateway });
  });
  afterAll(() => quick.close());

  it('answers 409 asking to wait, and places nothing, when the first request has not answered in time', async () => {
    const product = await makeProduct(quick.database.db, [{ grams: 100, mrp: 600, price: 500, stock: 10 }]);
    const online = guestOrder([{ product_id: product.id, quantity: 1 }], 500, { payment_method: 'online' });
    const key = newKey();
    const first = await quick.post('add/order', online, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    // As the first request leaves its key while it still makes the payment link.
    await quick.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, `add/order:guest:${key}`));
    const count = (await quick.database.db.select({ id: orders.id }).from(orders)).length;
    const retry = await quick.post('add/order', online, { 'idempotency-key': key });
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ result: false, message: messages.orderInProgress });
    expect((await quick.database.db.select({ id: orders.id }).from(orders)).length).toBe(count);
    expect(await stockOf(quick.database.db, product.packs[0]!)).toBe(9);
  });
});
