// `pincode/info` from India Post's directory, and the directory's word on every order and saved
// address: a pincode it lacks, or one in another state than the one chosen, is refused on the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@prime/contract';
import { directoryPincodes, pincodeInfo } from '../../pincodes/directory.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let product: TestProduct;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  product = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 100 }]);
  shopper = await makeShopper(t.database.db);
});
afterAll(() => t.close());

describe('pincode/info', () => {
  it('answers the district, the state as listed and the post offices', async () => {
    const response = await t.post('pincode/info', { pincode: '400001' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' });
    expect(response.body.data.places).toEqual(
      expect.arrayContaining(['Stock Exchange', 'Town Hall (Mumbai)']),
    );
    expect(Object.keys(response.body.data).sort()).toEqual(['district', 'pincode', 'places', 'state']);
    // A number, as clients keep pincodes, is the same pincode.
    expect((await t.post('pincode/info', { pincode: 560001 })).body.data.state).toBe('Karnataka');
  });

  it("names states as India's list does, Ladakh and the merged union territory included", async () => {
    expect((await t.post('pincode/info', { pincode: '194101' })).body.data).toMatchObject({
      district: 'Leh',
      state: 'Ladakh',
    });
    expect((await t.post('pincode/info', { pincode: '396210' })).body.data.state).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect((await t.post('pincode/info', { pincode: '492001' })).body.data.state).toBe('Chhattisgarh');
    expect((await t.post('pincode/info', { pincode: '605001' })).body.data.state).toBe('Puducherry');
  });

  it.each(['999999', '540001', '000000', '12345', 'abcdef', ''])('answers 404 for %j', async (pincode) => {
    const response = await t.post('pincode/info', { pincode });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ result: false, message: 'Please enter a valid pincode.' });
  });

  it("gives every pincode of the directory a state of India's list", async () => {
    const listed = new Set(INDIAN_STATES.map((state) => state.name));
    for (const pincode of await directoryPincodes()) {
      const info = await pincodeInfo(String(pincode));
      for (const state of info!.states) if (!listed.has(state)) throw new Error(`${pincode}: ${state}`);
    }
  });
});

describe('orders and saved addresses', () => {
  const order = (overrides: Record<string, unknown>) =>
    t.post('add/order', guestOrder([{ product_id: product.id, quantity: 1 }], 499, overrides));

  it('refuses an order to a pincode India Post does not have, on the field', async () => {
    const response = await order({ user_zipcode: '999999', user_state: 'Maharashtra' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Please enter a valid pincode.',
      errors: [{ field: 'user_zipcode', message: 'Please enter a valid pincode.' }],
    });
  });

  it("refuses an order whose pincode is in another state than the one chosen, and takes it in the pincode's", async () => {
    const refused = await order({ user_zipcode: '400001', user_state: 'Karnataka' });
    expect(refused.status).toBe(400);
    const message = 'This pincode is in Maharashtra. Please check the pincode and the state.';
    expect(refused.body.message).toBe(message);
    expect(refused.body.errors).toEqual([
      { field: 'user_zipcode', message },
      { field: 'user_state', message },
    ]);
    expect((await order({ user_zipcode: '400001', user_state: 'maharashtra' })).status).toBe(200);
    // A pincode with post offices in two states is taken with either.
    expect((await order({ user_zipcode: '160014', user_state: 'Punjab' })).status).toBe(200);
  });

  it('refuses a saved address with an unknown pincode or another state, added or edited', async () => {
    const address = {
      type: 'home',
      heading: 'Home',
      address: '12 MG Road',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      pincode: '999999',
      phone: '9876543210',
    };
    const unknown = await t.post('add/address', address, shopper.auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'pincode', message: 'Please enter a valid pincode.' }]);
    const elsewhere = await t.post('add/address', { ...address, pincode: '400001' }, shopper.auth);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'pincode',
      'state',
    ]);

    const added = await t.post('add/address', { ...address, pincode: '560001' }, shopper.auth);
    expect(added.status).toBe(200);
    const adr_id = added.body.adr_id;
    expect((await t.post('edit/address', { adr_id, state: 'Kerala' }, shopper.auth)).status).toBe(400);
    expect((await t.post('edit/address', { adr_id, pincode: '682001' }, shopper.auth)).status).toBe(400);
    expect(
      (await t.post('edit/address', { adr_id, pincode: '682001', state: 'Kerala' }, shopper.auth)).status,
    ).toBe(200);
  });
});
