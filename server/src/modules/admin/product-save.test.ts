// admin/product/save: creating and replacing products as the storefront then shows them, the pack
// size rules (price above MRP, stock, duplicate sizes) refused with nothing changed, slugs, two
// admins saving one product at once (each save whole, never a mix), and a form saved while orders
// and other admins changed the product.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, stockMovedMessage } from '@prime/contract';
import { insertCategory, insertConcern } from '../../db/factories.ts';
import { auditLog, packSizes, products } from '../../db/schema.ts';
import { DECLARED, guestOrder, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let categoryId: number;
let concernId: number;

const packs = [
  { pp_packet_size: 30, pp_prize: 899, pp_discount_prize: 749, pp_stocks: 40 },
  { pp_packet_size: 50, pp_prize: 1299, pp_discount_prize: 1099.5, pp_stocks: 12 },
];
const productBody = (overrides: Record<string, unknown> = {}) => ({
  p_productname: 'Niacinamide 10% Serum',
  p_category: categoryId,
  p_concern_category: concernId,
  p_description: 'Evens tone.',
  p_how_it_works: 'Niacinamide calms.',
  p_how_to_use: 'Two drops at night.',
  p_suitable_for: 'Oily skin',
  p_material_content: 'Vegan',
  p_upcoming: 0,
  p_status: 1,
  ...DECLARED,
  ingredients: [{ pin_description: 'Niacinamide' }, { pin_description: 'Zinc PCA' }],
  product_price: packs,
  ...overrides,
});

const save = (body: unknown, who: Shopper = admin) => t.post('admin/product/save', body, who.auth);
const storefront = async (productId: number) => (await t.post('product/list', { p_id: productId })).body.list;
const auditOf = (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  categoryId = await insertCategory(t.database.db, 'Serums');
  concernId = await insertConcern(t.database.db, 'Dark spots');
});
afterAll(() => t.close());

describe('admin/product/list and detail', () => {
  it('lists every product, hidden ones too, newest first, searched by name or slug, by category and by shown or hidden', async () => {
    const otherCategory = await insertCategory(t.database.db, 'Sunscreens');
    const shown = (await save(productBody({ p_productname: 'Listed 50% Gel' }))).body.data;
    const hidden = (await save(productBody({ p_productname: 'Listed Hidden Gel', p_status: 0 }))).body.data;
    const sun = (await save(productBody({ p_productname: 'Listed Sun Fluid', p_category: otherCategory })))
      .body.data;
    const list = async (body: Record<string, unknown>) =>
      (await t.post('admin/product/list', body, admin.auth)).body;

    const all = await list({ search: 'listed' });
    expect(all.total).toBe(3);
    expect(all.list.map((product: { p_id: number }) => product.p_id)).toEqual([
      sun.p_id,
      hidden.p_id,
      shown.p_id,
    ]);
    expect(all.list[1]).toMatchObject({
      p_status: 0,
      p_slug: 'listed-hidden-gel',
      p_version: hidden.p_version,
    });
    expect((await list({ search: 'listed-sun' })).list.map((p: { p_id: number }) => p.p_id)).toEqual([
      sun.p_id,
    ]);
    // `%` is a plain character, not a wildcard.
    expect((await list({ search: '50%' })).list.map((p: { p_id: number }) => p.p_id)).toEqual([shown.p_id]);
    expect((await list({ search: 'listed', status: 0 })).list.map((p: { p_id: number }) => p.p_id)).toEqual([
      hidden.p_id,
    ]);
    expect((await list({ category_id: otherCategory })).list.map((p: { p_id: number }) => p.p_id)).toEqual([
      sun.p_id,
    ]);
    expect((await list({ search: 'listed', page: 2 })).list).toEqual([]);

    const detail = await t.post('admin/product/detail', { p_id: hidden.p_id }, admin.auth);
    expect(detail.body.data).toEqual(hidden);
    expect((await t.post('admin/product/detail', { p_id: 987_654 }, admin.auth)).status).toBe(404);
  });
});

