// Coupons: saved and listed by admins, checked by shoppers with the refusals in their order and words,
// applied again by add/order inside its transaction (409 when they no longer apply), `max_uses` held
// under orders placed at once, and a cancelled order giving its use back.
import { eq } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, payments, rateLimits } from '../../db/schema.ts';
import { expireDuePayments } from '../../payments/payment-jobs.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The demo shop's delivery charge, on an order below ₹499 after its coupon. */
const DELIVERY = 49;

let t: TestApp;
let admin: Shopper;
let serum: TestProduct; // ₹499 a unit
let cream: TestProduct; // ₹1,250.25 a unit

const saveCoupon = (body: Record<string, unknown>) =>
  t.post(
    'admin/coupon/save',
    {
      min_amount: 0,
      first_order_only: 0,
      max_uses: null,
      starts_at: null,
      ends_at: null,
      active: 1,
      ...body,
    },
    admin.auth,
  );
const lines = (product: TestProduct, quantity = 1) => [{ product_id: product.id, quantity, packet_size: '' }];
const check = (code: string, productDetails: unknown, extra: Record<string, unknown> = {}, headers = {}) =>
  t.post('check/coupon', { code, product_details: productDetails, ...extra }, headers);
let emailCount = 0;
const freshEmail = () => `coupon.shopper${(emailCount += 1)}@example.in`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 599, price: 499, stock: 500 }]);
  cream = await makeProduct(t.database.db, [{ grams: 50, mrp: 1500, price: 1250.25, stock: 500 }]);
});
afterAll(() => t.close());

