// GST tax invoices through the API (docs/decisions/0023-gst-invoices.md): issued when an order is
// confirmed, split by the buyer's state, read back from the PDF, taken back by credit notes, listed
// by month and summed in the GSTR-1 CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '../../gst/financial-year.ts';
import { issueInvoice } from '../../gst/issue.ts';
import { mailOutbox, orders, taxDocuments } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { pdfText } from '../../pdf/pdf-text.ts';
import { openInvoiceShop, type InvoiceShop } from '../../test/invoice-shop.ts';
import { makeProduct, makeShopper, type Shopper, type TestProduct } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let shop: InvoiceShop;
let t: TestApp;
let admin: Shopper;
let serum: TestProduct;
let cream: TestProduct;
const fy = financialYear(new Date());
const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

beforeAll(async () => {
  shop = await openInvoiceShop();
  ({ t, admin, serum } = shop);
  cream = await makeProduct(t.database.db, [{ grams: 50, mrp: 599, price: 499, stock: 100 }]);
  const detail = (await t.post('admin/product/detail', { p_id: cream.id }, admin.auth)).body.data;
  const saved = await t.post(
    'admin/product/save',
    { ...detail, p_category: detail.p_category, p_gst_rate: 12, p_hsn: '33049910' },
    admin.auth,
  );
  expect(saved.body).toMatchObject({ result: true });
});
afterAll(() => t.close());

/** A cash order of 2 serums and a cream to `state`, as the console shows it. */
async function placeCod(state: string, extra: Record<string, unknown> = {}, auth?: Record<string, string>) {
  const placed = await shop.place(lines(), { body: { user_state: state, ...extra }, auth });
  return shop.detail(placed.order_id);
}
function lines() {
  return [
    { product_id: serum.id, quantity: 2, packet_size: 30 },
    { product_id: cream.id, quantity: 1, packet_size: 50 },
  ];
}

async function pdfOf(url: string) {
  const answer = await t.app.inject({ method: 'GET', url });
  return { status: answer.statusCode, type: answer.headers['content-type'], bytes: answer.rawPayload };
}

