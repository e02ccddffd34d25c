// The stored search document and word list follow every write (migration 0019's triggers), and the
// empty results page's spelling suggestion comes from the shop's words (docs/decisions/0020-search.md).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { insertCategory, insertConcern, insertProduct } from '../../db/factories.ts';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
let category = 0;
let concern = 0;
let balm = 0;

const search = async (text: string) => {
  invalidateCatalogueCache();
  const response = await t.post('product/list', { search: text });
  expect(response.status).toBe(200);
  return (response.body.list as { p_productname: string }[]).map((product) => product.p_productname);
};
const words = async () =>
  rowsOf<{ word: string; uses: number }>(
    await t.database.db.execute(sql`select word, uses from search_words order by word`),
  );
const usesOf = async (word: string) => (await words()).find((row) => row.word === word)?.uses ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  category = await insertCategory(db, 'Balms');
  concern = await insertConcern(db, 'Redness');
  const base = {
    categoryId: category,
    concernId: concern,
    packs: [{ grams: 30, mrp: 500, price: 450, stock: 4 }],
  };
  ({ id: balm } = await insertProduct(db, {
    ...base,
    name: 'Calming Oat Balm',
    description: 'Soothes dry patches overnight.',
    ingredients: [{ description: 'Colloidal oatmeal 5%', image: '' }],
  }));
  await insertProduct(db, { ...base, name: 'Barrier Cream', description: 'With calming oat extract.' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the stored search document', () => {
  it('ranks a match in the name above one in the description', async () => {
    expect(await search('calming oat')).toEqual(['Calming Oat Balm', 'Barrier Cream']);
    expect(await search('colloidal')).toEqual(['Calming Oat Balm']);
    expect((await search('redness balms')).sort()).toEqual(['Barrier Cream', 'Calming Oat Balm']);
  });

  it('follows a rename, new ingredients, and a renamed category or concern', async () => {
    const db = t.database.db;
    await db
      .update(schema.products)
      .set({ name: 'Calming Lavender Balm' })
      .where(eq(schema.products.id, balm));
    expect(await search('lavender')).toEqual(['Calming Lavender Balm']);
    expect(await search('calming oat')).toEqual(['Calming Lavender Balm', 'Barrier Cream']);
    // Both words in Barrier Cream's text, one (as oatmeal) in the balm's: the one matching both first.
    expect((await search('oat extract'))[0]).toBe('Barrier Cream');

    await db.delete(schema.ingredients).where(eq(schema.ingredients.productId, balm));
    expect(await search('colloidal')).toEqual([]);
    await db.insert(schema.ingredients).values({ productId: balm, description: 'Bisabolol 1%' });
    expect(await search('bisabolol')).toEqual(['Calming Lavender Balm']);

    await db.update(schema.categories).set({ name: 'Salves' }).where(eq(schema.categories.id, category));
    await db.update(schema.concerns).set({ name: 'Flushing' }).where(eq(schema.concerns.id, concern));
    expect((await search('salves flushing')).sort()).toEqual(['Barrier Cream', 'Calming Lavender Balm']);
    expect(await search('redness')).toEqual([]);
  });

  it('counts each word once per active product, and forgets the words no active product has', async () => {
    const db = t.database.db;
    expect(await usesOf('calming')).toBe(2);
    expect(await usesOf('bisabolol')).toBe(1);
    await db.update(schema.products).set({ status: 0 }).where(eq(schema.products.id, balm));
    expect(await usesOf('calming')).toBe(1);
    expect(await usesOf('bisabolol')).toBe(0);
    // Taken off sale, it leaves the search (migration 0024 keeps listed products' documents only).
    expect(await search('bisabolol')).toEqual([]);
    // A typo is only forgiven towards words the active products have.
    expect(await search('bisabolo')).toEqual([]);
    await db.update(schema.products).set({ status: 1 }).where(eq(schema.products.id, balm));
    expect(await usesOf('bisabolol')).toBe(1);
    expect(await search('bisabolal')).toEqual(['Calming Lavender Balm']);
    expect(await search('bisabolol')).toEqual(['Calming Lavender Balm']);
  });

  it('finds a product only while it has a pack size, whatever its stock', async () => {
    const db = t.database.db;
    const packs = await db.select().from(schema.packSizes).where(eq(schema.packSizes.productId, balm));
    await db.update(schema.packSizes).set({ stock: 0 }).where(eq(schema.packSizes.productId, balm));
    expect(await search('bisabolol')).toEqual(['Calming Lavender Balm']);
    // Without a pack size it has no price and is shown nowhere (migration 0025 keeps it out of search).
    await db.delete(schema.packSizes).where(eq(schema.packSizes.productId, balm));
    expect(await search('bisabolol')).toEqual([]);
    await db.insert(schema.packSizes).values(packs.map(({ id: _id, ...pack }) => pack));
    expect(await search('bisabolol')).toEqual(['Calming Lavender Balm']);
    // A second pack size, then the first one gone: still found.
    await db.insert(schema.packSizes).values({ ...packs[0]!, id: undefined, grams: 60 });
    await db
      .delete(schema.packSizes)
      .where(and(eq(schema.packSizes.productId, balm), eq(schema.packSizes.grams, packs[0]!.grams)));
    expect(await search('bisabolol')).toEqual(['Calming Lavender Balm']);
  });

  it('suggests the shop’s closest words for a search that found nothing', async () => {
    const suggest = async (text: string) => {
      const response = await t.post('search/suggest', { search: text });
      expect(response.status).toBe(200);
      return response.body.suggestion;
    };
    // Two typos a word: nothing found, each word's closest offered.
    expect(await search('lavvendr creeem')).toEqual([]);
    expect(await suggest('lavvendr creeem')).toBe('lavender cream');
    expect(await suggest('lavender')).toBeNull();
    expect(await suggest('qqqqzz')).toBeNull();
    expect((await t.post('search/suggest', { search: 'x' })).status).toBe(400);
  });
});
