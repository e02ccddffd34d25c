// An admin saving a product while shoppers use it, on PostgreSQL with two store instances (as two
// processes would): a pack size removed while shoppers move their cart lines to it or away from it
// and add it to their carts, a product renamed (its slug) while it is ordered and added to carts, a
// pack size removed while orders holding it are cancelled. No shopper ever gets a 500, and the store's
// lock order keeps every one of these from deadlocking at all (the database counts none). Runs only
// with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { testConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/open-database.ts';
import { insertCategory } from '../../db/factories.ts';
import { cartLines, packSizes } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { DECLARED, guestOrder, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createScratchDatabase } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let databases: Database[] = [];
let apps: FastifyInstance[] = [];
let admin: Shopper;
let categoryId: number;

// Each scenario on a database of its own, so it counts its own deadlocks, whatever ran before it.
beforeEach(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl);
  databases = [await openPostgres(scratch.url), await openPostgres(scratch.url)];
  await databases[0]!.migrate();
  const config = testConfig();
  apps = await Promise.all(
    databases.map((database) =>
      buildApp({
        config,
        db: database.db,
        passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
        mailer: createMailer(config, { info() {}, error() {} }),
        payments: createSandboxGateway(),
      }),
    ),
  );
  admin = await makeShopper(databases[0]!.db, 'admin');
  categoryId = await insertCategory(databases[0]!.db, 'Serums');
});

afterEach(async () => {
  if (!serverUrl) return;
  await closeStores();
  await scratch?.drop();
  scratch = undefined;
});

async function closeStores() {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  apps = [];
  databases = [];
}

/**
 * The deadlocks PostgreSQL counted on the scenario's database. A server process adds its counts to the
 * database's statistics as it ends, before it leaves pg_stat_activity: the stores are closed and the
 * count read once no process of theirs is left.
 */
