// add/order as guests, customers and hostile clients send it: the checkout rules, prices from the
// database, stock all or nothing, the pending online payment, and the confirmation mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderLines, orders, payments } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  guestOrder,
  listedStock,
  makeProduct,
  makeShopper,
  setStock,
  stockOf,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
let dataDir: string;
let serum: TestProduct;
let cream: TestProduct;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-orders-'));
  t = await createTestApp({ dataDir });
  serum = await makeProduct(
    t.database.db,
    [
      { grams: 30, mrp: 799, price: 649, stock: 50 },
      { grams: 50, mrp: 1199, price: 999.5, stock: 50 },
    ],
    { name: 'Vitamin C Serum' },
  );
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 50 }], {
    name: 'Ceramide Cream',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One cream (₹450) with the ₹49 delivery charge of an order below ₹499. */
const CREAM_DELIVERED = 499;

const order = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.post('add/order', body, headers);
const ordersCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

describe('a guest places an order', () => {
  it('priced from the database, stock taken, answered with the order id and no payment link', async () => {
    const before = [
      await stockOf(t.database.db, serum.packs[1]!),
      await stockOf(t.database.db, cream.packs[0]!),
    ];
    const response = await order(
      guestOrder(
        [
          { product_id: String(serum.id), quantity: '2', packet_size: '50gm' },
          { product_id: cream.id, quantity: 1 },
        ],
        2449,
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Order placed successfully',
      order_id: expect.any(Number),
      paymentLinkUrl: null,
    });
    expect(await stockOf(t.database.db, serum.packs[1]!)).toBe(before[0]! - 2);
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(before[1]! - 1);
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, response.body.order_id));
    expect(saved).toMatchObject({
      userId: null,
      amountPaise: 244_900,
      discountPaise: 0,
      couponCode: null,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      name: 'Meera Iyer',
      pincode: '700016',
    });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, saved!.id));
    expect(
      lines.map((line) => [
        line.productName,
        line.grams,
        line.quantity,
        line.unitPricePaise,
        line.deliveryStatus,
      ]),
    ).toEqual([
      ['Vitamin C Serum', 50, 2, 99_950, 'Order confirmed'],
      ['Ceramide Cream', 100, 1, 45_000, 'Order confirmed'],
    ]);
  });

  it('shows the stock it took in the very next listing, though the listing was read just before', async () => {
    const pack = cream.packs[0]!;
    await listedStock(t, cream.id, pack);
    const before = await stockOf(t.database.db, pack);
    const response = await order(guestOrder([{ product_id: cream.id, quantity: 2 }], 900));
    expect(response.status).toBe(200);
    expect(await listedStock(t, cream.id, pack)).toBe(before - 2);
  });

  it('mails a confirmation with the lines, totals, address and payment method, in HTML and text', async () => {
    const response = await order(
      guestOrder([{ product_id: cream.id, quantity: 3 }], 1350, { user_email: 'Kavya@Example.in' }),
    );
    const id = response.body.order_id;
    const mail = await waitForMail((raw) => raw.includes(`#${id}`));
    expect(mail).toMatch(/^To: kavya@example\.in$/m);
    expect(mail).toMatch(new RegExp(`^Subject: Your PRIME order #${id}$`, 'm'));
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    const text = decodeQuotedPrintable(mail);
    expect(text).toContain('3 x Ceramide Cream (100 gm) at ₹450 = ₹1,350');
    expect(text).toContain('Total: ₹1,350');
    expect(text).toContain('cash on delivery');
    expect(text).toContain('4 Park Street');
    expect(text).toContain('West Bengal - 700016');
  });

  it('answers at once when the mail server is down', async () => {
    const failing = await createTestApp(
      {},
      {
        mailer: {
          sendMail: () => Promise.reject(new Error('SMTP down')),
          sendQuietly: () => new Promise(() => {}),
          sendWithoutHolding: () => new Promise(() => {}),
        },
      },
    );
    try {
      const product = await makeProduct(failing.database.db);
      const response = await failing.post(
        'add/order',
        guestOrder([{ product_id: product.id, quantity: 1 }], 499),
      );
      expect(response.status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('the checkout rules', () => {
  const valid = () => guestOrder([{ product_id: cream.id, quantity: 1 }], CREAM_DELIVERED);

  it('refuses an empty cart before anything else, even a missing login', async () => {
    for (const product_details of [[], undefined, null]) {
      const response = await order({ ...valid(), product_details, user_name: '', amount: 0, u_id: 5 });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Your cart is empty.');
    }
  });

  it.each([
    [{ user_name: '  ' }, 'Please enter your name.'],
    [{ user_email: 'meera@example' }, 'Please enter a valid email address.'],
    [{ user_mobile_no: '1234567890' }, 'Please enter a valid 10-digit phone number.'],
    [{ user_mobile_no: '981234567' }, 'Please enter a valid 10-digit phone number.'],
    [{ user_address: '' }, 'Please fill in all address fields.'],
    [{ user_city: '' }, 'Please fill in all address fields.'],
    [{ user_state: '' }, 'Please fill in all address fields.'],
    [{ user_state: 'Bombay' }, 'Please choose a state from the list.'],
    [{ user_zipcode: '' }, 'Please fill in all address fields.'],
    [{ user_zipcode: '70001' }, 'Please enter a valid 6-digit pincode.'],
    [{ user_zipcode: '70001a' }, 'Please enter a valid 6-digit pincode.'],
    [{ amount: 0 }, 'Order amount cannot be zero. Please check your cart items.'],
    [{ amount: '' }, 'Order amount cannot be zero. Please check your cart items.'],
    [{ amount: -450 }, 'Order amount cannot be zero. Please check your cart items.'],
    [{ payment_method: 'upi' }, messages.paymentMethodInvalid],
  ])('%j answers 400 %s and places nothing', async (change, message) => {
    const count = await ordersCount();
    const response = await order({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await ordersCount()).toBe(count);
  });

  it('names the first broken rule in the checkout’s order and lists every field', async () => {
    const response = await order({ ...valid(), user_zipcode: '12', user_mobile_no: '', user_name: '' });
    expect(response.body.message).toBe('Please enter your name.');
    expect(response.body.errors).toEqual([
      { field: 'user_name', message: 'Please enter your name.' },
      { field: 'user_mobile_no', message: 'Please enter a valid 10-digit phone number.' },
      { field: 'user_zipcode', message: 'Please enter a valid 6-digit pincode.' },
    ]);
  });

  it('takes district and landmark as optional, phone and pincode as numbers too', async () => {
    const response = await order({
      ...valid(),
      user_district: undefined,
      landmark: undefined,
      user_mobile_no: 9812345678,
      user_zipcode: 700016,
    });
    expect(response.status).toBe(200);
  });

  it('keeps a phone written "+91 98123 45678" as 9812345678, as an account does', async () => {
    const response = await order({ ...valid(), user_mobile_no: '+91 98123-45678' });
    expect(response.status).toBe(200);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, response.body.order_id));
    expect(placed!.mobile).toBe('9812345678');
  });
});

describe('a hostile client', () => {
  it('cannot choose its price: any other amount is refused with 409 and nothing is taken', async () => {
    const stock = await stockOf(t.database.db, cream.packs[0]!);
    const count = await ordersCount();
    for (const amount of [1, 450, 498.99, 499.01, 4500]) {
      const response = await order(guestOrder([{ product_id: cream.id, quantity: 1 }], amount));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        result: false,
        message: 'Prices have changed. Please review your cart.',
      });
    }
    const priced = await order({
      ...guestOrder([{ product_id: cream.id, quantity: 1 }], CREAM_DELIVERED),
      product_details: [{ product_id: cream.id, quantity: 1, price: 1, p_discount_prize: 1 }],
    });
    expect(priced.status).toBe(200);
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(stock - 1);
    expect(await ordersCount()).toBe(count + 1);
  });

  it('cannot place an order too large to store (over ₹2,14,74,836): 400 naming the amount, nothing taken', async () => {
    const jewel = await makeProduct(t.database.db, [{ grams: 15, mrp: 999_999, price: 999_999, stock: 30 }], {
      name: 'Gold Leaf Cream',
    });
    const count = await ordersCount();
    const response = await order(guestOrder([{ product_id: jewel.id, quantity: 22 }], 999_999 * 22));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.orderTooLarge);
    expect(response.body.errors).toEqual([{ field: 'amount', message: messages.orderTooLarge }]);
    expect(await stockOf(t.database.db, jewel.packs[0]!)).toBe(30);
    expect(await ordersCount()).toBe(count);
  });

  it('cannot overdraw stock: the short line is named, and no line is taken', async () => {
    const rare = await makeProduct(t.database.db, [{ grams: 15, mrp: 2000, price: 1800, stock: 2 }], {
      name: 'Retinal Night Drops',
    });
    const creamStock = await stockOf(t.database.db, cream.packs[0]!);
    const response = await order(
      guestOrder(
        [
          { product_id: cream.id, quantity: 1 },
          { product_id: rare.id, quantity: 3 },
        ],
        450 + 5400,
      ),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Only 2 left of Retinal Night Drops.');
    expect(await stockOf(t.database.db, cream.packs[0]!)).toBe(creamStock);
    expect(await stockOf(t.database.db, rare.packs[0]!)).toBe(2);
    // Two lines of one pack size count together.
    const split = await order(
      guestOrder(
        [
          { product_id: rare.id, quantity: 2 },
          { product_id: rare.id, quantity: '1', packet_size: '15gm' },
        ],
        5400,
      ),
    );
    expect(split.body.message).toBe('Only 2 left of Retinal Night Drops.');
    const huge = await order(guestOrder([{ product_id: rare.id, quantity: 1_000_000 }], 1800 * 1_000_000));
    expect(huge.status).toBe(409);
    expect(huge.body.message).toBe('Only 2 left of Retinal Night Drops.');
    await setStock(t.database.db, rare.packs[0]!, 0);
    const soldOut = await order(guestOrder([{ product_id: rare.id, quantity: 1 }], 1800));
    expect(soldOut.body.message).toBe('Only 0 left of Retinal Night Drops.');
  });

  it('gets 400 for a pack size the product lacks, 404 for an unknown product, 409 for a retired one', async () => {
    const size = await order(guestOrder([{ product_id: cream.id, quantity: 1, packet_size: '500gm' }], 450));
    expect(size.status).toBe(400);
    expect(size.body.errors).toEqual([
      { field: 'product_details.0.packet_size', message: messages.packSizeUnknown },
    ]);
    expect((await order(guestOrder([{ product_id: 999_999, quantity: 1 }], 450))).status).toBe(404);
    const bad = await order(guestOrder([{ product_id: 'one', quantity: 1.5 }], 450));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'product_details.0.product_id',
      'product_details.0.quantity',
    ]);
    const retired = await makeProduct(t.database.db, undefined, { status: 0, name: 'Old Toner' });
    const gone = await order(guestOrder([{ product_id: retired.id, quantity: 1 }], 499));
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Old Toner is no longer available.');
  });

  it('takes an order of 100 lines and refuses one of 101', async () => {
    const plenty = await makeProduct(t.database.db, [{ grams: 50, mrp: 20, price: 10, stock: 500 }]);
    const linesOf = (n: number) => Array.from({ length: n }, () => ({ product_id: plenty.id, quantity: 1 }));
    const hundred = await order(guestOrder(linesOf(100), 1000));
    expect(hundred.status).toBe(200);
    expect(await stockOf(t.database.db, plenty.packs[0]!)).toBe(400);
    const count = await ordersCount();
    const more = await order(guestOrder(linesOf(101), 1010));
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual([{ field: 'product_details', message: messages.tooManyOrderLines }]);
    expect(await ordersCount()).toBe(count);
  });

  it('refuses an upcoming product with 409 Not available yet., taking no stock', async () => {
    const soon = await makeProduct(t.database.db, undefined, { upcoming: 1 });
    const before = await ordersCount();
    const refused = await order(
      guestOrder(
        [
          { product_id: cream.id, quantity: 1 },
          { product_id: soon.id, quantity: 1 },
        ],
        949,
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.notAvailableYet);
    expect(await ordersCount()).toBe(before);
    expect(await stockOf(t.database.db, soon.packs[0]!)).toBe(30);
  });

  it('refuses a coupon the shop does not have, and ignores an empty one', async () => {
    const coupon = await order(
      guestOrder([{ product_id: cream.id, quantity: 1 }], 405, { coupon_code: 'PRIME10' }),
    );
    expect(coupon.status).toBe(409);
    expect(coupon.body.message).toBe('Invalid coupon code.');
    const empty = await order(
      guestOrder([{ product_id: cream.id, quantity: 1 }], CREAM_DELIVERED, { coupon_code: ' ' }),
    );
    expect(empty.status).toBe(200);
  });

  it('must log in to order as a customer: a user id without a valid token is 401, another user’s id 403', async () => {
    const shopper = await makeShopper(t.database.db);
    const body = guestOrder([{ product_id: cream.id, quantity: 1 }], CREAM_DELIVERED);
    expect((await order({ ...body, u_id: shopper.id })).status).toBe(401);
    expect(
      (await order({ ...body, u_id: String(shopper.id) }, { authorization: 'Bearer stale' })).status,
    ).toBe(401);
    expect((await order(body, { authorization: 'Bearer stale' })).status).toBe(401);
    const other = await order({ ...body, u_id: shopper.id + 1 }, shopper.auth);
    expect(other.status).toBe(403);
  });
});

