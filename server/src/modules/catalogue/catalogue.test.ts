import { MAX_ID } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertConcern, insertProduct } from '../../db/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
const ids = { serums: 0, creams: 0, empty: 0, acne: 0, pigmentation: 0 };
const p = { vitaminC: 0, niacinamide: 0, gel: 0, retired: 0, ceramide: 0 };

const names = (list: { p_productname: string }[]) => list.map((product) => product.p_productname);
const list = async (body: object) => {
  const response = await t.post('product/list', body);
  expect(response.status).toBe(200);
  return response.body.list;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.serums = await insertCategory(db, 'Serums', 1);
  ids.creams = await insertCategory(db, 'Creams', 2);
  ids.empty = await insertCategory(db, 'Sunscreens', 3);
  ids.acne = await insertConcern(db, 'Acne', 'uploads/concerns/acne.svg', 1);
  ids.pigmentation = await insertConcern(db, 'Pigmentation', 'uploads/concerns/pigmentation.svg', 2);

  p.vitaminC = (
    await insertProduct(db, {
      name: 'Vitamin C Serum',
      categoryId: ids.serums,
      concernId: ids.pigmentation,
      bestSellerRank: 2,
    })
  ).id;
  p.niacinamide = (
    await insertProduct(db, {
      name: 'Niacinamide 10% Serum',
      categoryId: ids.serums,
      concernId: ids.acne,
      bestSellerRank: 1,
    })
  ).id;
  p.gel = (await insertProduct(db, { name: 'Hydra_Gel Cream', categoryId: ids.creams, upcoming: 1 })).id;
  p.retired = (
    await insertProduct(db, { name: 'Retired Serum', categoryId: ids.serums, status: 0, bestSellerRank: 3 })
  ).id;
  p.ceramide = (
    await insertProduct(db, { name: 'Ceramide Cream', categoryId: ids.creams, concernId: ids.acne })
  ).id;

  invalidateCatalogueCache();
});
afterAll(() => t.close());

describe('category/list and concerncatogry/list', () => {
  it('lists the categories in the editor’s order', async () => {
    const response = await t.post('category/list');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, message: 'Success' });
    expect(response.body.list).toEqual([
      { c_id: ids.serums, c_name: 'Serums' },
      { c_id: ids.creams, c_name: 'Creams' },
      { c_id: ids.empty, c_name: 'Sunscreens' },
    ]);
  });

  it('lists the concerns under data, with their images', async () => {
    const response = await t.post('concerncatogry/list', {});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.data).toEqual([
      { cc_id: ids.acne, cc_name: 'Acne', cc_image: 'uploads/concerns/acne.svg' },
      { cc_id: ids.pigmentation, cc_name: 'Pigmentation', cc_image: 'uploads/concerns/pigmentation.svg' },
    ]);
  });
});

describe('product/list filters', () => {
  it('lists every active product and never the inactive one', async () => {
    expect(names(await list({}))).toEqual([
      'Vitamin C Serum',
      'Niacinamide 10% Serum',
      'Hydra_Gel Cream',
      'Ceramide Cream',
    ]);
  });

  it('filters by category, with the id as a number or a digit string', async () => {
    expect(names(await list({ category_id: ids.serums }))).toEqual([
      'Vitamin C Serum',
      'Niacinamide 10% Serum',
    ]);
    expect(names(await list({ category_id: String(ids.creams) }))).toEqual([
      'Hydra_Gel Cream',
      'Ceramide Cream',
    ]);
  });

  it('answers an empty list for a category without products or an unknown one', async () => {
    expect(await list({ category_id: ids.empty })).toEqual([]);
    expect(await list({ category_id: 987654 })).toEqual([]);
  });

  it('filters by concern', async () => {
    expect(names(await list({ concern_id: ids.acne }))).toEqual(['Niacinamide 10% Serum', 'Ceramide Cream']);
  });

  it('lists best sellers first by rank, each wrapped for the seed client', async () => {
    const best = await list({ bestsellers: true });
    expect(best.map((entry: { op_product_id: number }) => entry.op_product_id)).toEqual([
      p.niacinamide,
      p.vitaminC,
    ]);
    expect(best[0].productDetails).toHaveLength(1);
    expect(best[0].productDetails[0]).toMatchObject({
      p_id: p.niacinamide,
      p_productname: 'Niacinamide 10% Serum',
    });
  });

  it('lists upcoming products only with upcoming', async () => {
    const upcoming = await list({ upcoming: true });
    expect(names(upcoming)).toEqual(['Hydra_Gel Cream']);
    expect(upcoming[0].p_upcoming).toBe(1);
  });

  it('answers one product by p_id, and nothing for an unknown or inactive one', async () => {
    expect(names(await list({ p_id: String(p.ceramide) }))).toEqual(['Ceramide Cream']);
    expect(await list({ p_id: 999999 })).toEqual([]);
    expect(await list({ p_id: p.retired })).toEqual([]);
  });

  it('refuses filters of the wrong type with 400 and the failing fields', async () => {
    const badId = await t.post('product/list', { category_id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.result).toBe(false);
    expect(badId.body.errors).toEqual([{ field: 'category_id', message: expect.any(String) }]);

    for (const body of [{ p_id: MAX_ID + 1 }, { category_id: String(MAX_ID + 1) }, { concern_id: 1e20 }]) {
      const tooBig = await t.post('product/list', body);
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.errors).toEqual([{ field: Object.keys(body)[0], message: expect.any(String) }]);
    }

    const badSearch = await t.post('product/list', { search: 5 });
    expect(badSearch.status).toBe(400);
    expect(badSearch.body).toMatchObject({ message: 'Search must be text.', errors: [{ field: 'search' }] });
  });
});

describe('product/list search', () => {
  it('matches words of the name without regard to case', async () => {
    expect(names(await list({ search: 'vItAmIn c' }))).toEqual(['Vitamin C Serum']);
    expect(names(await list({ search: '  CREAM ' }))).toEqual(['Ceramide Cream', 'Hydra_Gel Cream']);
  });

  it('takes %, _ and \\ as separators between words, never as wildcards', async () => {
    expect(names(await list({ search: '10%' }))).toEqual(['Niacinamide 10% Serum']);
    expect(await list({ search: '%%' })).toEqual([]);
    expect(await list({ search: '__' })).toEqual([]);
    expect(await list({ search: '\\\\' })).toEqual([]);
  });

  it('never finds the inactive product', async () => {
    expect(await list({ search: 'Retired' })).toEqual([]);
  });

  it('answers at most 20 products', async () => {
    const category = await insertCategory(t.database.db, 'Toners');
    for (let n = 1; n <= 22; n += 1)
      await insertProduct(t.database.db, { name: `Rose Toner ${n}`, categoryId: category });
    invalidateCatalogueCache();
    const found = await list({ search: 'rose toner' });
    expect(found).toHaveLength(20);
    expect(await list({ category_id: category })).toHaveLength(22);
  });
});
