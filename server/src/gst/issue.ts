// Issuing tax documents inside the transaction that confirms, cancels or takes back an order
// (docs/decisions/0023-gst-invoices.md). Only the figures and the number are written there: the
// number's counter row is locked from that moment to the commit, so the work after it is one
// statement. The PDF is made later from what is stored here (pdf.ts), and never changes.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { batchWords, CANCELLED, indianStateByCode, indianStateOf } from '@prime/contract';
import type { SellerSettings } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { orderLines, orders, products, taxDocuments, type LineLot } from '../db/schema.ts';
import { financialYear, indiaDate, SERIES, type DocumentKind } from './financial-year.ts';
import { amountInWords, taxOf, taxRows, totalsOf, type TaxRow } from './tax.ts';

type OrderRow = typeof orders.$inferSelect;

/** What a tax document prints besides its figures: kept as issued (`tax_documents.details`). */
export interface DocumentDetails {
  seller: { name: string; address: string; gstin: string; stateCode: string; stateName: string };
  buyer: { name: string; address: string; state: string; stateCode: string; mobile: string; email: string };
  orderId: number;
  orderDate: string;
  /** The date printed on it, India time. */
  date: string;
  paymentMethod: string;
  /** A credit note's invoice. */
  invoiceNo: string | null;
  reason: string | null;
  rows: TaxRow[];
  words: string;
}

/**
 * The buyer's place of supply: the order's state as listed. An order placed before the list with a
 * state it cannot name (migration 0017 left it as typed) is taken as supplied in the seller's state.
 */
function placeOfSupply(order: OrderRow, seller: SellerSettings) {
  const state = indianStateOf(order.state) ?? indianStateByCode(seller.stateCode)!;
  return state;
}

function addressOf(order: OrderRow): string {
  return [order.address, order.landmark, order.city, order.district, order.pincode]
    .map((part) => part.trim())
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join(', ');
}

/** The unguessable part of a document's address, /invoices/<token>.pdf. */
export const newDocumentToken = () => randomBytes(24).toString('base64url');

async function writeDocument(
  tx: Tx,
  kind: DocumentKind,
  order: OrderRow,
  details: DocumentDetails,
  at: Date,
  token: string = newDocumentToken(),
): Promise<string> {
  const totals = totalsOf(details.rows);
  const prefix = `${SERIES[kind]}/${financialYear(at)}/`;
  const link =
    kind === 'invoice'
      ? sql`invoice_number = document.number, invoice_token = document.token`
      : sql`credit_notes = orders.credit_notes || jsonb_build_array(jsonb_build_object('no', document.number, 'token', document.token))`;
  // One statement from the counter's lock to the commit: take the next serial of the series and year
  // (creating its row at the year's first), write the document with it, and put its number on the
  // order. The counter row stays locked until this transaction ends, so the next one waits for it
  // there; a rollback gives the serial back with everything else: no gap, no reuse.
  const result = (await tx.execute(sql`
    with counter as (
      insert into invoice_counters (series, financial_year, last_serial)
      values (${SERIES[kind]}, ${financialYear(at)}, 1)
      on conflict (series, financial_year) do update set last_serial = invoice_counters.last_serial + 1
      returning last_serial
    ), document as (
      insert into tax_documents (kind, number, order_id, token, issued_at, place_code, place_name,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, details)
      select ${kind}, ${prefix} || lpad(counter.last_serial::text, 6, '0'), ${order.id}, ${token},
        ${at.toISOString()}::timestamptz, ${details.buyer.stateCode}, ${details.buyer.state},
        ${totals.taxablePaise}, ${totals.cgstPaise}, ${totals.sgstPaise}, ${totals.igstPaise},
        ${totals.totalPaise}, ${JSON.stringify(details)}::jsonb
      from counter
      returning number, token
    )
    update orders set ${link} from document where orders.id = ${order.id}
    returning document.number as number`)) as unknown as { rows: { number: string }[] };
  return result.rows[0]!.number;
}

function detailsOf(
  order: OrderRow,
  seller: SellerSettings,
  rows: TaxRow[],
  at: Date,
  extra: { invoiceNo: string | null; reason: string | null },
): DocumentDetails {
  const place = placeOfSupply(order, seller);
  return {
    seller: {
      name: seller.name,
      address: seller.address,
      gstin: seller.gstin,
      stateCode: seller.stateCode,
      stateName: indianStateByCode(seller.stateCode)!.name,
    },
    buyer: {
      name: order.name,
      address: addressOf(order),
      state: place.name,
      stateCode: place.code,
      mobile: order.mobile,
      email: order.email,
    },
    orderId: order.id,
    orderDate: indiaDate(order.createdAt),
    date: indiaDate(at),
    paymentMethod: order.paymentMethod,
    ...extra,
    rows,
    words: amountInWords(totalsOf(rows).totalPaise),
  };
}

/** An invoiced line: the order line as written, with its product's HSN code and GST rate. */
export interface InvoiceLine {
  opId: number;
  productName: string;
  grams: number;
  /** The unit of `grams`: `g` or `ml`. */
  unit: string;
  quantity: number;
  unitPricePaise: number;
  hsn: string;
  rate: number;
  /** The batches its units came from, printed under its name. */
  lots: readonly LineLot[];
}

