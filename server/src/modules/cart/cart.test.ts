import { eq } from 'drizzle-orm';
import { messages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeProduct, makeShopper, type Shopper, type TestProduct } from '../../test/shop-fixtures.ts';

let t: TestApp;
let serum: TestProduct;
let cream: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  serum = await makeProduct(t.database.db, [
    { grams: 30, mrp: 799, price: 649, stock: 5 },
    { grams: 50, mrp: 1199, price: 999, stock: 3 },
  ]);
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 40 }]);
});
afterAll(() => t.close());

const cartOf = async (shopper: Shopper) => {
  const response = await t.post('list/cart', { userid: shopper.id }, shopper.auth);
  expect(response.status).toBe(200);
  return response.body.list as {
    ct_id: number;
    ct_product_id: number;
    ct_quantity: number;
    ct_packet_size: number;
  }[];
};
const lines = async (shopper: Shopper) =>
  (await cartOf(shopper)).map((line) => [line.ct_product_id, line.ct_packet_size, line.ct_quantity]);
const add = (shopper: Shopper, body: Record<string, unknown>) =>
  t.post('add/cart', { userid: shopper.id, ...body }, shopper.auth);

describe('who may use a cart', () => {
  const calls: [string, object][] = [
    ['list/cart', {}],
    ['add/cart', { productid: 1 }],
    ['update/cart', { cart_id: 1, quantity: 1 }],
    ['delete/cart', { cart_id: 1 }],
    ['add/favourite', { p_id: 1, fav: 1 }],
    ['list/favourite', {}],
  ];

  it.each(calls)('%s needs a login', async (path, body) => {
    const response = await t.post(path, body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ result: false, message: messages.loginRequired });
    const expired = await t.post(path, body, { authorization: 'Bearer not-a-token' });
    expect(expired.status).toBe(401);
  });

  it.each(calls)('%s refuses a user id that is not the token’s', async (path, body) => {
    const shopper = await makeShopper(t.database.db);
    for (const field of ['userid', 'user_id', 'u_id']) {
      const response = await t.post(path, { ...body, [field]: shopper.id + 1000 }, shopper.auth);
      expect(response.status).toBe(403);
    }
    const header = await t.post(path, body, { ...shopper.auth, user_id: String(shopper.id + 1000) });
    expect(header.status).toBe(403);
  });
});

