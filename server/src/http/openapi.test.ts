// The OpenAPI reference is complete and true: every call registered under /prime is in it with its
// body and answer shapes, the document is valid OpenAPI 3.1, and real answers of a shopper's calls
// match the answer schemas a client reads there.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { latestPhoneCode } from '../test/sms-helpers.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper } from '../test/shop-fixtures.ts';
import { OPENAPI_PATH, registeredApiCalls } from './openapi.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let doc: Json;

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  doc = answer.json();
});
afterAll(() => t.close());

/** The schema a `$ref` names, followed through `#/components/schemas/…`. */
const resolve = (schema: Json): Json =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()]) : schema;

const operation = (path: string): Json => doc.paths[`/prime/${path}`].post;
const requestSchema = (path: string): Json => {
  const content = operation(path).requestBody.content;
  return resolve((content['application/json'] ?? content['multipart/form-data']).schema);
};
const answerSchema = (path: string, status = '200'): Json =>
  resolve(operation(path).responses[status].content['application/json'].schema);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every call registered under /prime, with a body schema and a 200 answer schema', () => {
    const calls = registeredApiCalls(t.app).map((call) => call.url);
    expect(calls.length).toBeGreaterThan(30);
    const listed = Object.entries(doc.paths as Json)
      .filter(([, item]) => item.post)
      .map(([path]) => path);
    expect(listed.sort()).toEqual([...calls].sort());
    for (const url of calls) {
      const op = doc.paths[url].post;
      expect(op.summary, url).toBeTruthy();
      expect(op.tags, url).toHaveLength(1);
      const content = op.requestBody?.content ?? {};
      const body = content['application/json'] ?? content['multipart/form-data'];
      expect(body?.schema, `${url} request body`).toMatchObject({ type: 'object' });
      const ok = resolve(op.responses['200']?.content?.['application/json']?.schema ?? {});
      expect(ok.properties?.result, `${url} answer`).toEqual({ type: 'boolean', enum: [true] });
      expect(ok.properties?.message, `${url} answer`).toBeDefined();
      expect(ok.required, url).toEqual(expect.arrayContaining(['result', 'message']));
      // Every call can be sent a body that is no JSON object (400) or over 1 MB (413).
      for (const status of ['400', '413']) {
        const failure = op.responses[status]?.content['application/json'].schema;
        expect(failure?.properties?.result, `${url} ${status}`).toEqual({ type: 'boolean', enum: [false] });
      }
    }
  });

  it('has every call declared the one way, through postedCalls', () => {
    const others = registeredApiCalls(t.app).filter((call) => !call.posted);
    expect(others.map((call) => call.url)).toEqual([]);
  });

  it('names the statuses a call can answer, and the login it needs', () => {
    expect(Object.keys(operation('add/cart').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413'].sort(),
    );
    expect(operation('add/cart').security).toEqual([{ bearer: [] }]);
    expect(operation('category/list').security).toBeUndefined();
    // Guests may order: the login is optional there.
    expect(operation('add/order').security).toEqual([{}, { bearer: [] }]);
    expect(Object.keys(operation('add/order').responses)).toEqual(
      expect.arrayContaining(['401', '404', '409', '503']),
    );
    expect(operation('register').responses['429'].headers['Retry-After'].schema).toMatchObject({
      type: 'integer',
    });
    expect(answerSchema('add/cart', '400').properties.errors.items.properties).toMatchObject({
      field: { type: 'string' },
      message: { type: 'string' },
    });
  });

  it("describes add/order's product_details lines and list/order's OrderLine fields", () => {
    const order = requestSchema('add/order');
    expect(order.required).toEqual(expect.arrayContaining(['amount', 'user_email', 'product_details']));
    const lines = order.properties.product_details;
    expect(lines).toMatchObject({ type: 'array', minItems: 1, maxItems: 100 });
    expect(Object.keys(resolve(lines.items).properties).sort()).toEqual([
      'packet_size',
      'product_id',
      'quantity',
    ]);
    expect(order.properties.payment_method.enum).toEqual(['cod', 'online']);
    expect(operation('add/order').parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    ]);

    const list = answerSchema('list/order').properties.list;
    const line = resolve(list.items);
    expect(Object.keys(line.properties).sort()).toEqual(
      [
        'op_id',
        'od_id',
        'p_id',
        'p_productname',
        'p_image',
        'op_quantity',
        'op_packet_size',
        'op_unit',
        'op_price',
        'od_amount',
        'od_payment_method',
        'od_payment_status',
        'op_delivery_status',
        'od_created_at',
        'od_discount',
        'od_coupon_code',
        'od_access',
        'od_delivery_charge',
        'od_cod_charge',
        'op_courier',
        'op_awb',
        'op_tracking_url',
        'op_delivered_at',
        'op_lots',
        'od_invoice_no',
        'od_invoice_url',
        'od_credit_notes',
        'od_refunded',
        'od_refunds',
        'od_returns',
      ].sort(),
    );
    expect(line.properties.op_delivery_status.enum).toContain('Payment pending');
    expect(line.properties.op_delivery_status.enum).toEqual(
      expect.arrayContaining(['Return requested', 'Returned']),
    );
    expect(answerSchema('add/order').properties).toMatchObject({
      message: { enum: ['Order placed successfully'] },
      order_id: { type: 'integer' },
    });
  });

  it('describes the photo upload of edit/profile as a multipart form', () => {
    const form = requestSchema('edit/profile');
    expect(operation('edit/profile').requestBody.content['application/json']).toBeUndefined();
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'mobile', 'image']),
    );
    expect(form.properties.image).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('lists no page, file or payment route as a call', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/prime/'))).toBe(true);
    expect(paths).not.toContain(OPENAPI_PATH);
    expect(paths.some((path) => path.startsWith('/prime/docs'))).toBe(false);
  });
});

