// What a listing must declare (decision 0029): a product on sale is refused without its generic name,
// manufacturer or shelf life; declarations are saved, kept when left out and answered with every
// product, pack sizes carry their unit sale price; and the seller's contacts in the shop settings
// and `shop/info`.
import { declarationMessages, settingsMessages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertCategory } from '../../db/factories.ts';
import { mailOutbox } from '../../db/schema.ts';
import { guestOrder, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  categoryId = await insertCategory(t.database.db, 'Serums');
});
afterAll(() => t.close());

const MAKER = 'Vardhan Cosmeceuticals Pvt. Ltd., Plot B-14, MIDC Ranjangaon, Pune, Maharashtra 412220';
const body = (overrides: Record<string, unknown> = {}) => ({
  p_productname: 'Retinol Night Serum',
  p_category: categoryId,
  p_description: 'Smooths lines.',
  p_status: 1,
  p_upcoming: 0,
  product_price: [
    { pp_packet_size: 30, pp_prize: 1299, pp_discount_prize: 1099, pp_stocks: 10 },
    { pp_packet_size: 7, pp_prize: 399, pp_discount_prize: 350, pp_stocks: 10 },
  ],
  ...overrides,
});
const save = (sent: object) => t.post('admin/product/save', sent, admin.auth);
const shown = async (p_id: number) => (await t.post('product/list', { p_id })).body.list[0];

describe('product declarations', () => {
  it('refuses a product on sale without its generic name, manufacturer and shelf life, each at its field', async () => {
    const refused = await save(body());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(declarationMessages.genericNameRequired);
    expect(refused.body.errors).toEqual([
      { field: 'p_generic_name', message: declarationMessages.genericNameRequired },
      { field: 'p_manufacturer', message: declarationMessages.manufacturerRequired },
      { field: 'p_shelf_life_months', message: declarationMessages.shelfLifeRequired },
    ]);
    const blank = await save(body({ p_generic_name: ' ', p_manufacturer: MAKER, p_shelf_life_months: 24 }));
    expect(blank.body.errors).toEqual([
      { field: 'p_generic_name', message: declarationMessages.genericNameRequired },
    ]);
    for (const months of [0, 61, 2.5, 'two']) {
      const wrong = await save(body({ p_shelf_life_months: months }));
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toContainEqual({
        field: 'p_shelf_life_months',
        message: declarationMessages.shelfLifeInvalid,
      });
    }
    expect((await save(body({ p_unit: 'kg' }))).body.errors).toContainEqual({
      field: 'p_unit',
      message: declarationMessages.unitInvalid,
    });
  });

  it('saves a hidden or upcoming product without them, and refuses it on sale until they are given', async () => {
    const hidden = await save(body({ p_productname: 'Draft Serum', p_status: 0 }));
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      p_generic_name: null,
      p_unit: 'g',
      p_manufacturer: null,
      p_marketer: null,
      p_country_of_origin: 'India',
      p_shelf_life_months: null,
    });
    const upcoming = await save(body({ p_productname: 'Launch Serum', p_upcoming: 1 }));
    expect(upcoming.status).toBe(200);
    const onSale = await save(body({ p_id: hidden.body.p_id, p_productname: 'Draft Serum', p_status: 1 }));
    expect(onSale.status).toBe(400);
    expect(onSale.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'p_generic_name',
      'p_manufacturer',
      'p_shelf_life_months',
    ]);
  });

  it('answers them with the product, keeps them when left out, and prices 1 g or 1 ml of each pack', async () => {
    const saved = await save(
      body({
        p_generic_name: 'Face serum',
        p_unit: 'ML',
        p_manufacturer: MAKER,
        p_marketer: 'Prime Skincare Pvt. Ltd., Baner Road, Pune 411045',
        p_country_of_origin: 'India',
        p_shelf_life_months: '18',
      }),
    );
    expect(saved.status).toBe(200);
    const product = await shown(saved.body.p_id);
    expect(product).toMatchObject({
      p_generic_name: 'Face serum',
      p_unit: 'ml',
      p_manufacturer: MAKER,
      p_marketer: 'Prime Skincare Pvt. Ltd., Baner Road, Pune 411045',
      p_country_of_origin: 'India',
      p_shelf_life_months: 18,
      p_quantity_types: '30ml',
    });
    // ₹1,099 for 30 ml: ₹36.63 a ml; ₹350 for 7 ml: ₹50.
    expect(product.product_price.map((pack: { pp_unit_price: number }) => pack.pp_unit_price)).toEqual([
      36.63, 50,
    ]);

    const renamed = await save(body({ p_id: saved.body.p_id, p_productname: 'Retinol Night Serum 0.3%' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ p_unit: 'ml', p_shelf_life_months: 18, p_manufacturer: MAKER });
    const cleared = await save(body({ p_id: saved.body.p_id, p_marketer: null, p_country_of_origin: '' }));
    expect(cleared.body.data).toMatchObject({ p_marketer: null, p_country_of_origin: 'India' });
    // A cart's pack size may be written as the product's first size reads.
    const quote = await t.post('order/quote', {
      product_details: [{ product_id: saved.body.p_id, quantity: 1, packet_size: '30ml' }],
    });
    expect(quote.body.data.lines[0]).toMatchObject({ packet_size: 30, problem: null });

    // The order keeps the unit, and its mail and lines say ml.
    const lines = [{ product_id: saved.body.p_id, quantity: 1, packet_size: 30 }];
    const placed = await t.post('add/order', guestOrder(lines, 1099, { user_email: 'ml@example.in' }));
    expect(placed.status).toBe(200);
    const found = await t.post('order/lookup', { od_id: placed.body.order_id, contact: 'ml@example.in' });
    expect(found.body.data.lines[0]).toMatchObject({ op_packet_size: 30, op_unit: 'ml' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'ml@example.in'));
    expect(mail!.textBody).toContain('1 x Retinol Night Serum (30 ml)');
  });
});

