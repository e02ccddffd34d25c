import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, indiaMonthOf } from '@prime/contract';
import { insertCategory, insertConcern, insertProduct, insertReview } from '../../db/factories.ts';
import { packSizes, reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
const ids = { serums: 0, acne: 0, pigmentation: 0 };
const p = { vitaminC: 0, ceramide: 0 };

const list = async (body: object) => {
  const response = await t.post('product/list', body);
  expect(response.status).toBe(200);
  return response.body.list;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.serums = await insertCategory(db, 'Serums');
  ids.acne = await insertConcern(db, 'Acne');
  ids.pigmentation = await insertConcern(db, 'Pigmentation');
  p.vitaminC = (
    await insertProduct(db, {
      name: 'Vitamin C Serum',
      categoryId: ids.serums,
      concernId: ids.pigmentation,
      image: 'uploads/products/vitamin-c.webp',
      gallery: ['uploads/products/vitamin-c-1.webp', 'uploads/products/vitamin-c-2.webp'],
      howItWorks: 'Brightens.',
      howToUse: 'Two drops at night.',
      suitableFor: 'All skin types',
      materialContent: 'Ascorbic acid 10%',
      bestSellerRank: 2,
      packs: [
        { grams: 50, mrp: 599, price: 499, stock: 30 },
        { grams: 100, mrp: 999.5, price: 849.25, stock: 12 },
      ],
      ingredients: [
        { description: 'Vitamin C', image: 'uploads/ingredients/vitamin-c.svg' },
        { description: 'Ferulic acid', image: 'uploads/ingredients/ferulic.svg' },
      ],
    })
  ).id;
  p.ceramide = (
    await insertProduct(db, {
      name: 'Ceramide Cream',
      slug: 'ceramide-cream',
      categoryId: ids.serums,
      concernId: ids.acne,
    })
  ).id;

  for (const rating of [5, 4, 4]) {
    await insertReview(db, { productId: p.vitaminC, rating, heading: 'Nice', comment: 'Works well.' });
  }
  const hidden = await insertReview(db, {
    productId: p.vitaminC,
    rating: 1,
    heading: 'Spam',
    comment: 'Spam.',
  });
  await db.update(reviews).set({ status: 0 }).where(eq(reviews.id, hidden));
  invalidateCatalogueCache();
});
afterAll(() => t.close());

describe('Product fields', () => {
  it('names the canonical page of each product by its slug, and finds a product by it', async () => {
    const [product] = await list({ p_id: p.ceramide });
    expect(product.p_slug).toBe('ceramide-cream');
    expect((await list({ p_slug: 'ceramide-cream' })).map((found: { p_id: number }) => found.p_id)).toEqual([
      p.ceramide,
    ]);
    expect(await list({ p_slug: 'no-such-product' })).toEqual([]);
  });

  it('prices from the first pack size, in rupees, and totals the stock', async () => {
    const [product] = await list({ p_id: p.vitaminC });
    const [first, second] = await t.database.db
      .select({ id: packSizes.id })
      .from(packSizes)
      .where(eq(packSizes.productId, p.vitaminC))
      .orderBy(packSizes.sortOrder);
    expect(product).toMatchObject({
      p_id: p.vitaminC,
      p_productname: 'Vitamin C Serum',
      p_image: 'uploads/products/vitamin-c.webp',
      p_prize: 599,
      p_discount_prize: 499,
      p_discount: 17,
      p_description: 'Vitamin C Serum for everyday care.',
      p_stocks: 42,
      p_category: ids.serums,
      p_concern_category: ids.pigmentation,
      p_status: 1,
      p_upcoming: 0,
      p_quantity_types: '50gm',
      p_how_it_works: 'Brightens.',
      p_how_to_use: 'Two drops at night.',
      p_suitable_for: 'All skin types',
      p_material_content: 'Ascorbic acid 10%',
    });
    expect(product.product_price).toEqual([
      {
        pp_id: first!.id,
        pp_packet_size: 50,
        pp_prize: 599,
        pp_discount_prize: 499,
        pp_discount: 17,
        pp_stocks: 30,
        pp_unit_price: 9.98,
        // The lot the next unit comes from: the fixtures' stock expires 24 months from now.
        pp_expiry: addMonths(indiaMonthOf(new Date()), 24),
      },
      {
        pp_id: second!.id,
        pp_packet_size: 100,
        pp_prize: 999.5,
        pp_discount_prize: 849.25,
        pp_discount: 15,
        pp_stocks: 12,
        pp_unit_price: 8.49,
        pp_expiry: addMonths(indiaMonthOf(new Date()), 24),
      },
    ]);
    expect(product.productimage.map((image: { pi_image: string }) => image.pi_image)).toEqual([
      'uploads/products/vitamin-c-1.webp',
      'uploads/products/vitamin-c-2.webp',
    ]);
    expect(product.ingredients).toEqual([
      {
        pin_id: expect.any(Number),
        pin_description: 'Vitamin C',
        pin_image: 'uploads/ingredients/vitamin-c.svg',
      },
      {
        pin_id: expect.any(Number),
        pin_description: 'Ferulic acid',
        pin_image: 'uploads/ingredients/ferulic.svg',
      },
    ]);
  });

  it('rates by the mean of published reviews to 2 decimals, 0 without reviews', async () => {
    const [reviewed] = await list({ p_id: p.vitaminC });
    expect(reviewed).toMatchObject({ p_rating: 4.33, reviewcount: 3 });
    const [unreviewed] = await list({ p_id: p.ceramide });
    expect(unreviewed).toMatchObject({ p_rating: 0, reviewcount: 0, p_concern_category: ids.acne });
  });
});

describe('read cache', () => {
  it('serves a listing from memory until invalidateCatalogueCache() is called', async () => {
    const before = await list({ p_id: p.ceramide });
    expect(before[0].p_discount_prize).toBe(499);
    await t.database.db
      .update(packSizes)
      .set({ pricePaise: 45_000 })
      .where(eq(packSizes.productId, p.ceramide));

    const cached = await list({ p_id: String(p.ceramide) });
    expect(cached[0].p_discount_prize).toBe(499);

    invalidateCatalogueCache();
    const fresh = await list({ p_id: p.ceramide });
    expect(fresh[0]).toMatchObject({ p_discount_prize: 450, p_discount: 25 });
  });
});