describe('tax invoices', () => {
  it('issues a numbered invoice for a cash order, IGST for a buyer in another state, as its PDF says', async () => {
    const order = await placeCod('west bengal');
    expect(order.user_state).toBe('West Bengal');
    expect(order.od_invoice_no).toMatch(new RegExp(`^PRM/${fy}/\\d{6}$`));
    expect(order.od_invoice_url).toMatch(/^\/invoices\/[\w-]{20,}\.pdf$/);
    expect(order.lines[0].od_invoice_no).toBe(order.od_invoice_no);
    const pdf = await pdfOf(order.od_invoice_url);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    for (const words of [
      'Tax Invoice',
      order.od_invoice_no,
      t.config.seller.name,
      `GSTIN: ${t.config.seller.gstin}`,
      'State: Maharashtra (27)',
      'Meera Iyer',
      'State: West Bengal (19)',
      '3304',
      '33049910',
      'IGST',
      // 2 × ₹1,180 at 18 %: ₹2,000.00 taxable, ₹360.00 IGST; ₹499 at 12 %: ₹445.54 + ₹53.46.
      '₹2,000.00',
      '₹360.00',
      '₹445.54',
      '₹53.46',
      'Rupees Two Thousand Eight Hundred Fifty-Nine Only',
    ]) {
      expect(text).toContain(words);
    }
    expect(order.od_amount).toBe(2859);
    expect(text).not.toContain('CGST');
    // The confirmation mail links to it.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.od_id));
    expect(mail!.htmlBody).toContain(`${t.config.publicUrl}${order.od_invoice_url}`);
    expect(mail!.textBody).toContain(`${t.config.publicUrl}${order.od_invoice_url}`);
    // Kept: the second request answers the same bytes.
    expect((await pdfOf(order.od_invoice_url)).bytes.equals(pdf.bytes)).toBe(true);
  });

  it('splits the tax into CGST and SGST for a buyer in the seller’s state, numbers consecutively', async () => {
    const first = await placeCod('Maharashtra');
    const second = await placeCod('Maharashtra');
    const serial = (no: string) => Number(no.split('/')[2]);
    expect(serial(second.od_invoice_no)).toBe(serial(first.od_invoice_no) + 1);
    const text = await pdfText((await pdfOf(first.od_invoice_url)).bytes);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('₹180.00');
    expect(text).not.toContain('IGST');
  });

  it('answers 404 for an unknown invoice', async () => {
    expect((await pdfOf('/invoices/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf')).status).toBe(404);
    expect((await pdfOf('/invoices/x.pdf')).status).toBe(404);
  });

  it('issues none while an online order waits, and one when it switches to cash on delivery', async () => {
    const placed = await shop.place(lines(), { paymentMethod: 'online', body: { user_state: 'Karnataka' } });
    const waiting = await shop.detail(placed.order_id);
    expect(waiting.od_invoice_no).toBeNull();
    expect((await t.post('order/cod', { access: waiting.od_access })).status).toBe(200);
    const confirmed = await shop.detail(placed.order_id);
    expect(confirmed.od_invoice_no).toMatch(/^PRM\//);
  });

  it('issues one when an online order is paid, and not again for a second confirmation', async () => {
    const placed = await shop.place(lines(), { paymentMethod: 'online', body: { user_state: 'Goa' } });
    const link = placed.paymentLinkUrl as string;
    expect(link).toMatch(/^\/pay\/sandbox\//);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=success',
      });
    expect((await pay()).statusCode).toBe(303);
    const paid = await shop.detail(placed.order_id);
    expect(paid.od_payment_status).toBe('paid');
    expect(paid.od_invoice_no).toMatch(/^PRM\//);
    await pay();
    const again = await shop.detail(placed.order_id);
    expect(again.od_invoice_no).toBe(paid.od_invoice_no);
    const text = await pdfText((await pdfOf(paid.od_invoice_url)).bytes);
    expect(text).toContain('Paid online');
    expect(text).toContain('State: Goa (30)');
  });

  it('issues a credit note when an invoiced order is cancelled, and for a line cancelled alone', async () => {
    const shopper = await makeShopper(t.database.db);
    const whole = await placeCod('Maharashtra', { u_id: String(shopper.id) }, shopper.auth);
    expect(
      (await t.post('cancel-order', { od_id: whole.od_id, reason: 'Changed my mind' }, shopper.auth)).status,
    ).toBe(200);
    const cancelled = await shop.detail(whole.od_id);
    expect(cancelled.od_credit_notes).toEqual([
      {
        no: expect.stringMatching(new RegExp(`^PRM-CN/${fy}/\\d{6}$`)),
        url: expect.stringMatching(/^\/invoices\//),
      },
    ]);
    const note = await pdfText((await pdfOf(cancelled.od_credit_notes[0].url)).bytes);
    expect(note).toContain('Credit Note');
    expect(note).toContain(`Against invoice: ${whole.od_invoice_no}`);
    expect(note).toContain('Rupees Two Thousand Eight Hundred Fifty-Nine Only');
    // The cancellation's mail links to it.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, whole.od_id));
    const cancelMail = mails.find((mail) => /cancel/i.test(mail.subject));
    expect(cancelMail!.textBody).toContain(`${t.config.publicUrl}${cancelled.od_credit_notes[0].url}`);

    const partly = await placeCod('Karnataka', { u_id: String(shopper.id) }, shopper.auth);
    const creamLine = partly.lines.find((line: { p_id: number }) => line.p_id === cream.id);
    const moved = await t.post(
      'update/order-tracking',
      { op_id: creamLine.op_id, status: 'Cancelled' },
      shopper.auth,
    );
    expect(moved.status).toBe(200);
    const after = await shop.detail(partly.od_id);
    expect(after.od_credit_notes).toHaveLength(1);
    const lineNote = await pdfText((await pdfOf(after.od_credit_notes[0].url)).bytes);
    expect(lineNote).toContain('₹445.54');
    expect(lineNote).toContain('Rupees Four Hundred Ninety-Nine Only');
  });

  it('issues a credit note for a refunded return, for the returned lines only', async () => {
    const order = await placeCod('Delhi');
    expect(
      (await t.post('admin/order/status', { od_id: order.od_id, status: 'Delivered' }, admin.auth)).status,
    ).toBe(200);
    const serumLine = order.lines.find((line: { p_id: number }) => line.p_id === serum.id);
    const asked = await t.post('add/return', {
      refund_to: 'meera@okbank',
      access: order.od_access,
      op_ids: [serumLine.op_id],
      reason: 'Too strong',
    });
    expect(asked.status).toBe(200);
    const rq_id = asked.body.data.rq_id;
    expect(
      (await t.post('admin/return/decide', { rq_id, approve: 1, note: 'Fine' }, admin.auth)).status,
    ).toBe(200);
    const received = await t.post(
      'admin/return/receive',
      { rq_id, restock: 1, payout_reference: 'UPI/412345678901' },
      admin.auth,
    );
    expect(received.status).toBe(200);
    const after = await shop.detail(order.od_id);
    expect(after.od_credit_notes).toHaveLength(1);
    const note = await pdfText((await pdfOf(after.od_credit_notes[0].url)).bytes);
    expect(note).toContain('Goods returned');
    expect(note).toContain('₹2,000.00');
    expect(note).toContain('Rupees Two Thousand Three Hundred Sixty Only');
    expect(note).not.toContain('33049910');
  });

  it('lists the month’s invoices and credit notes with totals, and sums them by place and rate for GSTR-1', async () => {
    const listed = await t.post('admin/invoice/list', { month }, admin.auth);
    expect(listed.status).toBe(200);
    const { list, totals, total } = listed.body;
    expect(total).toBe(list.length);
    expect(list.filter((entry: { kind: string }) => entry.kind === 'credit_note').length).toBe(3);
    const sum = (field: string) =>
      Math.round(list.reduce((acc: number, entry: Record<string, number>) => acc + entry[field]!, 0) * 100) /
      100;
    expect(totals).toEqual({
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      total: sum('total'),
    });
    const note = list.find((entry: { kind: string }) => entry.kind === 'credit_note');
    expect(note.total).toBeLessThan(0);
    expect(list[0]).toMatchObject({ kind: 'invoice', state: 'West Bengal', igst: 413.46, cgst: 0 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/prime/admin/invoice/gstr1?month=${month}`,
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax');
    expect(rows).toContain('19-West Bengal,18.00,2000.00,360.00,0.00,0.00');
    expect(rows).toContain('19-West Bengal,12.00,445.54,53.46,0.00,0.00');
    // Two Maharashtra orders stand, a third was cancelled whole (its credit note subtracted).
    expect(rows).toContain('27-Maharashtra,18.00,4000.00,0.00,360.00,360.00');
    // Karnataka: the switched order's cream stays, the partly cancelled order's cream went back.
    expect(rows.some((row: string) => row.startsWith('29-Karnataka,12.00,445.54,53.46,'))).toBe(true);
    // Delhi: the returned serum taken back, the cream kept.
    expect(rows).toContain('07-Delhi,18.00,0.00,0.00,0.00,0.00');
    expect(rows).toContain('07-Delhi,12.00,445.54,53.46,0.00,0.00');

    expect((await t.post('admin/invoice/list', { month: '2026-13' }, admin.auth)).status).toBe(400);
    expect(
      (await t.post('admin/invoice/list', { month }, (await makeShopper(t.database.db)).auth)).status,
    ).toBe(403);
  });

  it('starts each financial year’s series at 000001, the year turning at midnight of 1 April India time', async () => {
    const issueAt = async (at: string) => {
      const orderId = (await shop.place(lines(), { paymentMethod: 'online' })).order_id;
      const no = await t.database.db.transaction((tx) =>
        issueInvoice(tx, orderId, t.config.seller, new Date(at)),
      );
      const [row] = await t.database.db
        .select({ no: orders.invoiceNumber })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row!.no).toBe(no);
      return no;
    };
    expect(await issueAt('2031-03-31T18:29:59.000Z')).toBe('PRM/2030-31/000001');
    expect(await issueAt('2031-03-31T18:29:59.500Z')).toBe('PRM/2030-31/000002');
    expect(await issueAt('2031-03-31T18:30:00.000Z')).toBe('PRM/2031-32/000001');
  });

  it('totals a month whose sales pass ₹2.1 crore (2^31 paise) to the paisa', async () => {
    const order = await placeCod('Maharashtra');
    const [invoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order.od_id));
    const big = (serial: number) => ({
      ...invoice!,
      id: undefined,
      number: `PRM/2024-25/${String(serial).padStart(6, '0')}`,
      token: `big-month-${serial}`,
      orderId: order.od_id,
      issuedAt: new Date('2024-05-10T06:00:00Z'),
      taxablePaise: 1_271_186_441,
      cgstPaise: 114_406_780,
      sgstPaise: 114_406_779,
      igstPaise: 0,
      totalPaise: 1_500_000_000,
      pdf: null,
    });
    await t.database.db.insert(taxDocuments).values([big(1), big(2)]);
    const listed = await t.post('admin/invoice/list', { month: '2024-05' }, admin.auth);
    expect(listed.status).toBe(200);
    expect(listed.body.totals).toEqual({
      taxable: 25_423_728.82,
      cgst: 2_288_135.6,
      sgst: 2_288_135.58,
      igst: 0,
      total: 30_000_000,
    });
  });
});