describe('shop/info and the contacts in the shop settings', () => {
  const charges = {
    free_delivery_from: 499,
    delivery_charge: 49,
    cod_charge: 0,
    low_stock_at: 10,
    staff_email: null,
  };

  it('names the seller as the invoices do, with no contacts until staff give them', async () => {
    const info = await t.post('shop/info', {});
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      seller_name: t.config.seller.name,
      seller_address: t.config.seller.address,
      seller_gstin: t.config.seller.gstin,
      care_phone: null,
      care_email: null,
      grievance_officer: { name: null, email: null, phone: null },
    });
  });

  it('saves the contacts given, keeps those left out, and shows them at once', async () => {
    const first = await t.post(
      'admin/settings/save',
      {
        ...charges,
        care_phone: '9820012345',
        care_email: 'care@prime.example.in',
        grievance_officer_name: ' Meera Kulkarni ',
        grievance_officer_email: 'grievance@prime.example.in',
        grievance_officer_phone: '9820054321',
      },
      admin.auth,
    );
    expect(first.status).toBe(200);
    const kept = await t.post('admin/settings/save', { ...charges, care_email: null }, admin.auth);
    expect(kept.body.data).toMatchObject({
      care_phone: '9820012345',
      care_email: null,
      grievance_officer_name: 'Meera Kulkarni',
    });
    expect((await t.post('shop/info', {})).body.data).toMatchObject({
      care_phone: '9820012345',
      care_email: null,
      grievance_officer: { name: 'Meera Kulkarni', email: 'grievance@prime.example.in', phone: '9820054321' },
    });
  });

  it('refuses a wrong email or phone at its field and changes nothing', async () => {
    const before = (await t.post('admin/settings/get', {}, admin.auth)).body.data;
    const refused = await t.post(
      'admin/settings/save',
      { ...charges, care_phone: '12345', grievance_officer_email: 'officer@' },
      admin.auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'care_phone', message: settingsMessages.contactPhone },
      { field: 'grievance_officer_email', message: settingsMessages.contactEmail },
    ]);
    expect((await t.post('admin/settings/get', {}, admin.auth)).body.data).toEqual(before);
  });
});