/** A row's words: the product and pack, then each batch and its expiry (`Batch VCS3-2502, exp. Aug 2027 (2027-08)`). */
const lineDescription = (line: InvoiceLine) =>
  [
    `${line.productName} (${line.grams} ${line.unit === 'ml' ? 'ml' : 'g'})`,
    ...line.lots.map((lot) => `Batch ${batchWords(lot)}${line.lots.length > 1 ? `: ${lot.quantity}` : ''}`),
  ].join('\n');

/**
 * Issues the order's tax invoice, once: when the order is confirmed (cash on delivery at placement,
 * online on payment or on the switch to cash on delivery). Its rows add up to `od_amount`. Answers
 * the invoice number (the one issued before, when there is one), or null for a seller who issues no
 * invoices (GST_INVOICES=off).
 */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  seller: SellerSettings,
  at: Date = new Date(),
): Promise<string | null> {
  if (!seller.issuesInvoices) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order!.invoiceNumber) return order!.invoiceNumber;
  const lines = await tx
    .select({
      opId: orderLines.id,
      productName: orderLines.productName,
      grams: orderLines.grams,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      hsn: products.hsn,
      rate: products.gstRate,
      lots: orderLines.lots,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.deliveryStatus, CANCELLED)))
    .orderBy(asc(orderLines.id));
  return issueInvoiceOf(tx, order!, lines, seller, at);
}

/**
 * Issues the invoice of an order just written, from what its transaction holds already (the order
 * row and its lines with their products' HSN codes and rates): one statement, no reads. Placing a
 * cash order uses it, to keep that transaction short, with the `token` its mail already links to.
 */
export async function issueInvoiceOf(
  tx: Tx,
  order: OrderRow,
  lines: readonly InvoiceLine[],
  seller: SellerSettings,
  at: Date = new Date(),
  token: string = newDocumentToken(),
): Promise<string> {
  const place = placeOfSupply(order, seller);
  const rows = taxRows({
    lines: lines.map((line) => ({
      opId: line.opId,
      description: lineDescription(line),
      hsn: line.hsn,
      quantity: line.quantity,
      rate: line.rate,
      unitPricePaise: line.unitPricePaise,
    })),
    discountPaise: order.discountPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    codChargePaise: order.codChargePaise,
    interstate: place.code !== seller.stateCode,
  });
  const details = detailsOf(order, seller, rows, at, { invoiceNo: null, reason: null });
  return writeDocument(tx, 'invoice', order, details, at, token);
}

/** `units` of a row's quantity: its value and discount in proportion, the tax worked out again. */
function partOfRow(row: TaxRow, units: number, interstate: boolean): TaxRow {
  const valuePaise = Math.round((row.valuePaise * units) / row.quantity);
  return {
    ...row,
    quantity: units,
    discountPaise: Math.round((row.discountPaise * units) / row.quantity),
    valuePaise,
    ...taxOf(valuePaise, row.rate, interstate),
  };
}

/** Which rows of the invoice a credit note takes back. */
export type TakenBack =
  /**
   * These lines (a line cancelled while others stay, a return): the charges stay. `quantities`: the
   * units returned of a line returned in part (its row taken back in proportion).
   */
  | { opIds: readonly number[]; quantities?: ReadonlyMap<number, number>; reason: string }
  /** Everything not taken back yet, the charges too: the order is cancelled. */
  | { rest: true; reason: string };

/**
 * Issues a credit note for what is taken back of an invoiced order, in its own series, with the
 * invoice's own figures for those rows (so invoice less credit notes is what was finally sold).
 * Nothing when the order has no invoice yet, or when those rows were taken back already. Answers the
 * credit note's number, or null.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  takenBack: TakenBack,
  at: Date = new Date(),
): Promise<string | null> {
  const documents = await tx
    .select({ kind: taxDocuments.kind, number: taxDocuments.number, details: taxDocuments.details })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  const invoice = documents.find((document) => document.kind === 'invoice');
  if (!invoice) return null;
  const invoiced = invoice.details as DocumentDetails;
  const rowKey = (row: TaxRow) => (row.opId !== null ? `line:${row.opId}` : `charge:${row.charge}`);
  const credited = new Set(
    documents
      .filter((document) => document.kind === 'credit_note')
      .flatMap((document) => (document.details as DocumentDetails).rows.map(rowKey)),
  );
  const wanted = 'rest' in takenBack ? null : new Set(takenBack.opIds);
  const interstate = invoiced.buyer.stateCode !== invoiced.seller.stateCode;
  const rows = invoiced.rows
    .filter(
      (row) => !credited.has(rowKey(row)) && (wanted === null || (row.opId !== null && wanted.has(row.opId))),
    )
    .map((row) => {
      const units = 'quantities' in takenBack ? takenBack.quantities?.get(row.opId!) : undefined;
      return units !== undefined && units < row.quantity ? partOfRow(row, units, interstate) : row;
    });
  if (rows.length === 0) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const details: DocumentDetails = {
    ...invoiced,
    date: indiaDate(at),
    invoiceNo: invoice.number,
    reason: takenBack.reason,
    rows,
    words: amountInWords(totalsOf(rows).totalPaise),
  };
  return writeDocument(tx, 'credit_note', order!, details, at);
}
