// Stock in lots through the API: receiving deliveries, first expiry first out across
// batches, lots too close to expiry never sold, units back to their lots, adjustments, a recall and
// its CSV, the lots expiring soon, the product editor's stock figures, and batches on the documents.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, indiaMonthOf, monthLabel } from '@prime/contract';
import { refreshSellableStock } from '../../shop/sellable-stock-job.ts';
import { auditLog } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
});
afterAll(() => t.close());

const month = indiaMonthOf(new Date());
const made = addMonths(month, -2);
const early = addMonths(month, 12);
const late = addMonths(month, 30);
const PRICE = 499;

const post = (path: string, body: unknown) => t.post(path, body, admin.auth);

/** A product of one 50 gm pack at ₹499 with no stock yet. */
const emptyProduct = (name: string) =>
  makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: PRICE, stock: 0 }], { name });

async function receive(product: TestProduct, batch_no: string, expiry: string, quantity: number, mfg = made) {
  const answer = await post('admin/stock/receive', {
    pp_id: product.packs[0],
    batch_no,
    mfg,
    expiry,
    quantity,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { lot_id: number; remaining: number; received: number };
}

async function pack(product: TestProduct) {
  const { body } = await t.post('product/list', { p_id: product.id });
  return body.list[0].product_price[0] as { pp_stocks: number; pp_expiry: string | null };
}

const lotsOf = async (product: TestProduct) =>
  (await post('admin/stock/lots', { p_id: product.id })).body.list as {
    lot_id: number;
    batch_no: string;
    remaining: number;
    sellable: boolean;
  }[];

const remainingOf = async (product: TestProduct) =>
  Object.fromEntries((await lotsOf(product)).map((lot) => [lot.batch_no, lot.remaining]));

/** A guest's cash order of `quantity` units; answers add/order's answer. */
const order = (product: TestProduct, quantity: number, overrides: Record<string, unknown> = {}) => {
  const amount = PRICE * quantity + (PRICE * quantity < 499 ? 49 : 0);
  return t.post('add/order', guestOrder([{ product_id: product.id, quantity }], amount, overrides));
};

async function orderLine(orderId: number) {
  const detail = (await post('admin/order/detail', { od_id: orderId })).body.data;
  return detail.lines[0] as {
    op_id: number;
    op_lots: { batch_no: string; expiry: string; quantity: number }[];
  };
}

describe('admin/stock/receive', () => {
  it('makes a lot, grows the same batch again, and counts it in the pack size’s stock', async () => {
    const product = await emptyProduct('Receiving Serum');
    const first = await receive(product, ' ab-12/x ', late, 10);
    expect(first).toMatchObject({
      batch_no: 'AB-12/X',
      mfg: made,
      expiry: late,
      received: 10,
      remaining: 10,
    });
    expect(first).toMatchObject({
      sellable: true,
      pp_id: product.packs[0],
      p_id: product.id,
      pp_packet_size: 50,
    });
    const again = await receive(product, 'AB-12/X', late, 5);
    expect(again).toMatchObject({ lot_id: first.lot_id, received: 15, remaining: 15 });
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 15, pp_expiry: late }));

    const clash = await post('admin/stock/receive', {
      pp_id: product.packs[0],
      batch_no: 'ab-12/x',
      mfg: made,
      expiry: early,
      quantity: 1,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `Batch AB-12/X of this pack size is already recorded as made ${made}, expiring ${late}.`,
    );

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `lot:${first.lot_id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['stock.receive', 'stock.receive']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ remaining: 10 }) });
  });

  it('refuses a malformed batch, month or quantity at its field, and an unknown pack size', async () => {
    const bad = await post('admin/stock/receive', {
      pp_id: 1,
      batch_no: 'no spaces',
      mfg: '2026-13',
      expiry: '2025-01',
      quantity: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'batch_no',
      'mfg',
      'quantity',
    ]);
    const backwards = await post('admin/stock/receive', {
      pp_id: 1,
      batch_no: 'B1',
      mfg: late,
      expiry: early,
      quantity: 1,
    });
    expect(backwards.body.errors).toEqual([
      { field: 'expiry', message: 'The expiry month must be after the manufacture month.' },
    ]);
    const unknown = await post('admin/stock/receive', {
      pp_id: 999_999,
      batch_no: 'B1',
      mfg: made,
      expiry: late,
      quantity: 1,
    });
    expect(unknown.status).toBe(404);
    const customer = await makeShopper(t.database.db);
    expect((await t.post('admin/stock/lots', { p_id: 1 }, customer.auth)).status).toBe(403);
  });
});

describe('selling by expiry', () => {
  it('takes the earliest expiry first across two batches, and records the batches on the line', async () => {
    const product = await emptyProduct('Two Batch Serum');
    await receive(product, 'LATE-1', late, 5);
    await receive(product, 'EARLY-1', early, 3);
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 8, pp_expiry: early }));

    const placed = await order(product, 4);
    expect(placed.status).toBe(200);
    expect((await orderLine(placed.body.order_id)).op_lots).toEqual([
      { batch_no: 'EARLY-1', expiry: early, quantity: 3 },
      { batch_no: 'LATE-1', expiry: late, quantity: 1 },
    ]);
    expect(await remainingOf(product)).toEqual({ 'EARLY-1': 0, 'LATE-1': 4 });
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 4, pp_expiry: late }));
    const mine = await t.post('order/view', {
      access: (await post('admin/order/detail', { od_id: placed.body.order_id })).body.data.od_access,
    });
    expect(mine.body.data.lines[0].op_lots).toHaveLength(2);
  });

  it('never sells a lot too close to its expiry, and follows min_shelf_life_days', async () => {
    const product = await emptyProduct('Short Dated Serum');
    await receive(product, 'OLD-1', month, 10, addMonths(month, -20));
    await receive(product, 'NEW-1', late, 2);
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 2, pp_expiry: late }));
    expect((await lotsOf(product)).map((lot) => [lot.batch_no, lot.sellable])).toEqual([
      ['OLD-1', false],
      ['NEW-1', true],
    ]);

    const short = await order(product, 3);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Only 2 left of Short Dated Serum.');
    const placed = await order(product, 2);
    expect(placed.status).toBe(200);
    expect((await orderLine(placed.body.order_id)).op_lots).toEqual([
      { batch_no: 'NEW-1', expiry: late, quantity: 2 },
    ]);
    expect(await remainingOf(product)).toEqual({ 'OLD-1': 10, 'NEW-1': 0 });
    expect((await order(product, 1)).body.message).toBe('Only 0 left of Short Dated Serum.');

    // Sold up to the last day of its expiry month: the old lot is on sale again, and off again.
    const settings = (await post('admin/settings/get', {})).body.data;
    expect(settings.min_shelf_life_days).toBe(90);
    expect((await post('admin/settings/save', { ...settings, min_shelf_life_days: 0 })).status).toBe(200);
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 10, pp_expiry: month }));
    const { min_shelf_life_days: _kept, ...withoutIt } = settings;
    expect((await post('admin/settings/save', withoutIt)).body.data.min_shelf_life_days).toBe(0);
    expect((await post('admin/settings/save', settings)).status).toBe(200);
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 0, pp_expiry: null }));
    const bad = await post('admin/settings/save', { ...settings, min_shelf_life_days: -1 });
    expect(bad.body.errors).toEqual([
      { field: 'min_shelf_life_days', message: 'Enter a whole number of days from 0 to 3650.' },
    ]);
  });

  it('drops a lot from the stock once time makes it unsellable', async () => {
    const product = await emptyProduct('Ageing Serum');
    await receive(product, 'SOON-1', addMonths(month, 4), 6);
    expect((await pack(product)).pp_stocks).toBe(6);
    expect(await refreshSellableStock(t.database.db)).toBe(0);
    const inThreeMonths = new Date(Date.now() + 92 * 24 * 60 * 60 * 1000);
    expect(await refreshSellableStock(t.database.db, inThreeMonths)).toBeGreaterThanOrEqual(1);
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 0, pp_expiry: null }));
    expect(await refreshSellableStock(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await pack(product)).pp_stocks).toBe(6);
  });
});

describe('units back to their lots', () => {
  it('gives a cancelled order’s units back to the lots they came from', async () => {
    const product = await emptyProduct('Cancelled Serum');
    await receive(product, 'C-EARLY', early, 2);
    await receive(product, 'C-LATE', late, 5);
    const placed = await order(product, 3);
    expect(await remainingOf(product)).toEqual({ 'C-EARLY': 0, 'C-LATE': 4 });
    const cancelled = await post('cancel-order', { od_id: placed.body.order_id, reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect(await remainingOf(product)).toEqual({ 'C-EARLY': 2, 'C-LATE': 5 });
    expect(await pack(product)).toEqual(expect.objectContaining({ pp_stocks: 7, pp_expiry: early }));
  });

  it('puts a restocked return back into its lot', async () => {
    const product = await emptyProduct('Returned Serum');
    await receive(product, 'R-1', early, 4);
    const placed = await order(product, 2, { user_email: 'lot.return@example.in' });
    const id = placed.body.order_id;
    await post('admin/order/status', { od_id: id, status: 'Delivered' });
    const { op_id } = await orderLine(id);
    const access = (await post('admin/order/detail', { od_id: id })).body.data.od_access;
    const asked = await t.post('add/return', {
      access,
      op_ids: [op_id],
      reason: 'Allergy',
      refund_to: 'meera@okbank',
    });
    expect(asked.status).toBe(200);
    await post('admin/return/decide', { rq_id: asked.body.rq_id, approve: 1, note: 'Sorry' });
    const received = await post('admin/return/receive', {
      rq_id: asked.body.rq_id,
      restock: 1,
      payout_reference: 'UPI-9',
    });
    expect(received.status).toBe(200);
    expect(await remainingOf(product)).toEqual({ 'R-1': 4 });
  });
});

describe('admin/stock/adjust', () => {
  it('changes a lot with a reason, never below 0, audited', async () => {
    const product = await emptyProduct('Adjusted Serum');
    const lot = await receive(product, 'ADJ-1', late, 5);
    const over = await post('admin/stock/adjust', { lot_id: lot.lot_id, change: -6, reason: 'Damaged' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only 5 left in this lot.');
    const zero = await post('admin/stock/adjust', { lot_id: lot.lot_id, change: 0, reason: '' });
    expect(zero.body.errors.map((error: { field: string }) => error.field)).toEqual(['change', 'reason']);
    const down = await post('admin/stock/adjust', {
      lot_id: lot.lot_id,
      change: '-2',
      reason: 'Two bottles broke',
    });
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ remaining: 3, received: 5 });
    expect((await pack(product)).pp_stocks).toBe(3);
    expect((await post('admin/stock/adjust', { lot_id: 999_999, change: 1, reason: 'Found' })).status).toBe(
      404,
    );
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'stock.adjust'));
    expect(entry).toMatchObject({
      target: `lot:${lot.lot_id}`,
      before: expect.objectContaining({ remaining: 5 }),
      after: expect.objectContaining({ remaining: 3, change: -2, reason: 'Two bottles broke' }),
    });
  });
});

describe('a recall', () => {
  it('lists every order line that took a batch, with the customer’s contact, and downloads it as CSV', async () => {
    const product = await emptyProduct('Recalled Serum');
    await receive(product, 'RC-1', early, 3);
    await receive(product, 'RC-2', late, 10);
    const first = await order(product, 2, { user_name: 'Asha Rao', user_email: 'asha.recall@example.in' });
    const second = await order(product, 2, {
      user_name: 'Ravi, "R" Kumar',
      user_email: 'ravi.recall@example.in',
    });
    const recall = await post('admin/stock/batch', { batch_no: 'rc-1' });
    expect(recall.status).toBe(200);
    expect(recall.body.list).toEqual([
      expect.objectContaining({
        od_id: second.body.order_id,
        quantity: 1,
        user_email: 'ravi.recall@example.in',
      }),
      expect.objectContaining({
        od_id: first.body.order_id,
        p_id: product.id,
        p_productname: 'Recalled Serum',
        quantity: 2,
        user_name: 'Asha Rao',
        user_mobile_no: '9812345678',
        op_delivery_status: 'Order confirmed',
        od_created_at: expect.any(String),
      }),
    ]);
    expect((await post('admin/stock/batch', { batch_no: 'RC-2' })).body.list).toHaveLength(1);
    expect((await post('admin/stock/batch', { batch_no: 'NONE' })).body.list).toEqual([]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/prime/admin/stock/batch.csv?batch_no=rc-1',
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="recall-RC-1.csv"');
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'od_id,op_id,p_id,p_productname,op_packet_size,quantity,user_name,user_email,user_mobile_no,op_delivery_status,od_created_at',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('"Ravi, ""R"" Kumar",ravi.recall@example.in,9812345678,Order confirmed');
    expect(
      (await t.app.inject({ method: 'GET', url: '/prime/admin/stock/batch.csv?batch_no=RC-1' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/prime/admin/stock/batch.csv', headers: admin.auth }))
        .statusCode,
    ).toBe(400);
  });
});

describe('admin/stock/expiring', () => {
  it('lists lots with units left whose expiry month ends within the days, earliest first', async () => {
    const product = await emptyProduct('Expiring Serum');
    await receive(product, 'EX-NOW', month, 2, addMonths(month, -20));
    await receive(product, 'EX-SOON', addMonths(month, 2), 3);
    await receive(product, 'EX-LATE', late, 4);
    const batches = async (days: number) =>
      ((await post('admin/stock/expiring', { days })).body.list as { batch_no: string; p_id: number }[])
        .filter((lot) => lot.p_id === product.id)
        .map((lot) => lot.batch_no);
    expect(await batches(31)).toEqual(['EX-NOW']);
    expect(await batches(120)).toEqual(['EX-NOW', 'EX-SOON']);
    expect((await post('admin/stock/expiring', { days: -1 })).status).toBe(400);
  });
});

describe('admin/product/save and stock', () => {
  it('records a rise as an UNRECORDED lot and takes a fall from the earliest lots', async () => {
    const product = await emptyProduct('Edited Serum');
    await receive(product, 'ED-1', early, 3);
    // Without `p_version` the figure sent is set (the last write wins).
    const { p_version: _version, ...detail } = (await post('admin/product/detail', { p_id: product.id })).body
      .data;
    const save = (stock: number) =>
      post('admin/product/save', {
        ...detail,
        product_price: [{ ...detail.product_price[0], pp_stocks: stock }],
      });
    expect((await save(8)).status).toBe(200);
    const lots = await lotsOf(product);
    expect(lots.map((lot) => [lot.batch_no, lot.remaining])).toEqual([
      ['ED-1', 3],
      ['UNRECORDED', 5],
    ]);
    expect((await save(4)).status).toBe(200);
    expect(await remainingOf(product)).toEqual({ 'ED-1': 0, UNRECORDED: 4 });
    expect((await pack(product)).pp_stocks).toBe(4);
  });
});

describe('documents', () => {
  it('print each line’s batches and expiry on the packing slip and the tax invoice', async () => {
    const product = await emptyProduct('Documented Serum');
    await receive(product, 'DOC-A', early, 1);
    await receive(product, 'DOC-B', late, 5);
    const placed = await order(product, 2);
    const id = placed.body.order_id;
    const slip = await t.app.inject({
      method: 'GET',
      url: `/prime/admin/order/${id}/packing-slip`,
      headers: admin.auth,
    });
    // Words a cell wraps onto two lines are read back with a line break between them.
    const slipText = (await pdfText(slip.rawPayload)).replace(/\s+/g, ' ');
    for (const words of [
      'DOC-A',
      `exp. ${monthLabel(early)} (${early})`,
      'DOC-B',
      `exp. ${monthLabel(late)} (${late})`,
    ]) {
      expect(slipText).toContain(words);
    }
    const invoiceUrl = (await post('admin/order/detail', { od_id: id })).body.data.od_invoice_url;
    const invoice = await t.app.inject({ method: 'GET', url: invoiceUrl });
    const invoiceText = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(invoiceText).toContain(`Batch DOC-A, exp. ${monthLabel(early)} (${early})`);
    expect(invoiceText).toContain(`Batch DOC-B, exp. ${monthLabel(late)} (${late})`);
  });
});
