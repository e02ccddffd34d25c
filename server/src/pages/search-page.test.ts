// The results page /search?q= as served (docs/decisions/0020-search.md): the
// results, count, sort and filters in the HTML before any script, its own title, noindex and a
// canonical address; the empty state's spelling suggestion and popular products; a listing's sort and
// filters from its URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { get, linkHref, metaContent, textOf } from '../test/page-helpers.ts';

const SHOP = 'https://shop.example.in';
let t: TestApp;
let serums = 0;

/** Where each name first appears in the page's text: the order the page lists them in. */
const orderIn = (text: string, names: string[]) =>
  names
    .map((name) => ({ name, at: text.indexOf(name) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.name);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP }, { webDir: builtWebDir() });
  const db = t.database.db;
  serums = await insertCategory(db, 'Serums');
  const product = (name: string, price: number, stock: number) =>
    insertProduct(db, {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      categoryId: serums,
      description: `${name}, a daily serum.`,
      packs: [{ grams: 30, mrp: price + 100, price, stock }],
    });
  await product('Niacinamide Clarifying Serum', 899, 10);
  await product('Peptide Firming Serum', 1299, 0);
  await product('Hyaluronic Hydrating Serum', 499, 5);
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const names = ['Niacinamide Clarifying Serum', 'Peptide Firming Serum', 'Hyaluronic Hydrating Serum'];

describe('/search?q=', () => {
  it('lists the matches of a search with a typo, with the count, its own title, noindex and canonical', async () => {
    const response = await get(t.app, '/search?q=%20serun%20');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Search results for “serun” — PRIME</title>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(linkHref(html, 'canonical')).toBe(`${SHOP}/search?q=serun`);
    const text = textOf(html);
    expect(text).toContain('Results for “serun”');
    expect(text).toContain('3 products');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Sort by');
  });

  it('sorts by price and keeps to products in stock, as the URL says', async () => {
    const cheapest = textOf((await get(t.app, '/search?q=serum&sort=price_low')).body);
    expect(orderIn(cheapest, names)).toEqual([
      'Hyaluronic Hydrating Serum',
      'Niacinamide Clarifying Serum',
      'Peptide Firming Serum',
    ]);
    const inStock = textOf((await get(t.app, '/search?q=serum&sort=price_high&in_stock=1')).body);
    expect(inStock).toContain('2 products');
    expect(orderIn(inStock, names)).toEqual(['Niacinamide Clarifying Serum', 'Hyaluronic Hydrating Serum']);
    const capped = textOf((await get(t.app, '/search?q=serum&max_price=500')).body);
    expect(orderIn(capped, names)).toEqual(['Hyaluronic Hydrating Serum']);
  });

  it('suggests a spelling and shows popular products when nothing is found', async () => {
    // Two typos in one word: nothing found, but the shop's closest word is suggested.
    const text = textOf((await get(t.app, '/search?q=serrumm')).body);
    expect(text).toMatch(/No products found for “ ?serrumm ?”/);
    expect(text).toMatch(/Did you mean serum ?\?/);
    expect(text).toContain('Popular right now');
    expect(text).toContain('Niacinamide Clarifying Serum');
  });

  it('a listing sorts and filters from its URL, its canonical the listing itself', async () => {
    const html = (await get(t.app, `/category/${serums}?in_stock=1&sort=price_low&utm_source=x`)).body;
    expect(linkHref(html, 'canonical')).toBe(`${SHOP}/category/${serums}`);
    expect(orderIn(textOf(html), names)).toEqual([
      'Hyaluronic Hydrating Serum',
      'Niacinamide Clarifying Serum',
    ]);
    const all = textOf((await get(t.app, `/category/${serums}`)).body);
    expect(orderIn(all, names)).toHaveLength(3);
  });
});