describe('admin/product/save', () => {
  it('creates a product the storefront lists at once, with its packs, ingredients and a slug from its name', async () => {
    const created = await save(productBody());
    expect(created.status).toBe(200);
    const id = created.body.p_id;
    expect(id).toEqual(expect.any(Number));
    expect(created.body.data).toMatchObject({ p_slug: 'niacinamide-10-serum', p_bestseller: 0, p_status: 1 });

    const [product] = await storefront(id);
    expect(product).toMatchObject({
      p_productname: 'Niacinamide 10% Serum',
      p_category: categoryId,
      p_concern_category: concernId,
      p_prize: 899,
      p_discount_prize: 749,
      p_discount: 17,
      p_stocks: 52,
      p_quantity_types: '30gm',
      p_how_to_use: 'Two drops at night.',
    });
    expect(product.product_price.map((pack: { pp_packet_size: number }) => pack.pp_packet_size)).toEqual([
      30, 50,
    ]);
    expect(product.product_price[1]).toMatchObject({
      pp_prize: 1299,
      pp_discount_prize: 1099.5,
      pp_stocks: 12,
    });
    expect(product.ingredients.map((part: { pin_description: string }) => part.pin_description)).toEqual([
      'Niacinamide',
      'Zinc PCA',
    ]);

    const [entry] = await auditOf(`product:${id}`);
    expect(entry).toMatchObject({ action: 'product.save', actorEmail: admin.email, before: null });
    expect(entry!.after).toMatchObject({
      p_id: id,
      p_productname: 'Niacinamide 10% Serum',
      p_slug: 'niacinamide-10-serum',
    });
  });

  it('replaces a product whole: packs kept by pp_id are updated, new ones added, missing ones removed', async () => {
    const { p_id } = (await save(productBody({ p_productname: 'Retinal Night Cream' }))).body;
    const [before] = await storefront(p_id);
    const [small, large] = before.product_price;
    const replaced = await save(
      productBody({
        p_id,
        p_productname: 'Retinal Night Cream Plus',
        p_how_to_use: 'Pea-sized, at night.',
        ingredients: [{ pin_description: 'Retinal' }],
        product_price: [
          { pp_id: large.pp_id, pp_packet_size: 50, pp_prize: 1399, pp_discount_prize: 1199, pp_stocks: 5 },
          { pp_packet_size: 100, pp_prize: 2199, pp_discount_prize: 1999, pp_stocks: 9 },
        ],
      }),
    );
    expect(replaced.status).toBe(200);
    const [after] = await storefront(p_id);
    expect(after.p_productname).toBe('Retinal Night Cream Plus');
    expect(after.p_how_to_use).toBe('Pea-sized, at night.');
    expect(after.ingredients).toHaveLength(1);
    expect(after.product_price).toEqual([
      {
        pp_id: large.pp_id,
        pp_packet_size: 50,
        pp_prize: 1399,
        pp_discount_prize: 1199,
        pp_discount: 14,
        pp_stocks: 5,
        // ₹1,199 for 50 g.
        pp_unit_price: 23.98,
        pp_expiry: expect.stringMatching(/^\d{4}-\d{2}$/),
      },
      expect.objectContaining({ pp_packet_size: 100, pp_discount_prize: 1999, pp_stocks: 9 }),
    ]);
    expect(after.product_price.some((pack: { pp_id: number }) => pack.pp_id === small.pp_id)).toBe(false);
    // The slug of a published product stays when its name changes.
    expect(replaced.body.data.p_slug).toBe('retinal-night-cream');

    const entries = await auditOf(`product:${p_id}`);
    expect(entries).toHaveLength(2);
    expect(entries[1]!.before).toMatchObject({
      p_productname: 'Retinal Night Cream',
      product_price: before.product_price,
    });
    expect(entries[1]!.after).toMatchObject({ p_productname: 'Retinal Night Cream Plus' });
  });

  it('keeps the ingredients as they are when a save leaves them alone, and searches by the new ones when it changes them', async () => {
    const created = (await save(productBody({ p_productname: 'Kept Ingredients Gel' }))).body.data;
    const ids = (product: { ingredients: { pin_id: number }[] }) =>
      product.ingredients.map((part) => part.pin_id);
    const repriced = await save(
      productBody({
        p_id: created.p_id,
        p_productname: 'Kept Ingredients Gel',
        product_price: packs.map((pack) => ({ ...pack, pp_discount_prize: 699 })),
      }),
    );
    expect(repriced.status).toBe(200);
    expect(ids(repriced.body.data)).toEqual(ids(created));
    const found = async (search: string) =>
      (await t.post('product/list', { search })).body.list.map((product: { p_id: number }) => product.p_id);
    expect(await found('zinc')).toContain(created.p_id);

    const changed = await save(
      productBody({
        p_id: created.p_id,
        p_productname: 'Kept Ingredients Gel',
        ingredients: [{ pin_description: 'Niacinamide' }, { pin_description: 'Bakuchiol' }],
      }),
    );
    expect(
      changed.body.data.ingredients.map((part: { pin_description: string }) => part.pin_description),
    ).toEqual(['Niacinamide', 'Bakuchiol']);
    expect(await found('bakuchiol')).toContain(created.p_id);
    expect(await found('zinc')).not.toContain(created.p_id);
  });

  it('lets two pack sizes trade places in one save', async () => {
    const { p_id, data } = (await save(productBody({ p_productname: 'Swap Serum' }))).body;
    const [a, b] = data.product_price;
    const swapped = await save(
      productBody({
        p_id,
        product_price: [
          { ...packs[0], pp_id: a.pp_id, pp_packet_size: 50 },
          { ...packs[1], pp_id: b.pp_id, pp_packet_size: 30 },
        ],
      }),
    );
    expect(swapped.status).toBe(200);
    expect(
      swapped.body.data.product_price.map((pack: { pp_packet_size: number }) => pack.pp_packet_size),
    ).toEqual([50, 30]);
  });

  it('hides a product (p_status 0) from the storefront, shows it again, and marks best sellers and upcoming', async () => {
    const { p_id } = (await save(productBody({ p_productname: 'Hidden Toner' }))).body;
    await save(productBody({ p_id, p_productname: 'Hidden Toner', p_status: 0 }));
    expect(await storefront(p_id)).toEqual([]);
    const shown = await save(
      productBody({ p_id, p_productname: 'Hidden Toner', p_status: 1, p_bestseller: 1, p_upcoming: 1 }),
    );
    expect(shown.body.data).toMatchObject({ p_status: 1, p_bestseller: 1, p_upcoming: 1 });
    expect((await storefront(p_id))[0].p_upcoming).toBe(1);
    const best = (await t.post('product/list', { bestsellers: true })).body.list;
    expect(best.map((entry: { op_product_id: number }) => entry.op_product_id)).toContain(p_id);
    // Left out, the flag keeps the product's place.
    const kept = await save(productBody({ p_id, p_productname: 'Hidden Toner' }));
    expect(kept.body.data.p_bestseller).toBe(1);
  });

  it('gives a second product of the same name its own slug, takes a slug an admin sends, and refuses one taken', async () => {
    const first = (await save(productBody({ p_productname: 'Twin Cleanser' }))).body.data;
    const second = (await save(productBody({ p_productname: 'Twin Cleanser' }))).body.data;
    expect([first.p_slug, second.p_slug]).toEqual(['twin-cleanser', 'twin-cleanser-2']);
    const renamed = await save(
      productBody({ p_id: second.p_id, p_productname: 'Twin Cleanser', p_slug: 'gel-cleanser' }),
    );
    expect(renamed.body.data.p_slug).toBe('gel-cleanser');
    const clash = await save(
      productBody({ p_id: second.p_id, p_productname: 'Twin Cleanser', p_slug: 'twin-cleanser' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another product already has this slug.');
    const bad = await save(productBody({ p_slug: 'Not A Slug!' }));
    expect(bad.status).toBe(400);
  });

  it.each([
    [
      'a price above its MRP',
      { product_price: [{ pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 599, pp_stocks: 3 }] },
      'product_price.0.pp_discount_prize',
      'Price must not be more than the MRP.',
    ],
    [
      'a price of zero',
      { product_price: [{ pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 0, pp_stocks: 3 }] },
      'product_price.0.pp_discount_prize',
      'Price must be an amount in rupees above 0, with at most 2 decimals.',
    ],
    [
      'negative stock',
      { product_price: [{ pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 399, pp_stocks: -1 }] },
      'product_price.0.pp_stocks',
      'Stock must be a whole number from 0 to 1000000.',
    ],
    [
      'fractional stock',
      { product_price: [{ pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 399, pp_stocks: 2.5 }] },
      'product_price.0.pp_stocks',
      'Stock must be a whole number from 0 to 1000000.',
    ],
    [
      'duplicate pack sizes',
      { product_price: [packs[0], { ...packs[1], pp_packet_size: '30' }] },
      'product_price.1.pp_packet_size',
      'Each pack size can be listed only once.',
    ],
    ['no pack size', { product_price: [] }, 'product_price', 'Add at least one pack size.'],
    ['no name', { p_productname: '   ' }, 'p_productname', 'Please enter the product name.'],
    ['an unknown category', { p_category: 999_999 }, 'p_category', 'This category does not exist.'],
  ])(
    'refuses %s with 400 naming the field, and changes nothing',
    async (_case, overrides, field, message) => {
      const { p_id, data } = (await save(productBody({ p_productname: 'Steady Serum' }))).body;
      const [auditBefore] = [await auditOf(`product:${p_id}`)];
      for (const body of [
        productBody({ p_productname: 'Never Made', ...overrides }),
        productBody({ p_id, ...overrides }),
      ]) {
        const refused = await save(body);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
        expect(refused.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
      }
      expect((await storefront(p_id))[0]).toMatchObject({
        p_productname: 'Steady Serum',
        product_price: data.product_price,
      });
      expect(await t.database.db.select().from(products).where(eq(products.name, 'Never Made'))).toEqual([]);
      expect(await auditOf(`product:${p_id}`)).toHaveLength(auditBefore.length);
    },
  );

  it('takes the HSN code and GST rate (3304 at 18 % when left out on create, kept when left out after)', async () => {
    const created = await save(productBody({ p_productname: 'Sunscreen Gel SPF 50' }));
    expect(created.body.data).toMatchObject({ p_hsn: '3304', p_gst_rate: 18 });
    const id = created.body.p_id;
    const changed = await save(
      productBody({ p_id: id, p_productname: 'Sunscreen Gel SPF 50', p_hsn: '33049910', p_gst_rate: '12' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ p_hsn: '33049910', p_gst_rate: 12 });
    const kept = await save(productBody({ p_id: id, p_productname: 'Sunscreen Gel SPF 50' }));
    expect(kept.body.data).toMatchObject({ p_hsn: '33049910', p_gst_rate: 12 });
    const [shown] = await storefront(id);
    expect(shown).toMatchObject({ p_hsn: '33049910', p_gst_rate: 12 });
  });

  it.each([
    [{ p_hsn: '330' }, 'p_hsn', catalogueMessages.hsnInvalid],
    [{ p_hsn: '330499101' }, 'p_hsn', catalogueMessages.hsnInvalid],
    [{ p_hsn: '33A4' }, 'p_hsn', catalogueMessages.hsnInvalid],
    [{ p_gst_rate: 10 }, 'p_gst_rate', catalogueMessages.gstRateInvalid],
    [{ p_gst_rate: 'high' }, 'p_gst_rate', catalogueMessages.gstRateInvalid],
  ])('refuses %j with 400 naming the field', async (change, field, message) => {
    const refused = await save(productBody({ p_productname: 'Never Taxed', ...change }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field, message }]);
  });

  it('reports every broken pack rule at once', async () => {
    const refused = await save(
      productBody({
        product_price: [
          { pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 599, pp_stocks: 1.5 },
          { pp_packet_size: 30, pp_prize: 499, pp_discount_prize: 399, pp_stocks: -2 },
        ],
      }),
    );
    expect(refused.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'product_price.0.pp_discount_prize',
      'product_price.0.pp_stocks',
      'product_price.1.pp_packet_size',
      'product_price.1.pp_stocks',
    ]);
  });

  it('refuses a concern the shop does not have with 400 naming p_concern_category, and saves nothing', async () => {
    const refused = await save(
      productBody({ p_productname: 'Unknown Concern Gel', p_concern_category: 987_654 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(catalogueMessages.concernUnknown);
    expect(refused.body.errors).toEqual([
      { field: 'p_concern_category', message: catalogueMessages.concernUnknown },
    ]);
    const listed = await t.post('admin/product/list', { search: 'Unknown Concern Gel' }, admin.auth);
    expect(listed.body.total).toBe(0);
  });

  it('answers 404 for an unknown p_id and 409 for a pack size that is not the product’s', async () => {
    expect((await save(productBody({ p_id: 987_654 }))).status).toBe(404);
    const other = (await save(productBody({ p_productname: 'Other Serum' }))).body.data;
    const mine = (await save(productBody({ p_productname: 'Mine Serum' }))).body.data;
    const stolen = await save(
      productBody({
        p_id: mine.p_id,
        product_price: [{ ...packs[0], pp_id: other.product_price[0].pp_id }],
      }),
    );
    expect(stolen.status).toBe(409);
    expect((await storefront(other.p_id))[0].product_price).toEqual(other.product_price);
  });

  it('serves two admins saving one product at once one after the other: each answer 200 or 409, the product one whole save', async () => {
    const second = await makeShopper(t.database.db, 'admin');
    for (let round = 0; round < 4; round += 1) {
      const { p_id, data } = (await save(productBody({ p_productname: `Contested Cream ${round}` }))).body;
      const [a, b] = data.product_price;
      const versionA = productBody({
        p_id,
        p_productname: 'Contested Cream A',
        p_description: 'Version A',
        product_price: [
          { pp_id: a.pp_id, pp_packet_size: 30, pp_prize: 900, pp_discount_prize: 800, pp_stocks: 1 },
        ],
      });
      const versionB = productBody({
        p_id,
        p_productname: 'Contested Cream B',
        p_description: 'Version B',
        product_price: [
          { pp_id: b.pp_id, pp_packet_size: 50, pp_prize: 1500, pp_discount_prize: 1400, pp_stocks: 2 },
          { pp_packet_size: 75, pp_prize: 1800, pp_discount_prize: 1700, pp_stocks: 3 },
        ],
      });
      const answers = await Promise.all([save(versionA, admin), save(versionB, second)]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const [product] = await storefront(p_id);
      const won = product.p_description === 'Version A' ? 0 : 1;
      expect(answers[won]!.status).toBe(200);
      if (won === 0) {
        expect(product.p_productname).toBe('Contested Cream A');
        expect(product.product_price).toEqual([
          expect.objectContaining({ pp_id: a.pp_id, pp_prize: 900, pp_stocks: 1 }),
        ]);
      } else {
        expect(product.p_productname).toBe('Contested Cream B');
        expect(product.product_price).toEqual([
          expect.objectContaining({ pp_id: b.pp_id, pp_prize: 1500, pp_stocks: 2 }),
          expect.objectContaining({ pp_packet_size: 75, pp_stocks: 3 }),
        ]);
      }
      // Each save that answered 200 left one whole record of itself.
      const saves = (await auditOf(`product:${p_id}`)).slice(1);
      expect(saves).toHaveLength(answers.filter((answer) => answer.status === 200).length);
      expect(saves.at(-1)!.after).toMatchObject({ p_description: won === 0 ? 'Version A' : 'Version B' });
    }
  });

  it('logs many saves of one product at once newest first, in the order they were made: each one’s before is the previous one’s after', async () => {
    const { p_id } = (await save(productBody({ p_productname: 'Busy Balm' }))).body;
    const versions = Array.from({ length: 8 }, (_, n) =>
      productBody({
        p_id,
        p_productname: `Busy Balm ${n}`,
        product_price: [
          { pp_packet_size: 10 + n, pp_prize: 500 + n, pp_discount_prize: 400 + n, pp_stocks: n },
        ],
      }),
    );
    const answers = await Promise.all(versions.map((version) => save(version)));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);

    const log = (await t.post('admin/audit/list', { target: `product:${p_id}` }, admin.auth)).body.list;
    expect(log).toHaveLength(1 + answers.filter((answer) => answer.status === 200).length);
    const stored = (await t.post('admin/product/detail', { p_id }, admin.auth)).body.data;
    expect(log[0].a_after).toEqual(stored);
    for (let n = 1; n < log.length; n += 1) {
      expect(log[n].a_created_at <= log[n - 1].a_created_at).toBe(true);
      expect(log[n - 1].a_before).toEqual(log[n].a_after);
    }
    expect(log.at(-1).a_before).toBeNull();
  });

  describe('a form open while the product changes', () => {
    type Pack = { pp_id: number; pp_packet_size: number; pp_stocks: number };
    /** The console's save of the form as it was filled from `loaded`, with the admin's edits. */
    const formSave = (
      loaded: { p_id: number; p_version: string; product_price: Pack[] },
      edits: {
        description?: string;
        price30?: number;
        stocks?: Record<number, number>;
        sendLoaded?: boolean;
        sendVersion?: boolean;
      } = {},
    ) =>
      productBody({
        p_id: loaded.p_id,
        p_productname: 'Open Form Gel',
        p_description: edits.description ?? 'As loaded',
        p_version: edits.sendVersion === false ? undefined : loaded.p_version,
        product_price: loaded.product_price.map((pack) => ({
          pp_id: pack.pp_id,
          pp_packet_size: pack.pp_packet_size,
          pp_prize: pack.pp_packet_size === 30 ? 899 : 1299,
          pp_discount_prize: pack.pp_packet_size === 30 ? (edits.price30 ?? 749) : 1099.5,
          pp_stocks: edits.stocks?.[pack.pp_packet_size] ?? pack.pp_stocks,
          pp_stocks_loaded: edits.sendLoaded === false ? undefined : pack.pp_stocks,
        })),
      });
    const openForm = async () => {
      const created = await save(productBody({ p_productname: 'Open Form Gel', p_description: 'As loaded' }));
      return created.body.data as { p_id: number; p_version: string; product_price: Pack[] };
    };
    const detail = async (productId: number) =>
      (await t.post('admin/product/detail', { p_id: productId }, admin.auth)).body.data;
    const stocks = async (productId: number) =>
      Object.fromEntries(
        (await storefront(productId))[0].product_price.map((pack: Pack) => [
          pack.pp_packet_size,
          pack.pp_stocks,
        ]),
      );
    const sell = async (productId: number, quantity: number) => {
      const order = await t.post(
        'add/order',
        guestOrder([{ product_id: productId, quantity, packet_size: 30 }], 749 * quantity),
      );
      expect(order.status).toBe(200);
      return order.body.order_id as number;
    };

    it('saves an edit while orders sell and return units meanwhile, keeping the live stock of every figure left as loaded', async () => {
      const form = await openForm();
      await sell(form.p_id, 3);
      const sold = await sell(form.p_id, 2);
      // Orders move stock, not the version a form is judged by.
      expect((await detail(form.p_id)).p_version).toBe(form.p_version);
      const cancelled = await t.post('cancel-order', { od_id: sold, reason: 'Changed my mind' }, admin.auth);
      expect(cancelled.status).toBe(200);

      const saved = await save(formSave(form, { description: 'Edited while selling' }));
      expect(saved.status).toBe(200);
      // 40 loaded, 3 sold and 2 sold then returned: 37, not the form's 40.
      expect(await stocks(form.p_id)).toEqual({ 30: 37, 50: 12 });
      expect((await storefront(form.p_id))[0].p_description).toBe('Edited while selling');
    });

    it('refuses a changed figure whose stock moved meanwhile, naming the pack size, and sets one whose stock did not', async () => {
      const form = await openForm();
      await sell(form.p_id, 3);
      // 30 gm sold 3 since the form loaded 40: a figure of 100 counted from 40 is refused, nothing saved.
      const refused = await save(formSave(form, { description: 'Never saved', stocks: { 30: 100 } }));
      expect(refused.status).toBe(409);
      const moved = stockMovedMessage(30, 37);
      expect(refused.body.message).toBe(moved);
      expect(refused.body.errors).toEqual([{ field: 'product_price.0.pp_stocks', message: moved }]);
      expect(await stocks(form.p_id)).toEqual({ 30: 37, 50: 12 });
      expect((await storefront(form.p_id))[0].p_description).toBe('As loaded');

      // 50 gm did not sell: 12 counted again as 20 is set, while 30 gm keeps its live 37.
      const restocked = await save(formSave(form, { stocks: { 50: 20 } }));
      expect(restocked.status).toBe(200);
      expect(await stocks(form.p_id)).toEqual({ 30: 37, 50: 20 });
      // Loaded again (37), 100 for 30 gm saves.
      expect((await save(formSave(await detail(form.p_id), { stocks: { 30: 100 } }))).status).toBe(200);
      expect(await stocks(form.p_id)).toEqual({ 30: 100, 50: 20 });
    });

    it('never undoes another admin’s save, of a price or of a stock figure: a form loaded before it is refused', async () => {
      const form = await openForm();
      const other = await makeShopper(t.database.db, 'admin');
      // The other admin counts the 50 gm shelf again (12 → 60) and lowers a price.
      const theirs = await save(formSave(form, { stocks: { 50: 60 }, price30: 699 }), other);
      expect(theirs.status).toBe(200);
      // This admin's form, loaded before, would put the old price back: refused, nothing changed.
      const stale = await save(formSave(form, { description: 'Mine' }));
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(catalogueMessages.productChanged);
      expect(await stocks(form.p_id)).toEqual({ 30: 40, 50: 60 });
      expect((await storefront(form.p_id))[0]).toMatchObject({
        p_description: 'As loaded',
        p_discount_prize: 699,
      });
      // A stock-only save is another admin's save too.
      const reloaded = await detail(form.p_id);
      expect((await save(formSave(reloaded, { price30: 699, stocks: { 50: 61 } }), other)).status).toBe(200);
      expect((await save(formSave(reloaded, { price30: 699, description: 'Mine' }))).status).toBe(409);
      const again = await detail(form.p_id);
      expect((await save(formSave(again, { price30: 699, description: 'Mine' }))).status).toBe(200);
      expect(await stocks(form.p_id)).toEqual({ 30: 40, 50: 61 });
      // Each save that answered 200 left its record; the refused ones none.
      expect(await auditOf(`product:${form.p_id}`)).toHaveLength(4);
    });

    it('refuses a form’s save that sends no loaded figure and names a stock other than the live one', async () => {
      const form = await openForm();
      await sell(form.p_id, 3);
      // A form that sends its version but not the figures it loaded.
      const withoutLoaded = (stock30: number, sendVersion = true) =>
        formSave(form, { stocks: { 30: stock30 }, sendLoaded: false, sendVersion });
      // 40 is what the form showed, but only 37 are there: never put back.
      expect((await save(withoutLoaded(40))).status).toBe(409);
      expect(await stocks(form.p_id)).toEqual({ 30: 37, 50: 12 });
      expect((await save(withoutLoaded(37))).status).toBe(200);
      // Without p_version the save replaces what is stored, stock too (the last write wins).
      expect((await save(withoutLoaded(45, false))).status).toBe(200);
      expect(await stocks(form.p_id)).toEqual({ 30: 45, 50: 12 });
    });
  });

  it('keeps serving orders of a product while admins save it: every answer 200 or 409, its pack sizes whole', async () => {
    const { p_id, data } = (await save(productBody({ p_productname: 'Busy Shelf Serum' }))).body;
    const [small, large] = data.product_price;
    const edit = (n: number) =>
      productBody({
        p_id,
        p_productname: `Busy Shelf Serum ${n}`,
        product_price: [
          { pp_id: small.pp_id, pp_packet_size: 30, pp_prize: 899, pp_discount_prize: 749, pp_stocks: 500 },
          {
            pp_id: large.pp_id,
            pp_packet_size: 50,
            pp_prize: 1299,
            pp_discount_prize: 1099.5,
            pp_stocks: 500,
          },
        ],
      });
    const buy = () =>
      t.post(
        'add/order',
        guestOrder(
          [
            { product_id: p_id, quantity: 1, packet_size: 50 },
            { product_id: p_id, quantity: 1, packet_size: 30 },
          ],
          749 + 1099.5,
        ),
      );
    for (let round = 0; round < 6; round += 1) {
      const [orders, saves] = await Promise.all([
        Promise.all([buy(), buy(), buy()]),
        Promise.all([save(edit(round)), save(edit(round + 10))]),
      ]);
      // Plenty of stock at unchanged prices: every order goes through, whatever the admins do.
      for (const order of orders)
        expect([order.status, order.body.message]).toEqual([200, 'Order placed successfully']);
      for (const saved of saves) expect([200, 409]).toContain(saved.status);
    }
    const packs = await t.database.db.select().from(packSizes).where(eq(packSizes.productId, p_id));
    expect(packs.map((pack) => [pack.id, pack.grams]).sort()).toEqual(
      [
        [small.pp_id, 30],
        [large.pp_id, 50],
      ].sort(),
    );
  });
});