describe('add/cart', () => {
  it('adds one unit of the first pack size when quantity and size are left out, as a CartLine', async () => {
    const shopper = await makeShopper(t.database.db);
    const response = await add(shopper, { productid: String(serum.id), quantity: '', packet_size: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, message: messages.addedToCart });
    const [line] = await cartOf(shopper);
    expect(line).toMatchObject({
      ct_id: expect.any(Number),
      ct_product_id: serum.id,
      p_id: serum.id,
      ct_quantity: 1,
      ct_packet_size: 30,
      ct_status: 1,
      p_productname: serum.name,
      p_discount_prize: 649,
      product_price: [
        expect.objectContaining({ pp_packet_size: 30, pp_stocks: 5 }),
        expect.objectContaining({ pp_packet_size: 50, pp_stocks: 3 }),
      ],
    });
    expect(response.body.data).toEqual(line);
  });

  it('sums into the line of the same product and pack size; another size is another line', async () => {
    const shopper = await makeShopper(t.database.db);
    await add(shopper, { productid: serum.id, quantity: 2, packet_size: '50gm' });
    await add(shopper, { productid: serum.id, quantity: '1', packet_size: 50 });
    await add(shopper, { productid: serum.id, quantity: 1, packet_size: '30' });
    await add(shopper, { productid: cream.id, quantity: 4 });
    expect(await lines(shopper)).toEqual([
      [serum.id, 50, 3],
      [serum.id, 30, 1],
      [cream.id, 100, 4],
    ]);
  });

  it('refuses more than the pack size holds, counting what the cart has, and changes nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const over = await add(shopper, { productid: serum.id, quantity: 4, packet_size: 50 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ result: false, message: 'Only 3 left in stock.' });
    await add(shopper, { productid: serum.id, quantity: 2, packet_size: 50 });
    const again = await add(shopper, { productid: serum.id, quantity: 2, packet_size: 50 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only 3 left in stock.');
    expect(await lines(shopper)).toEqual([[serum.id, 50, 2]]);
    const huge = await add(shopper, { productid: serum.id, quantity: 2_147_483_647, packet_size: 50 });
    expect(huge.status).toBe(409);
  });

  it('answers 400 for a pack size the product lacks or a bad quantity, 404 for a product not on sale', async () => {
    const shopper = await makeShopper(t.database.db);
    const size = await add(shopper, { productid: serum.id, packet_size: '500gm' });
    expect(size.status).toBe(400);
    expect(size.body).toMatchObject({
      message: messages.packSizeUnknown,
      errors: [{ field: 'packet_size', message: messages.packSizeUnknown }],
    });
    for (const quantity of [0, -1, 1.5, 'two']) {
      const bad = await add(shopper, { productid: serum.id, quantity });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(messages.quantityInvalid);
    }
    expect((await add(shopper, { productid: 'abc' })).status).toBe(400);
    expect((await add(shopper, { productid: 999_999 })).status).toBe(404);
    const retired = await makeProduct(t.database.db, undefined, { status: 0 });
    expect((await add(shopper, { productid: retired.id })).status).toBe(404);
    expect(await lines(shopper)).toEqual([]);
  });

  it('refuses an upcoming product: 409 Not available yet., on add and on update, nothing in the cart', async () => {
    const shopper = await makeShopper(t.database.db);
    const soon = await makeProduct(t.database.db, undefined, { upcoming: 1 });
    const added = await add(shopper, { productid: soon.id });
    expect(added.status).toBe(409);
    expect(added.body).toEqual({ result: false, message: messages.notAvailableYet });
    expect(await lines(shopper)).toEqual([]);
    const later = await makeProduct(t.database.db);
    const { data } = (await add(shopper, { productid: later.id })).body;
    await t.database.db.update(products).set({ upcoming: 1 }).where(eq(products.id, later.id));
    const updated = await t.post('update/cart', { cart_id: data.ct_id, quantity: 3 }, shopper.auth);
    expect(updated.status).toBe(409);
    expect(updated.body.message).toBe(messages.notAvailableYet);
    expect(await lines(shopper)).toEqual([[later.id, 50, 1]]);
  });

  it('sums adds sent at once without losing any', async () => {
    const shopper = await makeShopper(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(shopper, { productid: cream.id, quantity: 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await lines(shopper)).toEqual([[cream.id, 100, 12]]);
  });
});

describe('update/cart and delete/cart', () => {
  it('sets the quantity and the pack size, both kept', async () => {
    const shopper = await makeShopper(t.database.db);
    const { data } = (await add(shopper, { productid: serum.id })).body;
    const quantity = await t.post(
      'update/cart',
      { cart_id: String(data.ct_id), quantity: '4' },
      shopper.auth,
    );
    expect(quantity.status).toBe(200);
    expect(quantity.body).toMatchObject({ message: messages.cartUpdated, data: { ct_quantity: 4 } });
    const moved = await t.post(
      'update/cart',
      { cart_id: data.ct_id, quantity: 2, packet_size: '50gm' },
      shopper.auth,
    );
    expect(moved.status).toBe(200);
    expect(await lines(shopper)).toEqual([[serum.id, 50, 2]]);
    const sizeOnly = await t.post('update/cart', { cart_id: data.ct_id, packet_size: 30 }, shopper.auth);
    expect(sizeOnly.status).toBe(200);
    expect(await lines(shopper)).toEqual([[serum.id, 30, 2]]);
  });

  it('merges into the line that already holds the new pack size', async () => {
    const shopper = await makeShopper(t.database.db);
    const small = (await add(shopper, { productid: serum.id, quantity: 1, packet_size: 30 })).body.data;
    await add(shopper, { productid: serum.id, quantity: 2, packet_size: 50 });
    const tooMany = await t.post(
      'update/cart',
      { cart_id: small.ct_id, quantity: 2, packet_size: 50 },
      shopper.auth,
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 3 left in stock.');
    const merged = await t.post('update/cart', { cart_id: small.ct_id, packet_size: 50 }, shopper.auth);
    expect(merged.status).toBe(200);
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ ct_id: small.ct_id, ct_quantity: 3 })]);
  });

  it('refuses a quantity below 1, over the stock, or an unknown size, and changes nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const { data } = (await add(shopper, { productid: serum.id, quantity: 2 })).body;
    const zero = await t.post('update/cart', { cart_id: data.ct_id, quantity: 0 }, shopper.auth);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(messages.quantityInvalid);
    const over = await t.post('update/cart', { cart_id: data.ct_id, quantity: 6 }, shopper.auth);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only 5 left in stock.');
    const size = await t.post('update/cart', { cart_id: data.ct_id, packet_size: 75 }, shopper.auth);
    expect(size.status).toBe(400);
    expect(await lines(shopper)).toEqual([[serum.id, 30, 2]]);
  });

  it('treats another user’s line as not found, for update and delete alike', async () => {
    const owner = await makeShopper(t.database.db);
    const other = await makeShopper(t.database.db);
    const { data } = (await add(owner, { productid: cream.id })).body;
    const update = await t.post('update/cart', { cart_id: data.ct_id, quantity: 3 }, other.auth);
    expect(update.status).toBe(404);
    const remove = await t.post('delete/cart', { cart_id: data.ct_id }, other.auth);
    expect(remove.status).toBe(404);
    expect(await lines(owner)).toEqual([[cream.id, 100, 1]]);
  });

  it('removes a line once; a second delete finds nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const { data } = (await add(shopper, { productid: cream.id })).body;
    const removed = await t.post('delete/cart', { cart_id: `${data.ct_id}` }, shopper.auth);
    expect(removed.body).toEqual({ result: true, message: messages.cartLineRemoved });
    expect(await lines(shopper)).toEqual([]);
    expect((await t.post('delete/cart', { cart_id: data.ct_id }, shopper.auth)).status).toBe(404);
    expect((await t.post('delete/cart', { cart_id: 0 }, shopper.auth)).status).toBe(400);
  });
});

