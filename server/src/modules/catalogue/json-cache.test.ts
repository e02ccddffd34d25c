import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../db/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = await insertCategory(t.database.db, 'Serums', 1);
  for (let n = 1; n <= 8; n++) await insertProduct(t.database.db, { name: `Serum ${n}`, categoryId });
  invalidateCatalogueCache();
});
afterAll(() => t.close());

const productList = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/prime/product/list',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: '{}',
  });

describe('cached catalogue answers', () => {
  it('are the same list whether sent plain, as Brotli or as gzip', async () => {
    const plain = await productList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().list).toHaveLength(8);

    const br = await productList('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await productList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('still carry the headers every answer carries', async () => {
    const answer = await productList('br');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
