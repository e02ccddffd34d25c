// An admin's change shows on the storefront's next request: the server-rendered pages (kept in memory
// until the site revision changes) of this process and of another one on the same database, and the
// listings this process caches.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { get, textOf } from '../../test/page-helpers.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../../test/built-web.ts';
import { makeProduct, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** A second store process on the same database, with caches of its own. */
let other: FastifyInstance;
let admin: Shopper;

beforeAll(async () => {
  const webDir = builtWebDir();
  t = await createTestApp({}, { webDir });
  other = await buildApp(
    {
      config: t.config,
      db: t.database.db,
      passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
      mailer: createMailer(t.config, { info() {}, error() {} }),
      payments: createSandboxGateway(),
    },
    { webDir },
  );
  admin = await makeShopper(t.database.db, 'admin');
}, WEB_BUILD_TIMEOUT_MS);
afterAll(async () => {
  await other.close();
  await t.close();
});

const page = async (app: FastifyInstance, url: string) => {
  const response = await get(app, url);
  return { status: response.statusCode, text: textOf(response.body) };
};

describe('the storefront after an admin’s change', () => {
  it('renders a saved product’s new name and price, and a hidden one as not found, at once in both processes', async () => {
    const made = await makeProduct(t.database.db, [{ grams: 50, mrp: 999, price: 899, stock: 20 }], {
      name: 'Cica Repair Balm',
    });
    const detail = (await t.post('admin/product/detail', { p_id: made.id }, admin.auth)).body.data;
    const url = `/products/${detail.p_slug}`;
    for (const app of [t.app, other]) {
      const shown = await page(app, url);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('Cica Repair Balm');
      expect(shown.text).toContain('₹899');
    }
    await t.post('product/list', { p_id: made.id });

    const body = {
      p_id: made.id,
      p_version: detail.p_version,
      p_productname: 'Cica Repair Balm Plus',
      p_category: detail.p_category,
      p_concern_category: detail.p_concern_category,
      product_price: [
        {
          pp_id: detail.product_price[0].pp_id,
          pp_packet_size: 50,
          pp_prize: 999,
          pp_discount_prize: 849,
          pp_stocks: 20,
        },
      ],
    };
    expect((await t.post('admin/product/save', body, admin.auth)).status).toBe(200);
    for (const app of [t.app, other]) {
      const shown = await page(app, url);
      expect(shown.text).toContain('Cica Repair Balm Plus');
      expect(shown.text).toContain('₹849');
    }
    expect((await t.post('product/list', { p_id: made.id })).body.list[0].p_productname).toBe(
      'Cica Repair Balm Plus',
    );

    const current = (await t.post('admin/product/detail', { p_id: made.id }, admin.auth)).body.data;
    const hidden = await t.post(
      'admin/product/save',
      { ...body, p_version: current.p_version, p_status: 0 },
      admin.auth,
    );
    expect(hidden.status).toBe(200);
    for (const app of [t.app, other]) expect((await page(app, url)).status).toBe(404);
    expect((await t.post('product/list', { p_id: made.id })).body.list).toEqual([]);
  });

  it('renders a renamed category and a new question on the home page at once in both processes', async () => {
    const category = (await t.post('category/list')).body.list[0];
    for (const app of [t.app, other]) expect((await page(app, '/')).status).toBe(200);
    const renamed = await t.post(
      'admin/category/save',
      { c_id: category.c_id, c_name: 'Barrier Repair' },
      admin.auth,
    );
    expect(renamed.status).toBe(200);
    const faq = await t.post(
      'admin/faq/save',
      { fq_question: 'Can I use the balm on a baby?', fq_answers: 'Yes, from six months.' },
      admin.auth,
    );
    expect(faq.status).toBe(200);
    for (const app of [t.app, other]) {
      expect((await page(app, `/category/${category.c_id}`)).text).toContain('Barrier Repair');
      expect((await page(app, '/')).text).toContain('Can I use the balm on a baby?');
    }
  });
});