describe('real answers match the documented answer schemas', () => {
  let shopper: Shopper;
  /** The documented schema of `path`'s answer at `status`, as a zod schema a client could build. */
  const documented = (path: string, status: string) => {
    const schemas = doc.components.schemas as Json;
    const local = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;
    const operationAnswer = doc.paths[`/prime/${path}`].post.responses[status];
    expect(operationAnswer, `${path} documents ${status}`).toBeDefined();
    return z.fromJSONSchema({
      ...local(operationAnswer.content['application/json'].schema),
      $defs: local(schemas),
    });
  };
  const call = async (path: string, body: unknown = {}, headers?: Record<string, string>) => {
    const answer = await t.post(path, body, headers);
    const parsed = documented(path, String(answer.status)).safeParse(answer.body);
    expect(
      parsed.error?.issues ?? [],
      `${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    ).toEqual([]);
    return answer;
  };

  beforeAll(async () => {
    shopper = await makeShopper(t.database.db);
  });

  it('refuses an answer with a field missing, one too many, or another message', () => {
    const answer = { result: true, message: 'Success', list: [] as Json[] };
    expect(documented('list/order', '200').safeParse(answer).success).toBe(true);
    expect(documented('list/order', '200').safeParse({ ...answer, message: 'Done' }).success).toBe(false);
    expect(documented('list/order', '200').safeParse({ ...answer, total: 0 }).success).toBe(false);
    const category = { c_id: 1, c_name: 'Serums' };
    const categories = documented('category/list', '200');
    expect(categories.safeParse({ ...answer, list: [category] }).success).toBe(true);
    expect(categories.safeParse({ ...answer, list: [{ c_id: 1 }] }).success).toBe(false);
    expect(categories.safeParse({ ...answer, list: [{ ...category, c_slug: 'serums' }] }).success).toBe(
      false,
    );
  });

  it('for the catalogue and content lists', async () => {
    const product = await makeProduct(t.database.db);
    expect((await call('category/list')).body.list.length).toBeGreaterThan(0);
    expect((await call('product/list')).body.list.length).toBeGreaterThan(0);
    await call('product/list', { p_id: product.id });
    await call('product/list', { bestsellers: true });
    await call('concerncatogry/list');
    await call('list/review', { p_id: product.id });
    await call('list/review', { p_id: product.id, page: 1, page_size: 2, with_photos: 1 });
    await call('list/delivery-time', { pincode: '400001' });
    await call('list/delivery-time', { pincode: '000000' });
    for (const path of ['banner', 'offer-banner', 'listourstandard', 'our-specialities', 'faq']) {
      await call(`list/${path}`);
    }
    for (const path of ['partners', 'get_in_touch', 'blog']) await call(`list/${path}`);
    await call('add/contact', { name: 'Asha', email: 'asha@example.in', message: 'Hello' });
  });

  it('for an account, its addresses, cart, favourites and orders', async () => {
    const { auth } = shopper;
    const product = await makeProduct(t.database.db);
    await call('list/users', {}, auth);
    await call('list/users', {});
    const address = await call(
      'add/address',
      {
        type: 'home',
        heading: 'Home',
        address: '4 Park Street',
        state: 'West Bengal',
        district: 'Kolkata',
        pincode: '700016',
        phone: '9812345678',
        setdefault: 1,
      },
      auth,
    );
    await call('list/address', {}, auth);
    await call('edit/address', { adr_id: address.body.adr_id, heading: 'Flat' }, auth);
    await call('edit/address', { adr_id: 999999, heading: 'Flat' }, auth);
    const line = await call('add/cart', { productid: product.id, quantity: 2 }, auth);
    await call('add/cart', { productid: product.id, quantity: 1000 }, auth);
    await call('update/cart', { cart_id: line.body.data.ct_id, quantity: 1 }, auth);
    await call('list/cart', {}, auth);
    await call('add/favourite', { p_id: product.id, fav: 1 }, auth);
    await call('list/favourite', {}, auth);
    await call('delete/cart', { cart_id: line.body.data.ct_id }, auth);
    await call('delete/address', { adr_id: address.body.adr_id }, auth);

    const placed = await call(
      'add/order',
      guestOrder([{ product_id: product.id, quantity: 1 }], 499, { user_email: shopper.email }),
      auth,
    );
    await call('add/order', guestOrder([], 0));
    await call('add/order', guestOrder([{ product_id: product.id, quantity: 1 }], 1));
    const orders = await call('list/order', {}, auth);
    expect(orders.body.list).toHaveLength(1);
    await call('update/order-tracking', { op_id: orders.body.list[0].op_id, status: 'Shipped' }, auth);
    await call('cancel-order', { od_id: placed.body.order_id, reason: 'Changed my mind' }, auth);
    await call('order/view', { access: orders.body.list[0].od_access });
    await call('order/view', { access: 'unknown' });
    await call('order/view', {});
    await call('order/lookup', { od_id: placed.body.order_id, contact: shopper.email });
    await call('order/lookup', { od_id: placed.body.order_id, contact: '9000000000' });
    await call('logout', {}, auth);
  });

  it('for registration, login and a password reset', async () => {
    const email = 'new.shopper@example.in';
    const body = { name: 'Meera Iyer', email, password: 'Dot.Star*2026', mobile: '9812345678' };
    await call('register', { ...body, register_method: 'userRegister' });
    await call('register', body);
    await call('login', { email, password: body.password, role: 'user' });
    await call('login', { email, password: 'wrong password' });
    await call('forgotpassword', { email });
    await call('verifyOtp', { email, otp: '0000' });
    await call('changepassword', { email, password: 'Another#2026' });
  });

  it('for sign-in by mobile and the pincode look-up', async () => {
    const mobile = '9812345670';
    await call('otp/send', { mobile });
    await call('otp/send', { mobile: '123' });
    await call('otp/login', { mobile, code: '000000' });
    await call('otp/login', { mobile, code: latestPhoneCode(t.config.dataDir, mobile) });
    await call('otp/login', { mobile, code: latestPhoneCode(t.config.dataDir, mobile), name: 'Meera Iyer' });
    await call('pincode/info', { pincode: '400001' });
    await call('pincode/info', { pincode: '999999' });
  });
});