describe('favourites', () => {
  const favourites = async (shopper: Shopper) =>
    (await t.post('list/favourite', { user_id: shopper.id }, shopper.auth)).body.data as {
      f_id: number;
      p_id: number;
    }[];

  it('adds and removes idempotently, listing each product once with its Product fields', async () => {
    const shopper = await makeShopper(t.database.db);
    expect(await favourites(shopper)).toEqual([]);
    const added = await t.post(
      'add/favourite',
      { user_id: shopper.id, p_id: serum.id, fav: 1 },
      shopper.auth,
    );
    expect(added.body).toMatchObject({ result: true, message: messages.addedToFavourites });
    await t.post('add/favourite', { p_id: String(serum.id), fav: '1' }, shopper.auth);
    await t.post('add/favourite', { p_id: cream.id, fav: 1 }, shopper.auth);
    const listed = await favourites(shopper);
    expect(listed).toEqual([
      expect.objectContaining({ f_id: expect.any(Number), p_id: serum.id, p_productname: serum.name }),
      expect.objectContaining({
        p_id: cream.id,
        product_price: [expect.objectContaining({ pp_packet_size: 100 })],
      }),
    ]);
    const removed = await t.post('add/favourite', { p_id: serum.id, fav: 0 }, shopper.auth);
    expect(removed.body).toMatchObject({ result: true, message: messages.removedFromFavourites });
    expect((await t.post('add/favourite', { p_id: serum.id, fav: 0 }, shopper.auth)).status).toBe(200);
    expect((await favourites(shopper)).map((entry) => entry.p_id)).toEqual([cream.id]);
  });

  it('refuses an unknown product and a fav that is not 1 or 0', async () => {
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('add/favourite', { p_id: 999_999, fav: 1 }, shopper.auth)).status).toBe(404);
    const bad = await t.post('add/favourite', { p_id: serum.id, fav: 'yes' }, shopper.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.favFlagInvalid);
    expect(await favourites(shopper)).toEqual([]);
  });

  it('keeps each shopper’s favourites apart', async () => {
    const first = await makeShopper(t.database.db);
    const second = await makeShopper(t.database.db);
    await t.post('add/favourite', { p_id: serum.id, fav: 1 }, first.auth);
    expect(await favourites(second)).toEqual([]);
  });
});
