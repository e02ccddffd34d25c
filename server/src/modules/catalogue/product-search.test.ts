// `product/list {search}` on the demo catalogue: words anywhere in a product, synonyms, typos, and the
// best match first (docs/decisions/0020-search.md).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogueKeptImages } from '../../test/demo-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
let dataDir: string;

const search = async (text: string) => {
  const response = await t.post('product/list', { search: text });
  expect(response.status).toBe(200);
  return (response.body.list as { p_productname: string }[]).map((product) => product.p_productname);
};

beforeAll(async () => {
  t = await createTestApp();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prime-search-'));
  await seedDemoCatalogueKeptImages(t.database.db, dataDir);
  invalidateCatalogueCache();
}, 180_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('search on the demo catalogue', () => {
  it('finds acne products by their concern and by the words pimples and breakouts', async () => {
    const found = await search('acne');
    expect(found).toEqual(
      expect.arrayContaining([
        'Salicylic Acid 2% Clarifying Face Wash',
        'Niacinamide 10% + Zinc 1% Serum',
        'Salicylic Acid Spot Corrector Gel',
      ]),
    );
    expect(await search('pimples')).toEqual(found);
    expect(await search('Breakouts')).toEqual(found);
  });

  it('puts the product named by every word first: "niacinamide serum"', async () => {
    const found = await search('niacinamide serum');
    expect(found[0]).toBe('Niacinamide 10% + Zinc 1% Serum');
  });

  it('knows "VIT C" is vitamin C, and finds vitamin C products first', async () => {
    const found = await search('VIT C');
    expect(found.slice(0, 2).sort()).toEqual([
      'Vitamin C 15% Brightening Serum',
      'Vitamin C Glow Gel Cleanser',
    ]);
    expect(await search('vitamin c')).toEqual(found);
  });

  it('knows spf and sunblock are sunscreen', async () => {
    const sunscreens = [
      'Hydrating Sunscreen Gel SPF 50',
      'Invisible Matte Sunscreen SPF 50',
      'Mineral Sunscreen SPF 40',
      'Tinted Sunscreen SPF 50',
    ];
    expect(await search('spf')).toEqual(expect.arrayContaining(sunscreens));
    expect(await search('sunblock')).toEqual(expect.arrayContaining(sunscreens));
  });

  it('forgives one typo in a word of five letters or more', async () => {
    const niacinamide = await search('niacinamide');
    expect(niacinamide.slice(0, 3).every((name) => name.includes('Niacinamide'))).toBe(true);
    expect(await search('niacinamid')).toEqual(niacinamide);
    expect((await search('niacinamde')).slice(0, 3).sort()).toEqual(niacinamide.slice(0, 3).sort());
    const sunscreens = await search('sunscren');
    expect(sunscreens.length).toBeGreaterThanOrEqual(4);
    expect(sunscreens.slice(0, 4).every((name) => name.includes('Sunscreen'))).toBe(true);
    expect((await search('serun')).sort()).toEqual((await search('serum')).sort());
  });

  it('does not guess at two typos, nor at a typo in a short word', async () => {
    expect(await search('snscren')).toEqual([]);
    expect(await search('sirum')).not.toEqual([]);
    expect(await search('gal')).toEqual([]);
  });

  it('finds a product while its name is still being typed', async () => {
    expect(await search('niaci')).toContain('Niacinamide 10% + Zinc 1% Serum');
  });

  it('ranks the products matching most words of a search first, instead of needing every word', async () => {
    const found = await search('sunscreen for oily skin');
    expect(found.length).toBeGreaterThan(4);
    expect(found.slice(0, 4).every((name) => name.includes('Sunscreen'))).toBe(true);
    // A word matching nothing does not empty the list.
    expect((await search('face serum glowing-unicorn'))[0]).toMatch(/Serum/);
    const lotion = await search('sunscreen lotion');
    expect(lotion.slice(0, 4).every((name) => name.includes('Sunscreen'))).toBe(true);
  });

  it.each([
    ['vitc', /Vitamin C/],
    ['face serum', /Serum/],
    ['face cream', /Cream|Moisturiser/],
    ['suncream', /Sunscreen/],
    ['sunscreen spf50', /Sunscreen.*SPF 50/],
    ['spf50', /SPF 50/],
    ['bodywash', /Body Wash/],
    ['body wash', /Body Wash/],
    ['antiaging', /.+/],
    ['anti ageing', /.+/],
    ['tan removal', /.+/],
    ['सनस्क्रीन', /Sunscreen/],
    ['फेस वॉश', /Cleanser|Face Wash/],
  ])('finds the everyday words and joined or split forms: "%s"', async (text, first) => {
    const found = await search(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(first);
  });
});