describe('a logged-in customer places an order', () => {
  it('is recorded on the account and empties the server cart', async () => {
    const shopper = await makeShopper(t.database.db);
    await t.post('add/cart', { productid: cream.id, quantity: 2 }, shopper.auth);
    const response = await order(
      { ...guestOrder([{ product_id: cream.id, quantity: 2 }], 900), u_id: String(shopper.id) },
      shopper.auth,
    );
    expect(response.status).toBe(200);
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, response.body.order_id));
    expect(saved!.userId).toBe(shopper.id);
    expect(await t.database.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).toEqual([]);
    const history = await t.post('list/order', { u_id: shopper.id }, shopper.auth);
    expect(history.body.list).toHaveLength(1);
  });

  it('keeps the cart when the order is refused', async () => {
    const shopper = await makeShopper(t.database.db);
    await t.post('add/cart', { productid: cream.id, quantity: 2 }, shopper.auth);
    const refused = await order(guestOrder([{ product_id: cream.id, quantity: 2 }], 1), shopper.auth);
    expect(refused.status).toBe(409);
    expect(await t.database.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).toHaveLength(
      1,
    );
  });
});

describe('an online order', () => {
  it('waits for its payment: sandbox link, lines in Payment pending, a payment due in 30 minutes', async () => {
    const stock = await stockOf(t.database.db, serum.packs[0]!);
    const response = await order(
      guestOrder([{ product_id: serum.id, quantity: 1 }], 649, { payment_method: 'online' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.paymentLinkUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]{32}$/);
    const id = response.body.order_id;
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(saved!.paymentStatus).toBe('pending');
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line!.deliveryStatus).toBe('Payment pending');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ gateway: 'sandbox', status: 'pending', amountPaise: 64_900 });
    expect(response.body.paymentLinkUrl).toBe(`/pay/sandbox/${payment!.reference}`);
    const minutes = (payment!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
    expect(await stockOf(t.database.db, serum.packs[0]!)).toBe(stock - 1);
    const mail = decodeQuotedPrintable(await waitForMail((raw) => raw.includes(`#${id}`)));
    expect(mail).toContain(`${t.config.publicUrl}/pay/sandbox/${payment!.reference}`);
  });

  it('is undone at once when the gateway cannot give a link: stock back, 503, the key free again', async () => {
    let failing = true;
    const flaky: PaymentGateway = {
      name: 'sandbox',
      async createPaymentLink(request) {
        if (failing) throw new Error('gateway down');
        return { url: `/pay/sandbox/${request.reference}` };
      },
      async refund() {},
    };
    const app = await createTestApp({}, { payments: flaky });
    try {
      const product = await makeProduct(app.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 3 }]);
      const body = guestOrder([{ product_id: product.id, quantity: 3 }], 1497, { payment_method: 'online' });
      const headers = { 'idempotency-key': 'checkout-flaky-1' };
      const refused = await app.post('add/order', body, headers);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(messages.paymentUnavailable);
      expect(await stockOf(app.database.db, product.packs[0]!)).toBe(3);
      const [cancelled] = await app.database.db.select().from(orders);
      expect(cancelled).toMatchObject({ paymentStatus: 'failed', cancelledAt: expect.any(Date) });
      failing = false;
      const retried = await app.post('add/order', body, headers);
      expect(retried.status).toBe(200);
      expect(retried.body.order_id).not.toBe(cancelled!.id);
      expect(await stockOf(app.database.db, product.packs[0]!)).toBe(0);
    } finally {
      await app.close();
    }
  });
});

/** The first mail in the outbox folder that `match`es, once one is there. */
function waitForMail(match: (raw: string) => boolean): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  return waitFor('such a mail in the outbox', () => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    return files.map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')).find(match);
  });
}

/** The mail's text with quoted-printable soft breaks and escapes undone (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
  return bytes;
}
