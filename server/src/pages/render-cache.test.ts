// Rendered pages are kept until what they show changes: an order, a cancellation or an edit shows on
// the very next request, also in another process sharing the database, and a coupon that starts or
// ends shows at that moment, though nothing was saved.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../auth/passwords.ts';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { releaseOrderStock } from '../shop/order-stock.ts';
import { coupons, offerBanners } from '../db/schema.ts';
import { bumpSiteRevision } from '../db/site-revision.ts';
import { buildApp } from '../app.ts';
import { createMailer } from '../mail/mailer.ts';
import { createSandboxGateway } from '../payments/sandbox-gateway.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { guestOrder, setStock } from '../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { get, jsonLd, textOf } from '../test/page-helpers.ts';

let t: TestApp;
/** A second store process on the same database, with a render cache of its own. */
let other: FastifyInstance;
let webDir: string;
const product = { id: 0, pack: 0 };
const PAGE = '/products/niacinamide-10-serum';

beforeAll(async () => {
  webDir = builtWebDir();
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
  const categoryId = await insertCategory(t.database.db, 'Serums');
  const inserted = await insertProduct(t.database.db, {
    name: 'Niacinamide 10% Serum',
    slug: 'niacinamide-10-serum',
    categoryId,
    packs: [{ grams: 30, mrp: 699, price: 549, stock: 2 }],
  });
  product.id = inserted.id;
  product.pack = inserted.packSizeIds[0]!;
}, WEB_BUILD_TIMEOUT_MS);
afterAll(async () => {
  await other.close();
  await t.close();
});

const availability = async (app: FastifyInstance) => {
  const response = await get(app, PAGE);
  expect(response.statusCode).toBe(200);
  return { offer: jsonLd(response.body, 'Product').offers.availability, text: textOf(response.body) };
};

describe('render cache', () => {
  it('keeps a rendered page until the site revision changes', async () => {
    const first = await get(t.app, PAGE);
    expect(textOf(first.body)).toContain('Only 2 left');
    // A write that bypasses the writers (and their bump) is not seen: the page is the kept one.
    await setStock(t.database.db, product.pack, 1);
    const kept = await get(t.app, PAGE);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(textOf(kept.body)).toContain('Only 2 left');
    // Any counted change makes it again.
    await t.database.db.transaction((tx) => bumpSiteRevision(tx));
    expect(textOf((await get(t.app, PAGE)).body)).toContain('Only 1 left');
    await setStock(t.database.db, product.pack, 2);
    await t.database.db.transaction((tx) => bumpSiteRevision(tx));
  });

  it('an order that takes the last units shows out of stock on the next request, in both processes', async () => {
    expect((await availability(t.app)).offer).toBe('https://schema.org/InStock');
    expect((await availability(other)).offer).toBe('https://schema.org/InStock');

    const order = await t.post('add/order', guestOrder([{ product_id: product.id, quantity: 2 }], 1098));
    expect(order.status).toBe(200);

    for (const app of [t.app, other]) {
      const { offer, text } = await availability(app);
      expect(offer).toBe('https://schema.org/OutOfStock');
      expect(text).toContain('Out of stock');
    }

    // Cancelled: the units are back, and so is the page.
    await t.database.db.transaction((tx) => releaseOrderStock(tx, order.body.order_id));
    for (const app of [other, t.app]) {
      const { offer, text } = await availability(app);
      expect(offer).toBe('https://schema.org/InStock');
      expect(text).toContain('Only 2 left');
    }
  });

  it('takes a coupon’s code off the offer strip the moment the coupon ends, and shows one that starts, with nothing saved', async () => {
    const hour = 60 * 60_000;
    const start = Date.now();
    await t.database.db.insert(coupons).values([
      { code: 'MONSOON15', kind: 'percent', value: 15, endsAt: new Date(start + hour) },
      { code: 'DIWALI20', kind: 'percent', value: 20, startsAt: new Date(start + 2 * hour) },
    ]);
    await t.database.db.insert(offerBanners).values([
      { text: '15% off with code MONSOON15', sortOrder: 0 },
      { text: '20% off for Diwali with code DIWALI20', sortOrder: 1 },
      { text: 'Free shipping on orders above ₹499', sortOrder: 2 },
    ]);
    await t.database.db.transaction((tx) => bumpSiteRevision(tx));
    // The strip shows its first text a shopper can use now.
    const strip = async (app: FastifyInstance) => {
      const page = await get(app, '/');
      expect(page.statusCode).toBe(200);
      return { etag: page.headers.etag, text: textOf(page.body) };
    };
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      for (const app of [t.app, other]) {
        const first = await strip(app);
        expect(first.text).toContain('15% off with code MONSOON15');
        // Until the coupon ends the page is kept.
        expect((await strip(app)).etag).toBe(first.etag);
      }
      vi.setSystemTime(start + hour + 1_000);
      for (const app of [t.app, other]) {
        const { text } = await strip(app);
        expect(text).not.toContain('MONSOON15');
        expect(text).toContain('Free shipping on orders above ₹499');
      }
      vi.setSystemTime(start + 2 * hour + 1_000);
      for (const app of [t.app, other]) {
        expect((await strip(app)).text).toContain('20% off for Diwali with code DIWALI20');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
