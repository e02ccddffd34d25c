// `product/list` sort, price and stock filters, and the best match first for a search
// (contract/src/catalogue.ts, docs/decisions/0020-search.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertConcern, insertProduct, insertReview } from '../../db/factories.ts';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
let category = 0;
let concern = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

const names = (list: { p_productname: string }[]) => list.map((product) => product.p_productname);
const list = async (body: object) => {
  const response = await t.post('product/list', { category_id: category, ...body });
  expect(response.status).toBe(200);
  return names(response.body.list);
};

/** An order of `quantity` units of the product, placed `daysAgo` days ago. */
async function sell(productId: number, quantity: number, daysAgo: number, status = 'Pending') {
  const db = t.database.db;
  const [order] = await db
    .insert(schema.orders)
    .values({
      amountPaise: 49_900 * quantity,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '9876543210',
      address: '1 MG Road',
      state: 'Maharashtra',
      pincode: '400001',
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning({ id: schema.orders.id });
  await db.insert(schema.orderLines).values({
    orderId: order!.id,
    productId,
    productName: 'sold',
    grams: 50,
    quantity,
    unitPricePaise: 49_900,
    unitMrpPaise: 59_900,
    deliveryStatus: status,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await insertCategory(db, 'Balms');
  concern = await insertConcern(db, 'Redness');
  // Inserted oldest first: Amber, Birch, Cedar, Dune.
  const amber = await insertProduct(db, {
    name: 'Amber Balm',
    categoryId: category,
    description: 'A rich balm with shea butter.',
    packs: [
      { grams: 50, mrp: 900, price: 800, stock: 0 },
      { grams: 100, mrp: 1500, price: 100, stock: 4 },
    ],
  });
  const birch = await insertProduct(db, {
    name: 'Birch Balm',
    categoryId: category,
    concernId: concern,
    description: 'Calms redness with zinc oxide.',
    packs: [{ grams: 50, mrp: 400, price: 300, stock: 0 }],
  });
  const cedar = await insertProduct(db, {
    name: 'Cedar Zinc Balm',
    categoryId: category,
    description: 'A light balm.',
    packs: [{ grams: 50, mrp: 600, price: 500, stock: 9 }],
  });
  const dune = await insertProduct(db, {
    name: 'Dune Balm',
    categoryId: category,
    concernId: concern,
    description: 'A balm for dry lips.',
    packs: [{ grams: 50, mrp: 250, price: 200, stock: 2 }],
  });
  // Later rows are newer by a second each, so `new` does not depend on ids.
  for (const [n, product] of [amber, birch, cedar, dune].entries()) {
    await db
      .update(schema.products)
      .set({ createdAt: new Date(Date.now() - (10 - n) * 1000) })
      .where(eq(schema.products.id, product.id));
  }
  await insertReview(db, { productId: birch.id, rating: 5, heading: 'Lovely', comment: 'Calm skin.' });
  await insertReview(db, { productId: dune.id, rating: 4, heading: 'Good', comment: 'Soft lips.' });
  await insertReview(db, { productId: amber.id, rating: 2, heading: 'Heavy', comment: 'Too rich.' });
  // Last 90 days: Dune 5, Cedar 3, Amber 1; Birch's 50 are older and its 9 were cancelled.
  await sell(dune.id, 5, 2);
  await sell(cedar.id, 3, 30);
  await sell(amber.id, 1, 89);
  await sell(birch.id, 50, 91);
  await sell(birch.id, 9, 1, 'Cancelled');
  invalidateCatalogueCache();
});
afterAll(() => t.close());

describe('product/list sort', () => {
  it('lists the most sold in the last 90 days first by default, cancelled lines not counted', async () => {
    const popular = ['Dune Balm', 'Cedar Zinc Balm', 'Amber Balm', 'Birch Balm'];
    expect(await list({})).toEqual(popular);
    expect(await list({ sort: 'popular' })).toEqual(popular);
  });

  it('sorts by the first pack size’s selling price, low or high', async () => {
    expect(await list({ sort: 'price_low' })).toEqual([
      'Dune Balm',
      'Birch Balm',
      'Cedar Zinc Balm',
      'Amber Balm',
    ]);
    expect(await list({ sort: 'price_high' })).toEqual([
      'Amber Balm',
      'Cedar Zinc Balm',
      'Birch Balm',
      'Dune Balm',
    ]);
  });

  it('sorts by rating, best first, and by newest first', async () => {
    expect(await list({ sort: 'rating' })).toEqual([
      'Birch Balm',
      'Dune Balm',
      'Amber Balm',
      'Cedar Zinc Balm',
    ]);
    expect(await list({ sort: 'new' })).toEqual(['Dune Balm', 'Cedar Zinc Balm', 'Birch Balm', 'Amber Balm']);
  });

  it('refuses another sort with 400 naming the field', async () => {
    const response = await t.post('product/list', { sort: 'cheapest' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      result: false,
      message: 'Sort must be one of popular, price_low, price_high, rating, new.',
      errors: [{ field: 'sort' }],
    });
  });
});

describe('product/list filters', () => {
  it('keeps prices between min_price and max_price, inclusive, in rupees', async () => {
    expect(await list({ min_price: 300, max_price: 500, sort: 'price_low' })).toEqual([
      'Birch Balm',
      'Cedar Zinc Balm',
    ]);
    expect(await list({ min_price: '500', sort: 'price_low' })).toEqual(['Cedar Zinc Balm', 'Amber Balm']);
    expect(await list({ max_price: 199.99 })).toEqual([]);
  });

  it('keeps only products with stock in some pack size with in_stock 1', async () => {
    expect(await list({ in_stock: 1 })).toEqual(['Dune Balm', 'Cedar Zinc Balm', 'Amber Balm']);
    expect(await list({ in_stock: 0 })).toHaveLength(4);
  });

  it('combines with the concern filter and a sort', async () => {
    expect(await list({ concern_id: concern, sort: 'price_high' })).toEqual(['Birch Balm', 'Dune Balm']);
    expect(await list({ concern_id: concern, in_stock: 1 })).toEqual(['Dune Balm']);
  });

  it('refuses a price that is not a number of rupees, 0 or more, naming the field', async () => {
    for (const [body, field] of [
      [{ min_price: -1 }, 'min_price'],
      [{ max_price: 'cheap' }, 'max_price'],
      [{ in_stock: 'yes' }, 'in_stock'],
    ] as const) {
      const response = await t.post('product/list', body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field, message: expect.any(String) }]);
    }
  });

  it('says what is wrong in words a shopper reads, never the validator’s own', async () => {
    const response = await t.post('product/list', { in_stock: 2 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('In stock must be yes or no (1 or 0).');
    expect(response.body.errors).toEqual([
      { field: 'in_stock', message: 'In stock must be yes or no (1 or 0).' },
    ]);
    const upcoming = await t.post('product/list', { upcoming: [] });
    expect(upcoming.body.message).toBe('Upcoming must be yes or no (1 or 0).');
  });
});

describe('product/list search order', () => {
  it('puts a match in the name before one in the description', async () => {
    expect(await list({ search: 'zinc' })).toEqual(['Cedar Zinc Balm', 'Birch Balm']);
  });

  it('orders the matches by the sort asked for', async () => {
    expect(await list({ search: 'zinc', sort: 'price_low' })).toEqual(['Birch Balm', 'Cedar Zinc Balm']);
    expect(await list({ search: 'zinc', in_stock: 1 })).toEqual(['Cedar Zinc Balm']);
  });

  it('refuses an empty, blank or 1-character search with 400 naming the field', async () => {
    for (const search of ['', '   ', 'z', ' z ']) {
      const response = await t.post('product/list', { search });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Search must be at least 2 characters.',
        errors: [{ field: 'search' }],
      });
    }
  });
});
