// A product's page address changed by staff: the old address answers 301 to the new one, the new
// one is the canonical and the sitemap's, a taken or malformed slug is refused at its field, and an
// old address another product then takes leads to that product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '@prime/contract';
import { insertCategory } from '../db/factories.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { DECLARED, makeShopper, type Shopper } from '../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { get, linkHref } from '../test/page-helpers.ts';

const SHOP = 'https://shop.example.in';
let t: TestApp;
let admin: Shopper;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP }, { webDir: builtWebDir() });
  admin = await makeShopper(t.database.db, 'admin');
  categoryId = await insertCategory(t.database.db, 'Cleansers');
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => ({
  p_productname: 'Oat Milk Cleanser',
  p_category: categoryId,
  p_concern_category: null,
  p_description: 'A soft cleanser.',
  p_how_it_works: '',
  p_how_to_use: '',
  p_suitable_for: '',
  p_material_content: '',
  p_upcoming: 0,
  p_status: 1,
  ...DECLARED,
  ingredients: [],
  product_price: [{ pp_packet_size: 100, pp_prize: 499, pp_discount_prize: 449, pp_stocks: 10 }],
  ...overrides,
});
const save = (body: unknown) => t.post('admin/product/save', body, admin.auth);
const sitemap = async () =>
  [...(await get(t.app, '/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('a product page whose address staff changed', () => {
  it('answers 301 at the old address, and the new one is canonical and in the sitemap', async () => {
    const created = (await save(productBody())).body.data;
    expect(created.p_slug).toBe('oat-milk-cleanser');
    expect((await get(t.app, '/products/oat-milk-cleanser')).statusCode).toBe(200);

    const moved = await save(
      productBody({ p_id: created.p_id, p_slug: 'oat-milk-gentle-cleanser', p_version: created.p_version }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.p_slug).toBe('oat-milk-gentle-cleanser');

    const old = await get(t.app, '/products/oat-milk-cleanser');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/products/oat-milk-gentle-cleanser');
    const now = await get(t.app, '/products/oat-milk-gentle-cleanser');
    expect(now.statusCode).toBe(200);
    expect(linkHref(now.body, 'canonical')).toBe(`${SHOP}/products/oat-milk-gentle-cleanser`);
    expect(await sitemap()).toContain(`${SHOP}/products/oat-milk-gentle-cleanser`);
    expect(await sitemap()).not.toContain(`${SHOP}/products/oat-milk-cleanser`);

    // Moved once more: the first address leads to the newest, not through the second.
    const again = await save(productBody({ p_id: created.p_id, p_slug: 'oat-cleanser' }));
    expect(again.status).toBe(200);
    expect((await get(t.app, '/products/oat-milk-cleanser')).headers.location).toBe('/products/oat-cleanser');
    expect((await get(t.app, '/products/oat-milk-gentle-cleanser')).headers.location).toBe(
      '/products/oat-cleanser',
    );

    // Another product may take an old address: it is live again, as that product's page.
    const other = await save(productBody({ p_productname: 'Rice Cleanser', p_slug: 'oat-milk-cleanser' }));
    expect(other.status).toBe(200);
    const taken = await get(t.app, '/products/oat-milk-cleanser');
    expect(taken.statusCode).toBe(200);
    expect(linkHref(taken.body, 'canonical')).toBe(`${SHOP}/products/oat-milk-cleanser`);
  });

  it('refuses a slug another product has, or one that is not lower-case words and hyphens, at the field', async () => {
    const first = (await save(productBody({ p_productname: 'Clay Mask' }))).body.data;
    const second = (await save(productBody({ p_productname: 'Clay Mask Two' }))).body.data;
    const clash = await save(productBody({ p_id: second.p_id, p_slug: first.p_slug }));
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([{ field: 'p_slug', message: catalogueMessages.slugTaken }]);
    const bad = await save(productBody({ p_id: second.p_id, p_slug: 'Clay Mask!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'p_slug', message: catalogueMessages.slugInvalid }]);
    expect((await get(t.app, `/products/${second.p_slug}`)).statusCode).toBe(200);
  });
});
