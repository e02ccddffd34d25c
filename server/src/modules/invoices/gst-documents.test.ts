// GST documents an accountant accepts (issue 29, item 6; docs/decisions/0034-delivery-charges-sac-9968.md):
// CGST equal to SGST on every row and total, the invoice's unit price, unit of quantity, reverse-charge
// line, signature block and `9% + 9%` rate, the charges as SAC 9968 at 18 % whatever the goods' rate, and
// the GSTR-1 tables 12 (HSN summary) and 13 (documents), and B2C small in the offline tool's columns.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, taxDocuments } from '../../db/schema.ts';
import type { DocumentDetails } from '../../gst/issue.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { openInvoiceShop, type InvoiceShop } from '../../test/invoice-shop.ts';
import { makeProduct, type TestProduct } from '../../test/shop-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let shop: InvoiceShop;
let t: TestApp;
let toner: TestProduct;
const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

beforeAll(async () => {
  shop = await openInvoiceShop();
  ({ t } = shop);
  toner = await makeProduct(t.database.db, [{ grams: 100, mrp: 399, price: 349, stock: 100 }], {
    name: 'Rose Toner',
  });
  await t.database.db.update(products).set({ gstRate: 12, hsn: '33049910' }).where(eq(products.id, toner.id));
});
afterAll(() => t.close());

const pdfOf = async (url: string) => pdfText((await t.app.inject({ method: 'GET', url })).rawPayload);
const documentsOf = (orderId: number) =>
  t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
const gstr1 = (table?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/prime/admin/invoice/gstr1?month=${month}${table ? `&table=${table}` : ''}`,
    headers: shop.admin.auth,
  });

describe('a tax invoice within the seller’s state', () => {
  it('has equal CGST and SGST, unit price, unit, reverse charge, 9% + 9% and a signature block', async () => {
    const placed = await shop.place([{ product_id: toner.id, quantity: 1, packet_size: 100 }], {
      body: { user_state: 'Maharashtra', user_zipcode: '411001', user_city: 'Pune', user_district: 'Pune' },
    });
    const order = await shop.detail(placed.order_id);
    // ₹349 of toner at 12 % is below free delivery: ₹49 delivery as SAC 9968 at 18 %.
    expect(order.od_delivery_charge).toBe(49);
    const [invoice] = await documentsOf(placed.order_id);
    expect(invoice!.cgstPaise).toBe(invoice!.sgstPaise);
    const rows = (invoice!.details as DocumentDetails).rows;
    for (const row of rows) expect(row.cgstPaise).toBe(row.sgstPaise);
    expect(rows.map((row) => [row.hsn, row.rate])).toEqual([
      ['33049910', 12],
      ['9968', 18],
    ]);
    const text = await pdfOf(order.od_invoice_url);
    for (const words of [
      'Tax payable on reverse charge',
      'Unit price',
      '₹349.00',
      '1 Nos.',
      'HSN/SAC',
      '6% + 6%',
      '9% + 9%',
      `For ${t.config.seller.name}`,
      'Authorised Signatory',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('needs no signature');
  });
});

describe('GSTR-1 tables', () => {
  it('offers table 12 (HSN), table 13 (documents) and B2C small in the offline tool’s columns', async () => {
    const hsn = await gstr1('hsn');
    expect(hsn.statusCode).toBe(200);
    expect(hsn.headers['content-type']).toMatch(/^text\/csv/);
    const hsnRows = hsn.body.trim().split('\r\n');
    expect(hsnRows[0]).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    const tonerRow = hsnRows.find((row) => row.startsWith('33049910,'))!.split(',');
    expect(tonerRow.slice(2, 6)).toEqual(['NOS-NUMBERS', '1', '349.00', '12']);
    expect(tonerRow[8]).toBe(tonerRow[9]);
    expect(
      hsnRows.some((row) => row.startsWith('9968,Delivery and cash on delivery charges,NA,0,49.00,18,')),
    ).toBe(true);

    const docs = (await gstr1('docs')).body.trim().split('\r\n');
    expect(docs[0]).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled');
    expect(docs[1]).toMatch(
      /^Invoices for outward supply,PRM\/\d{4}-\d{2}\/\d{6},PRM\/\d{4}-\d{2}\/\d{6},\d+,0$/,
    );

    const b2cs = (await gstr1('b2cs')).body.trim().split('\r\n');
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(b2cs.some((row) => /^OE,27-Maharashtra,12,,\d+\.\d\d,,$/.test(row))).toBe(true);

    expect((await gstr1()).body.split('\r\n')[0]).toBe(
      'Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax',
    );
    expect((await gstr1('b2b')).statusCode).toBe(400);
  });
});
