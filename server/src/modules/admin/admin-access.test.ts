// Every admin call answers 401 to a guest and 403 to a customer, and reaches its handler only for an
// admin: listed from the routes the app registered, so a call added later is held to it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredApiCalls } from '../../http/openapi.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let customer: Shopper;
let admin: Shopper;
let adminCalls: string[];

beforeAll(async () => {
  t = await createTestApp();
  customer = await makeShopper(t.database.db);
  admin = await makeShopper(t.database.db, 'admin');
  adminCalls = registeredApiCalls(t.app)
    .map((call) => call.url.replace(/^\/prime\//, ''))
    .filter((path) => path.startsWith('admin/'));
});
afterAll(() => t.close());

describe('admin calls', () => {
  it('are many: the catalogue, content, orders, reviews, customers, inbox, dashboard, audit and coupons', () => {
    expect(adminCalls).toEqual(
      expect.arrayContaining([
        'admin/product/save',
        'admin/product/image',
        'admin/order/list',
        'admin/review/hide',
        'admin/audit/list',
        'admin/coupon/save',
        'admin/coupon/list',
        'admin/banner/save',
        'admin/dashboard',
      ]),
    );
    expect(adminCalls.length).toBeGreaterThan(25);
  });

  it('answer 401 without a token, or with one that is not a session, and change nothing', async () => {
    for (const path of adminCalls) {
      const guest = await t.post(path, { p_productname: 'Sneaky', code: 'SNEAKY' });
      expect([path, guest.status, guest.body.message]).toEqual([path, 401, 'Please log in to continue.']);
      const forged = await t.post(path, {}, { authorization: 'Bearer not-a-session' });
      expect([path, forged.status]).toEqual([path, 401]);
    }
    const coupons = await t.post('admin/coupon/list', {}, admin.auth);
    expect(coupons.body.list).toEqual([]);
  });

  it('answer 403 to a customer', async () => {
    for (const path of adminCalls) {
      const answer = await t.post(path, {}, customer.auth);
      expect([path, answer.status, answer.body.result]).toEqual([path, 403, false]);
    }
  });

  it('refuse the CSV export to a guest and a customer too', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/prime/admin/order/export' });
    expect(guest.statusCode).toBe(401);
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/prime/admin/order/export',
      headers: customer.auth,
    });
    expect(shopper.statusCode).toBe(403);
  });

  it('reach their handler for an admin: a bad body is a 400 naming its fields, not a refusal', async () => {
    const answer = await t.post('admin/product/save', {}, admin.auth);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['p_productname', 'p_category', 'product_price']),
    );
  });
});
