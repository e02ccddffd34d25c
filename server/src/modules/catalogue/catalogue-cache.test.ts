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

describe('cached search answers', () => {
  const search = async (text: string, acceptEncoding?: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/prime/product/list',
      headers: {
        'content-type': 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: JSON.stringify({ search: text }),
    });
    const json =
      answer.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(answer.rawPayload).toString()
        : answer.headers['content-encoding'] === 'gzip'
          ? zlib.gunzipSync(answer.rawPayload).toString()
          : answer.body;
    return (JSON.parse(json).list as { p_productname: string }[]).map((product) => product.p_productname);
  };

  it('answer each text with its own list, the same when asked again, in every encoding', async () => {
    // Every serum matches "serum"; the one matching both words comes first.
    const first = await search('serum 1');
    expect(first[0]).toBe('Serum 1');
    expect((await search('Serum 2'))[0]).toBe('Serum 2');
    expect(await search('serum 1')).toEqual(first);
    // The first Brotli request waits for the compression; the next is sent from the kept bytes.
    expect(await search('SERUM 1', 'br')).toEqual(first);
    expect(await search('SERUM 1', 'br')).toEqual(first);
    expect(await search('serum 1', 'gzip')).toEqual(first);
  });

  it('show a product added after the answer was kept, once the catalogue cache is invalidated', async () => {
    expect(await search('serum 9')).not.toContain('Serum 9');
    const categoryId = await insertCategory(t.database.db, 'More serums', 2);
    await insertProduct(t.database.db, { name: 'Serum 9', categoryId });
    invalidateCatalogueCache();
    expect((await search('serum 9'))[0]).toBe('Serum 9');
  });

  it('still hold at most 20 products when kept', async () => {
    const categoryId = await insertCategory(t.database.db, 'Many serums', 3);
    for (let n = 10; n <= 40; n++) await insertProduct(t.database.db, { name: `Serum ${n}`, categoryId });
    invalidateCatalogueCache();
    expect(await search('serum')).toHaveLength(20);
    expect(await search('serum')).toHaveLength(20);
  });
});