async function deadlocksOnceClosed(): Promise<number> {
  const name = new URL(scratch!.url).pathname.slice(1);
  await closeStores();
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const left = async () =>
      Number(
        (await client.query('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]
          .n,
      );
    await waitFor('the stores’ sessions to end', async () => (await left()) === 0);
    const stats = await client.query('select deadlocks from pg_stat_database where datname = $1', [name]);
    return Number(stats.rows[0].deadlocks);
  } finally {
    await client.end();
  }
}

/** Every answer of a scenario, by what was asked: `{ 'cart move': { 200: 9, 404: 1 } }`. */
type Tally = Record<string, Record<number, number>>;
let sent = 0;

/** POSTs to /prime/<path> on one instance or the other, noting the answer's status under `what`. */
async function send(tally: Tally, what: string, path: string, body: object, who?: Shopper) {
  sent += 1;
  const response = await apps[sent % 2]!.inject({
    method: 'POST',
    url: `/prime/${path}`,
    headers: { 'content-type': 'application/json', ...who?.auth },
    payload: JSON.stringify(body),
  });
  const counts = (tally[what] ??= {});
  counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return { status: response.statusCode, body: response.json() };
}

const noServerErrors = (tally: Tally) =>
  Object.entries(tally).filter(([, counts]) => Object.keys(counts).some((status) => Number(status) >= 500));

interface Pack {
  pp_id: number;
  pp_packet_size: number;
  pp_prize: number;
  pp_discount_prize: number;
  pp_stocks: number;
}
// Every pack at ₹499 or more: an order of any of them is delivered free, so its amount is its price.
const PRICES: Record<number, [number, number]> = { 30: [600, 500], 50: [700, 600], 75: [900, 800] };

/** A product on sale with 30, 50 and 75 gm packs of 1,000 units each; answers it as the console sees it. */
interface Saved {
  p_id: number;
  p_version: string;
  product_price: Pack[];
}

async function newProduct(tally: Tally, name: string): Promise<Saved> {
  const created = await send(
    tally,
    'create',
    'admin/product/save',
    productBody(
      name,
      [30, 50, 75].map((grams) => ({
        pp_packet_size: grams,
        pp_prize: PRICES[grams]![0],
        pp_discount_prize: PRICES[grams]![1],
        pp_stocks: 1000,
      })),
    ),
    admin,
  );
  expect(created.status).toBe(200);
  return created.body.data;
}

const productBody = (name: string, packs: object[], extra: object = {}) => ({
  p_productname: name,
  p_category: categoryId,
  p_concern_category: null,
  p_description: 'Evens tone.',
  p_upcoming: 0,
  p_status: 1,
  ...DECLARED,
  ingredients: [{ pin_description: 'Niacinamide' }],
  product_price: packs,
  ...extra,
});

/** The console's save of the form filled from `product`, keeping only the pack sizes of `keep` grams. */
const keepOnly = (product: Saved, name: string, keep: number[], extra = {}) =>
  productBody(
    name,
    product.product_price
      .filter((pack) => keep.includes(pack.pp_packet_size))
      .map((pack) => ({ ...pack, pp_stocks_loaded: pack.pp_stocks })),
    { p_id: product.p_id, p_version: product.p_version, ...extra },
  );

const priceOf = (grams: number) => PRICES[grams]![1];

describe.skipIf(!serverUrl)('an admin saving a product while shoppers use it, on PostgreSQL', () => {
  it('removes a pack size while shoppers move their cart lines to it and away from it and add it to their carts: no 500, no deadlock, no cart line of a removed size', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => makeShopper(databases[0]!.db)));
    const tally: Tally = {};
    for (let round = 0; round < 15; round += 1) {
      const product = await newProduct(tally, `Moving Serum ${round}`);
      const lines: number[] = [];
      for (const shopper of shoppers) {
        const added = await send(
          tally,
          'cart add',
          'add/cart',
          { productid: product.p_id, packet_size: 30 },
          shopper,
        );
        lines.push(added.body.data.ct_id);
      }
      await Promise.all([
        ...shoppers.flatMap((shopper, n) => [
          // Half move their line onto the 50 gm pack being removed, half move it away to 75 gm.
          send(
            tally,
            'cart move',
            'update/cart',
            { cart_id: lines[n], packet_size: n % 2 ? 50 : 75, quantity: 2 },
            shopper,
          ),
          send(tally, 'cart add', 'add/cart', { productid: product.p_id, packet_size: 50 }, shopper),
        ]),
        send(
          tally,
          'save',
          'admin/product/save',
          keepOnly(product, `Moving Serum ${round}`, [30, 75]),
          admin,
        ),
      ]);
      const left = await databases[0]!.db
        .select({ pack: cartLines.packSizeId })
        .from(cartLines)
        .innerJoin(packSizes, eq(packSizes.id, cartLines.packSizeId))
        .where(eq(packSizes.productId, product.p_id));
      expect(left.every((line) => line.pack !== product.product_price[1]!.pp_id)).toBe(true);
    }
    expect(noServerErrors(tally)).toEqual([]);
    expect(tally.save).toEqual({ 200: 15 });
    expect(await deadlocksOnceClosed()).toBe(0);
  });

  it('renames a product (a new slug) while it is ordered, by guests and by shoppers emptying their carts, and added to carts: no 500, no deadlock', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => makeShopper(databases[0]!.db)));
    const tally: Tally = {};
    for (let round = 0; round < 15; round += 1) {
      const product = await newProduct(tally, `Renamed Cream ${round}`);
      for (const shopper of shoppers) {
        await send(tally, 'cart add', 'add/cart', { productid: product.p_id, packet_size: 30 }, shopper);
      }
      const both = [
        { product_id: product.p_id, quantity: 1, packet_size: 30 },
        { product_id: product.p_id, quantity: 1, packet_size: 50 },
      ];
      await Promise.all([
        ...[1, 2, 3].map(() =>
          send(tally, 'guest order', 'add/order', guestOrder(both, priceOf(30) + priceOf(50))),
        ),
        ...shoppers.map((shopper) =>
          send(tally, 'order', 'add/order', guestOrder(both.slice(0, 1), priceOf(30)), shopper),
        ),
        ...shoppers.map((shopper) =>
          send(tally, 'cart add', 'add/cart', { productid: product.p_id, packet_size: 75 }, shopper),
        ),
        send(
          tally,
          'save',
          'admin/product/save',
          keepOnly(product, `Renamed Cream ${round}`, [30, 50, 75], { p_slug: `renamed-cream-${round}-b` }),
          admin,
        ),
      ]);
    }
    expect(noServerErrors(tally)).toEqual([]);
    expect(tally['guest order']).toEqual({ 200: 45 });
    expect(tally.order).toEqual({ 200: 45 });
    expect(tally.save).toEqual({ 200: 15 });
    expect(await deadlocksOnceClosed()).toBe(0);
  });

  it('removes a pack size while orders holding it are cancelled: each cancellation gives its units back, no 500, no deadlock', async () => {
    const tally: Tally = {};
    for (let round = 0; round < 15; round += 1) {
      const product = await newProduct(tally, `Cancelled Gel ${round}`);
      const placed = await Promise.all(
        [1, 2, 3].map(() =>
          send(
            tally,
            'order',
            'add/order',
            guestOrder(
              [
                { product_id: product.p_id, quantity: 2, packet_size: 50 },
                { product_id: product.p_id, quantity: 1, packet_size: 30 },
              ],
              2 * priceOf(50) + priceOf(30),
            ),
          ),
        ),
      );
      await Promise.all([
        ...placed.map((order) =>
          send(
            tally,
            'cancel',
            'cancel-order',
            { od_id: order.body.order_id, reason: 'Ordered twice' },
            admin,
          ),
        ),
        send(
          tally,
          'save',
          'admin/product/save',
          keepOnly(product, `Cancelled Gel ${round}`, [30, 75]),
          admin,
        ),
      ]);
      const stock = await databases[0]!.db
        .select({ grams: packSizes.grams, stock: packSizes.stock })
        .from(packSizes)
        .where(eq(packSizes.productId, product.p_id))
        .orderBy(packSizes.grams);
      // Every unit is back, the save having kept the live stock of the figures it left as loaded.
      expect(stock).toEqual([
        { grams: 30, stock: 1000 },
        { grams: 75, stock: 1000 },
      ]);
    }
    expect(noServerErrors(tally)).toEqual([]);
    expect(tally.cancel).toEqual({ 200: 45 });
    expect(await deadlocksOnceClosed()).toBe(0);
  });
});
