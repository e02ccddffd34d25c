// A page rendered on the server reads the store through storeFetch: the very JSON and status the
// HTTP API answers, and nothing but the public reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertReview } from '../db/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { storeFetch } from './store-fetch.ts';

let t: TestApp;
let productId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = await insertCategory(t.database.db, 'Serums');
  productId = (await insertProduct(t.database.db, { name: 'Vitamin C Serum', categoryId, bestSellerRank: 1 }))
    .id;
  await insertReview(t.database.db, { productId, rating: 5, heading: 'Glow', comment: 'Works.' });
});
afterAll(() => t.close());

const call = async (path: string, body: object = {}) => {
  const response = await storeFetch(t.database.db, t.config)(`/prime/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('storeFetch', () => {
  it.each([
    ['category/list', {}],
    ['concerncatogry/list', {}],
    ['product/list', {}],
    ['product/list', { bestsellers: true }],
    ['product/list', { p_slug: 'vitamin-c-serum' }],
    ['list/review', { p_id: 0 }],
    ['list/review', { p_id: 0, page: 1, page_size: 2 }],
    ['list/banner', {}],
    ['list/blog', {}],
    ['list/faq', {}],
  ])('answers %s %j as the API does', async (path, body) => {
    const request = path === 'list/review' ? { ...body, p_id: productId } : body;
    const api = await t.post(path, request);
    expect(await call(path, request)).toEqual({ status: api.status, body: api.body });
  });

  it('refuses a bad body with the API status and message', async () => {
    const api = await t.post('product/list', { category_id: 'abc' });
    expect(api.status).toBe(400);
    expect(await call('product/list', { category_id: 'abc' })).toEqual({ status: 400, body: api.body });
  });

  it('answers nothing but the public reads: a cart or an order is not read while a page renders', async () => {
    for (const path of ['list/cart', 'add/order', 'profile']) {
      expect(await call(path)).toEqual({ status: 404, body: { result: false, message: 'Not found.' } });
    }
  });
});