describe('admin/coupon/save and list', () => {
  it('saves a code upper-cased, updates it on a second save, and lists it with its uses', async () => {
    const saved = await saveCoupon({ code: ' save15 ', kind: 'percent', value: 15, first_order_only: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: true, message: 'Coupon saved', code: 'SAVE15' });
    const updated = await saveCoupon({
      code: 'Save15',
      kind: 'percent',
      value: '20',
      min_amount: '999.50',
      max_uses: 3,
      ends_at: '2099-12-31T23:59:00+05:30',
    });
    expect(updated.status).toBe(200);
    const list = (await t.post('admin/coupon/list', {}, admin.auth)).body.list;
    expect(list.find((coupon: { code: string }) => coupon.code === 'SAVE15')).toEqual({
      code: 'SAVE15',
      kind: 'percent',
      value: 20,
      min_amount: 999.5,
      first_order_only: 0,
      max_uses: 3,
      uses: 0,
      starts_at: null,
      ends_at: '2099-12-31T18:29:00.000Z',
      active: 1,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'coupon:SAVE15'))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['coupon.save', 'coupon.save']);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.before).toMatchObject({ value: 15, first_order_only: 1 });
    expect(audit[1]!.after).toMatchObject({ value: 20, max_uses: 3 });
  });

  it('refuses to add a code that exists in any case (409), changing nothing; a plain save still edits it', async () => {
    expect(
      (await saveCoupon({ code: 'FIRST10', kind: 'percent', value: 10, first_order_only: 1 })).status,
    ).toBe(200);
    const listed = async () =>
      (await t.post('admin/coupon/list', {}, admin.auth)).body.list.find(
        (coupon: { code: string }) => coupon.code === 'FIRST10',
      );
    const before = await listed();
    const entries = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'coupon:FIRST10'))).length;
    const logged = await entries();

    const added = await saveCoupon({ code: 'first10', kind: 'percent', value: 50, is_new: 1 });
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ result: false, message: 'A coupon with this code already exists.' });
    expect(await listed()).toEqual(before);
    expect(await entries()).toBe(logged);

    const edited = await saveCoupon({ code: 'First10', kind: 'percent', value: 12, is_new: 0 });
    expect(edited.status).toBe(200);
    expect(await listed()).toMatchObject({ value: 12 });
    expect((await saveCoupon({ code: 'BRANDNEW', kind: 'flat', value: 50, is_new: true })).status).toBe(200);
  });

  it.each([
    [
      { code: 'X', kind: 'flat', value: 100 },
      'code',
      'A code is 3 to 30 letters, digits, hyphens or underscores.',
    ],
    [{ code: 'BADKIND', kind: 'gift', value: 100 }, 'kind', 'Choose percent or flat.'],
    [
      { code: 'TOOMUCH', kind: 'percent', value: 95 },
      'value',
      'A percent coupon takes a whole number from 1 to 90.',
    ],
    [
      { code: 'HALFPCT', kind: 'percent', value: 10.5 },
      'value',
      'A percent coupon takes a whole number from 1 to 90.',
    ],
    [
      { code: 'ZEROFLAT', kind: 'flat', value: 0 },
      'value',
      'A flat coupon takes an amount in rupees above 0, with at most 2 decimals.',
    ],
    [
      { code: 'NEGMIN', kind: 'flat', value: 50, min_amount: -1 },
      'min_amount',
      'The minimum order is an amount in rupees of 0 or more, with at most 2 decimals.',
    ],
    [
      { code: 'NOUSES', kind: 'flat', value: 50, max_uses: 0 },
      'max_uses',
      'Uses must be a whole number of at least 1, or empty for no limit.',
    ],
    [
      { code: 'BADDATE', kind: 'flat', value: 50, starts_at: '31/12/2025' },
      'starts_at',
      'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
    ],
    [
      {
        code: 'OLDDATE',
        kind: 'flat',
        value: 50,
        starts_at: '0000-01-01T00:00:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      },
      'starts_at',
      'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
    ],
    [
      {
        code: 'OLDDATE',
        kind: 'flat',
        value: 50,
        starts_at: '0001-01-01T00:00:00+05:30',
        ends_at: '2030-01-01T00:00:00Z',
      },
      'starts_at',
      'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
    ],
    [
      {
        code: 'OLDDATE',
        kind: 'flat',
        value: 50,
        starts_at: '1999-12-31T23:59:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      },
      'starts_at',
      'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
    ],
    [
      { code: 'YEARZERO', kind: 'flat', value: 50, ends_at: '0000-12-31T23:59' },
      'ends_at',
      'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
    ],
    [
      {
        code: 'BACKWARD',
        kind: 'flat',
        value: 50,
        starts_at: '2030-01-02T00:00:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      },
      'ends_at',
      'The end must come after the start.',
    ],
  ])('refuses %o with 400 on its field, saving nothing', async (body, field, message) => {
    const refused = await saveCoupon(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
    const list = (await t.post('admin/coupon/list', {}, admin.auth)).body.list;
    expect(list.map((coupon: { code: string }) => coupon.code)).not.toContain(
      String(body.code).toUpperCase(),
    );
  });
});

describe('admins saving one coupon at once', () => {
  it('serves each save whole, one after the other: every answer 200 or 409, never an error, one record per saved change', async () => {
    const second = await makeShopper(t.database.db, 'admin');
    for (let round = 0; round < 5; round += 1) {
      const code = `RUSH${round}`;
      const answers = await Promise.all([
        saveCoupon({ code, kind: 'flat', value: 100 }),
        t.post(
          'admin/coupon/save',
          { code: code.toLowerCase(), kind: 'percent', value: 12, min_amount: 0, active: 1 },
          second.auth,
        ),
        saveCoupon({ code, kind: 'flat', value: 150 }),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      const listed = (await t.post('admin/coupon/list', {}, admin.auth)).body.list.filter(
        (coupon: { code: string }) => coupon.code === code,
      );
      expect(listed).toHaveLength(1);
      const log = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `coupon:${code}`))
        .orderBy(auditLog.id);
      expect(log).toHaveLength(answers.filter((answer) => answer.status === 200).length);
      expect(log[0]!.before).toBeNull();
      expect(log.at(-1)!.after).toEqual(listed[0]);
    }
  });
});

describe('check/coupon', () => {
  beforeAll(async () => {
    await saveCoupon({ code: 'TENOFF', kind: 'percent', value: 10 });
    await saveCoupon({ code: 'FLAT200', kind: 'flat', value: 200, min_amount: 1499 });
    await saveCoupon({ code: 'HUGE', kind: 'flat', value: 100000 });
    await saveCoupon({ code: 'SLEEPING', kind: 'flat', value: 50, active: 0 });
    await saveCoupon({ code: 'SOON', kind: 'flat', value: 50, starts_at: '2099-01-01T00:00:00Z' });
    await saveCoupon({ code: 'OVER', kind: 'flat', value: 50, ends_at: '2020-01-01T00:00:00Z' });
    await saveCoupon({ code: 'FIRSTONLY', kind: 'percent', value: 10, first_order_only: 1 });
  });

  it('applies a percent coupon rounded to the paisa, case-insensitively, and answers the total after it', async () => {
    const checked = await check('tenoff', lines(cream));
    expect(checked.status).toBe(200);
    // 10% of ₹1,250.25 is ₹125.025: ₹125.03 to the paisa.
    expect(checked.body).toMatchObject({
      result: true,
      message: 'Coupon applied!',
      code: 'TENOFF',
      discount: 125.03,
      amount: 1125.22,
    });
  });

  it('never takes more than the total', async () => {
    const checked = await check('HUGE', lines(serum, 2));
    expect(checked.body).toMatchObject({ discount: 998, amount: 0 });
  });

  it.each([
    ['NOSUCHCODE', 'Invalid coupon code.'],
    ['SLEEPING', 'Invalid coupon code.'],
    ['SOON', 'This coupon is not active yet.'],
    ['OVER', 'This coupon has expired.'],
    ['FLAT200', 'Add ₹1,000 more to use this coupon.'],
  ])('refuses %s with 400 %s', async (code, message) => {
    const refused = await check(code, lines(serum));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: false, message });
  });

  it('writes the shortfall as the storefront writes prices, paise included', async () => {
    expect((await check('FLAT200', lines(cream))).body.message).toBe('Add ₹248.75 more to use this coupon.');
    expect((await check('FLAT200', lines(cream, 2))).body).toMatchObject({ discount: 200, amount: 2300.5 });
  });

  it('checks the refusals in order: an ended coupon is expired before it is used up or too small', async () => {
    await saveCoupon({
      code: 'LAYERED',
      kind: 'flat',
      value: 50,
      min_amount: 5000,
      ends_at: '2020-01-01T00:00:00Z',
      max_uses: 1,
    });
    expect((await check('LAYERED', lines(serum))).body.message).toBe('This coupon has expired.');
    await saveCoupon({ code: 'LAYERED', kind: 'flat', value: 50, min_amount: 5000, max_uses: 1 });
    expect((await check('LAYERED', lines(serum))).body.message).toBe('Add ₹4,501 more to use this coupon.');
  });

  it('judges a first order by the logged-in account, else by user_email, and not at all with neither', async () => {
    const email = freshEmail();
    expect((await check('FIRSTONLY', lines(serum), { user_email: email })).status).toBe(200);
    const placed = await t.post(
      'add/order',
      guestOrder(lines(serum), 449.1 + DELIVERY, { user_email: email, coupon_code: 'FIRSTONLY' }),
    );
    expect(placed.status).toBe(200);
    const again = await check('FIRSTONLY', lines(serum), { user_email: email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This coupon is for your first order only.');
    expect((await check('FIRSTONLY', lines(serum))).status).toBe(200);

    const shopper = await makeShopper(t.database.db);
    expect((await check('FIRSTONLY', lines(serum), {}, shopper.auth)).status).toBe(200);
    await t.post(
      'add/order',
      guestOrder(lines(serum), 499, { user_email: 'other.address@example.in' }),
      shopper.auth,
    );
    const refused = await check('FIRSTONLY', lines(serum), { user_email: freshEmail() }, shopper.auth);
    expect(refused.body.message).toBe('This coupon is for your first order only.');
  });

  it('refuses the lines add/order refuses, with its words: a pack size the product lacks, an unknown or retired product', async () => {
    const size = await check('TENOFF', [{ product_id: cream.id, quantity: 1, packet_size: '500gm' }]);
    expect(size.status).toBe(400);
    expect(size.body.errors).toEqual([
      {
        field: 'product_details.0.packet_size',
        message: 'This pack size is not available for this product.',
      },
    ]);
    expect((await check('TENOFF', [{ product_id: 999_999, quantity: 1 }])).status).toBe(404);
    const retired = await makeProduct(t.database.db, undefined, { status: 0, name: 'Old Toner' });
    const gone = await check('TENOFF', lines(retired));
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Old Toner is no longer available.');
  });

  it('answers 60 checks an hour from one client address, then 429 with Retry-After', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/prime/check/coupon',
        payload: { code: 'FIRSTONLY', product_details: lines(serum), user_email: freshEmail() },
        remoteAddress,
      });
    for (let n = 1; n <= 60; n += 1) expect((await from('10.0.0.31')).statusCode).toBe(200);
    const refused = await from('10.0.0.31');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await from('10.0.0.32')).statusCode).toBe(200);
  });

  it('counts order/quote with a code against the same 60 an hour: no way around it to learn who has ordered', async () => {
    const from = (path: string, remoteAddress: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/prime/${path}`,
        payload: { code: 'FIRSTONLY', product_details: lines(serum), user_email: freshEmail(), ...extra },
        remoteAddress,
      });
    const quote = (remoteAddress: string, withCode = true) =>
      from('order/quote', remoteAddress, {
        code: undefined,
        coupon_code: withCode ? 'FIRSTONLY' : undefined,
      });
    for (let n = 1; n <= 60; n += 1) expect((await from('check/coupon', '10.0.0.41')).statusCode).toBe(200);
    const refused = await quote('10.0.0.41');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().data).toBeUndefined();
    // A quote without a code tells nothing about coupons and is not counted.
    expect((await quote('10.0.0.41', false)).statusCode).toBe(200);

    for (let n = 1; n <= 60; n += 1) expect((await quote('10.0.0.42')).statusCode).toBe(200);
    expect((await quote('10.0.0.42')).statusCode).toBe(429);
    expect((await from('check/coupon', '10.0.0.42')).statusCode).toBe(429);
  });

  it('does not count a quote whose code applies alike for anyone: the coupon a shopper holds, priced again and again', async () => {
    const quote = (coupon_code: string, remoteAddress = '10.0.0.51', headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/prime/order/quote',
        payload: { coupon_code, product_details: lines(serum), payment_method: 'cod' },
        remoteAddress,
        headers,
      });
    for (let n = 1; n <= 70; n += 1) {
      const priced = await quote('TENOFF');
      expect(priced.statusCode, `quote ${n}`).toBe(200);
      expect(priced.json().data.coupon_message).toBe('Coupon applied!');
    }
    // A first-order coupon tells nothing of anyone else before a guest has typed an email, or for the
    // shopper's own account: held too.
    const shopper = await makeShopper(t.database.db);
    for (let n = 1; n <= 35; n += 1) {
      for (const held of [await quote('FIRSTONLY'), await quote('FIRSTONLY', '10.0.0.51', shopper.auth)])
        expect(held.json().data.coupon_message, `quote ${n}`).toBe('Coupon applied!');
    }
    // Nothing was written for them: the cart's every change is priced with a read alone.
    const counters = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'check-coupon:10.0.0.51'));
    expect(counters).toEqual([]);
    // Guesses still count: 60 codes that do not apply, then the address is refused, a held code too.
    for (let n = 1; n <= 60; n += 1) expect((await quote(`GUESS${n}`)).statusCode).toBe(200);
    expect((await quote('GUESS61')).statusCode).toBe(429);
    expect((await quote('TENOFF')).statusCode).toBe(429);
  });

  it('refuses a malformed body with 400: no code, an empty cart', async () => {
    expect((await check('', lines(serum))).body.message).toBe('Invalid coupon code.');
    expect((await check('TENOFF', [])).body.message).toBe('Your cart is empty.');
  });
});

describe('add/order with coupon_code', () => {
  it('takes the discount off the amount, and answers od_discount and od_coupon_code in list/order', async () => {
    await saveCoupon({ code: 'ORDER10', kind: 'percent', value: 10 });
    const shopper = await makeShopper(t.database.db);
    const placed = await t.post(
      'add/order',
      guestOrder(lines(cream), 1125.22, { coupon_code: 'order10', user_email: shopper.email }),
      shopper.auth,
    );
    expect(placed.status).toBe(200);
    const [line] = (await t.post('list/order', {}, shopper.auth)).body.list;
    expect(line).toMatchObject({ od_amount: 1125.22, od_discount: 125.03, od_coupon_code: 'ORDER10' });
    // The amount before the discount is not what this order costs.
    const wrong = await t.post('add/order', guestOrder(lines(cream), 1250.25, { coupon_code: 'ORDER10' }));
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('Prices have changed. Please review your cart.');
  });

  it('places the order a coupon worth the whole cart leaves nothing to pay for, as check/coupon said', async () => {
    await saveCoupon({ code: 'GIFT5000', kind: 'flat', value: 5000 });
    const checked = await check('GIFT5000', lines(serum, 2));
    expect(checked.body).toMatchObject({ message: 'Coupon applied!', discount: 998, amount: 0 });
    const shopper = await makeShopper(t.database.db);
    // Below the free-delivery threshold the delivery charge is still to pay, online or on delivery.
    const delivered = await t.post(
      'add/order',
      guestOrder(lines(serum, 2), DELIVERY, { coupon_code: 'GIFT5000', payment_method: 'online' }),
      shopper.auth,
    );
    expect(delivered.status).toBe(200);
    expect(delivered.body.paymentLinkUrl).toEqual(expect.any(String));
    // A shop that delivers free: nothing is left to pay, which is not an order to pay online.
    const settings = {
      free_delivery_from: 0,
      delivery_charge: 49,
      cod_charge: 0,
      low_stock_at: 10,
      staff_email: null,
    };
    expect((await t.post('admin/settings/save', settings, admin.auth)).status).toBe(200);
    const online = await t.post(
      'add/order',
      guestOrder(lines(serum, 2), 0, { coupon_code: 'GIFT5000', payment_method: 'online' }),
      shopper.auth,
    );
    expect(online.status).toBe(400);
    expect(online.body.errors).toEqual([{ field: 'payment_method', message: messages.nothingToPayOnline }]);
    const placed = await t.post(
      'add/order',
      guestOrder(lines(serum, 2), 0, { coupon_code: 'GIFT5000' }),
      shopper.auth,
    );
    expect(placed.status).toBe(200);
    const [line] = (await t.post('list/order', {}, shopper.auth)).body.list;
    expect(line).toMatchObject({ od_amount: 0, od_discount: 998, od_payment_method: 'cod' });
    // Without the coupon the same cart costs something: 0 is the checkout's refusal.
    const free = await t.post('add/order', guestOrder(lines(serum, 2), 0), shopper.auth);
    expect(free.status).toBe(400);
    expect(free.body.message).toBe(messages.orderAmountZero);
    await t.post('admin/settings/save', { ...settings, free_delivery_from: 499 }, admin.auth);
  });

  it('answers 409 with the coupon’s message and makes no order when it does not apply, an unknown code too', async () => {
    const before = (await t.database.db.select().from(orders)).length;
    for (const [code, message] of [
      ['NOPE', 'Invalid coupon code.'],
      ['OVER', 'This coupon has expired.'],
      ['FLAT200', 'Add ₹1,000 more to use this coupon.'],
    ] as const) {
      const refused = await t.post(
        'add/order',
        guestOrder(lines(serum), 449.1 + DELIVERY, { coupon_code: code, user_email: freshEmail() }),
      );
      expect([code, refused.status, refused.body.message]).toEqual([code, 409, message]);
    }
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it('holds max_uses under orders placed at once, and a cancelled order gives its use back', async () => {
    await saveCoupon({ code: 'ONLYTHREE', kind: 'flat', value: 100, max_uses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => makeShopper(t.database.db)));
    // Each buys a product of their own: no pack size lock puts the orders in a row, only the coupon's.
    const own = await Promise.all(
      shoppers.map(() => makeProduct(t.database.db, [{ grams: 30, mrp: 599, price: 499, stock: 5 }])),
    );
    const answers = await Promise.all(
      shoppers.map((shopper, n) =>
        t.post(
          'add/order',
          guestOrder(lines(own[n]!), 399 + DELIVERY, { coupon_code: 'ONLYTHREE', user_email: shopper.email }),
          shopper.auth,
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This coupon has reached its limit.');
    }
    const listed = async () =>
      (await t.post('admin/coupon/list', {}, admin.auth)).body.list.find(
        (coupon: { code: string }) => coupon.code === 'ONLYTHREE',
      );
    expect((await listed()).uses).toBe(3);

    const owner = shoppers[answers.indexOf(placed[0]!)]!;
    const cancelled = await t.post(
      'cancel-order',
      { od_id: placed[0]!.body.order_id, reason: 'Changed my mind' },
      owner.auth,
    );
    expect(cancelled.status).toBe(200);
    expect((await listed()).uses).toBe(2);
    const spare = shoppers.find((shopper) => shopper !== owner)!;
    const again = await t.post(
      'add/order',
      guestOrder(lines(serum), 399 + DELIVERY, { coupon_code: 'ONLYTHREE', user_email: spare.email }),
      spare.auth,
    );
    expect(again.status).toBe(200);
    expect((await listed()).uses).toBe(3);
  });

  it('applies a first-order coupon again once the first order is cancelled', async () => {
    await saveCoupon({ code: 'WELCOME5', kind: 'percent', value: 5, first_order_only: 1 });
    const shopper = await makeShopper(t.database.db);
    const first = await t.post(
      'add/order',
      guestOrder(lines(serum), 474.05 + DELIVERY, { coupon_code: 'WELCOME5', user_email: shopper.email }),
      shopper.auth,
    );
    expect(first.status).toBe(200);
    expect((await check('WELCOME5', lines(serum), {}, shopper.auth)).body.message).toBe(
      'This coupon is for your first order only.',
    );
    expect((await t.post('cancel-order', { od_id: first.body.order_id }, shopper.auth)).status).toBe(200);
    expect((await check('WELCOME5', lines(serum), {}, shopper.auth)).status).toBe(200);
    const again = await t.post(
      'add/order',
      guestOrder(lines(serum), 474.05 + DELIVERY, { coupon_code: 'WELCOME5', user_email: shopper.email }),
      shopper.auth,
    );
    expect(again.status).toBe(200);
  });

  it('keeps the use while a failed online payment waits for another try; its expiry gives it back', async () => {
    await saveCoupon({ code: 'ONLYONE', kind: 'flat', value: 50, max_uses: 1 });
    const online = await t.post(
      'add/order',
      guestOrder(lines(serum), 449 + DELIVERY, {
        coupon_code: 'ONLYONE',
        payment_method: 'online',
        user_email: freshEmail(),
      }),
    );
    expect(online.status).toBe(200);
    expect((await check('ONLYONE', lines(serum))).body.message).toBe('This coupon has reached its limit.');
    const failed = await t.app.inject({
      method: 'POST',
      url: online.body.paymentLinkUrl,
      payload: 'outcome=failure',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(failed.statusCode).toBe(303);
    expect((await check('ONLYONE', lines(serum))).body.message).toBe('This coupon has reached its limit.');
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.orderId, online.body.order_id));
    await expireDuePayments(t.database.db);
    expect((await check('ONLYONE', lines(serum))).status).toBe(200);
  });
});
