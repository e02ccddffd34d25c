// The shop's settings as staff keep them: the demo shop's values, a save that quotes and orders use
// at once (also one written by another process), its audit record, and refusals at each field that
// change nothing.
import { settingsMessages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeShopSettings } from '../../db/shop-settings.ts';
import { bumpSiteRevision } from '../../db/site-revision.ts';
import { runTransaction } from '../../db/transaction.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let toner: TestProduct; // ₹600
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  toner = await makeProduct(t.database.db, [{ grams: 100, mrp: 700, price: 600, stock: 40 }]);
});
afterAll(() => t.close());

/** Consumer care and the grievance officer: none until staff give them (product-declarations.test.ts). */
const NO_CONTACTS = {
  care_phone: null,
  care_email: null,
  grievance_officer_name: null,
  grievance_officer_email: null,
  grievance_officer_phone: null,
};
const DEMO = {
  free_delivery_from: 499,
  delivery_charge: 49,
  cod_charge: 0,
  low_stock_at: 10,
  staff_email: null,
  ...NO_CONTACTS,
  // Cash on delivery's limits (decision 0031): none in the demo shop but two returned parcels a shopper.
  cod_max_amount: null,
  cod_blocked_pincodes: [],
  cod_rto_limit: 2,
  cod_confirm_hours: null,
  return_days: 7,
  min_shelf_life_days: 90,
};
const settings = async () => (await t.post('admin/settings/get', {}, admin.auth)).body.data;
const save = (body: Record<string, unknown>) => t.post('admin/settings/save', body, admin.auth);
const quoteFor = async (payment_method: string) =>
  (await t.post('order/quote', { product_details: [{ product_id: toner.id, quantity: 1 }], payment_method }))
    .body.data;

describe('admin/settings', () => {
  it('starts with the demo shop’s values: free delivery from ₹499, else ₹49, cash on delivery free', async () => {
    const { status, body } = await t.post('admin/settings/get', {}, admin.auth);
    expect(status).toBe(200);
    expect(body).toEqual({ result: true, message: 'Success', data: DEMO });
  });

  it('is for admins only', async () => {
    expect((await t.post('admin/settings/get', {})).status).toBe(401);
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('admin/settings/save', DEMO, shopper.auth)).status).toBe(403);
  });

  it('saves all five, audited, and the next quote and order charge the new values', async () => {
    expect(await quoteFor('cod')).toMatchObject({ delivery_charge: 0, cod_charge: 0, amount: 600 });
    const next = {
      free_delivery_from: '999.50',
      delivery_charge: 60,
      cod_charge: 25.5,
      low_stock_at: '4',
      staff_email: ' orders@prime.example.in ',
    };
    const saved = await save(next);
    expect(saved.status).toBe(200);
    const stored = {
      free_delivery_from: 999.5,
      delivery_charge: 60,
      cod_charge: 25.5,
      low_stock_at: 4,
      staff_email: 'orders@prime.example.in',
      ...NO_CONTACTS,
      cod_max_amount: null,
      cod_blocked_pincodes: [],
      cod_rto_limit: 2,
      cod_confirm_hours: null,
      // Left out of the save: kept as it was.
      return_days: 7,
      // Left out of the save: kept.
      min_shelf_life_days: 90,
    };
    expect(saved.body).toEqual({ result: true, message: settingsMessages.saved, data: stored });
    expect(await settings()).toEqual(stored);

    expect(await quoteFor('cod')).toMatchObject({ delivery_charge: 60, cod_charge: 25.5, amount: 685.5 });
    expect(await quoteFor('online')).toMatchObject({ delivery_charge: 60, cod_charge: 0, amount: 660 });
    const lines = [{ product_id: toner.id, quantity: 1 }];
    const placed = await t.post('add/order', guestOrder(lines, 685.5));
    expect(placed.status).toBe(200);
    const listed = await t.post('admin/order/list', { search: String(placed.body.order_id) }, admin.auth);
    expect(listed.body.list[0]).toMatchObject({
      od_amount: 685.5,
      od_delivery_charge: 60,
      od_cod_charge: 25.5,
    });

    const audit = await t.post('admin/audit/list', { target: 'settings:shop' }, admin.auth);
    expect(audit.body.list[0]).toMatchObject({
      a_actor_email: admin.email,
      a_action: 'settings.save',
      a_target: 'settings:shop',
      a_before: DEMO,
      a_after: stored,
    });
  });

  it('keeps the return window given, 1 to 60 days, and the server’s returns follow it', async () => {
    const refused = await save({ ...DEMO, return_days: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'return_days', message: settingsMessages.returnDays }]);
    const saved = await save({ ...DEMO, return_days: '14' });
    expect(saved.body.data).toMatchObject({ return_days: 14 });
    expect((await t.post('shop/charges', {})).body.data).toMatchObject({ return_days: 14 });
    await save(DEMO);
  });

  it('prices with a change another process wrote, from the next quote on', async () => {
    await runTransaction(t.database.db, async (tx) => {
      await writeShopSettings(tx, {
        free_delivery_from: 0,
        delivery_charge: 0,
        cod_charge: 1000,
        low_stock_at: 10,
        staff_email: null,
      });
      await bumpSiteRevision(tx);
    });
    expect(await quoteFor('cod')).toMatchObject({ delivery_charge: 0, cod_charge: 10, amount: 610 });
  });

  it('refuses each wrong field at that field with its words, and changes nothing', async () => {
    const before = await settings();
    const { status, body } = await save({
      free_delivery_from: -1,
      delivery_charge: '49.999',
      cod_charge: 'free',
      low_stock_at: 2.5,
      staff_email: 'staff@',
    });
    expect(status).toBe(400);
    expect(body.message).toBe(settingsMessages.rupees);
    expect(body.errors).toEqual([
      { field: 'free_delivery_from', message: settingsMessages.rupees },
      { field: 'delivery_charge', message: settingsMessages.rupees },
      { field: 'cod_charge', message: settingsMessages.rupees },
      { field: 'low_stock_at', message: settingsMessages.lowStock },
      { field: 'staff_email', message: settingsMessages.staffEmail },
    ]);
    const missing = await save({ free_delivery_from: 499, delivery_charge: 49, cod_charge: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'low_stock_at',
      'staff_email',
    ]);
    expect(await settings()).toEqual(before);
  });

  it('takes an empty staff mail as none, and 0 as a charge', async () => {
    const saved = await save({ ...DEMO, delivery_charge: 0, staff_email: '' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...DEMO, delivery_charge: 0, staff_email: null });
  });
});
