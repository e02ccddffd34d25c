// The month's GSTR-1 tables besides the console's summary, as CSV in the columns the GST offline tool
// imports: B2C small (sales to consumers by place of supply and rate), table 12 (HSN-wise summary) and
// table 13 (documents issued). Credit notes are subtracted, as in the summary. Every buyer of the shop
// is a consumer (no GSTIN), so there is no B2B table; an inter-state invoice above ₹1 lakh is B2C large
// and left out of B2C small (docs/decisions/0034-delivery-charges-sac-9968.md).
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { CHARGES_HSN, GSTR1_B2CS_COLUMNS, GSTR1_DOCS_COLUMNS, GSTR1_HSN_COLUMNS } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema.ts';
import { indiaMonthRange } from '../../gst/financial-year.ts';
import type { DocumentDetails } from '../../gst/issue.ts';

/** An inter-state invoice above this (paise) is B2C large, reported invoice by invoice. */
const B2CL_ABOVE_PAISE = 1_00_000_00;

type MonthDocument = {
  kind: string;
  number: string;
  orderId: number;
  placeCode: string;
  placeName: string;
  totalPaise: number;
  details: unknown;
};

async function monthDocuments(db: Db, month: string): Promise<MonthDocument[]> {
  const { from, to } = indiaMonthRange(month);
  return db
    .select({
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      orderId: taxDocuments.orderId,
      placeCode: taxDocuments.placeCode,
      placeName: taxDocuments.placeName,
      totalPaise: taxDocuments.totalPaise,
      details: taxDocuments.details,
    })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)));
}

const sign = (document: MonthDocument) => (document.kind === 'credit_note' ? -1 : 1);
const money = (paise: number) => (paise / 100).toFixed(2);
const csv = (header: readonly string[], rows: (string | number)[][]) =>
  `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;

/** Orders whose invoice is B2C large: inter-state and above ₹1 lakh (their credit notes follow them). */
async function largeOrders(db: Db, documents: MonthDocument[]): Promise<Set<number>> {
  const ids = [...new Set(documents.map((document) => document.orderId))];
  if (ids.length === 0) return new Set();
  const invoices = await db
    .select({
      orderId: taxDocuments.orderId,
      totalPaise: taxDocuments.totalPaise,
      details: taxDocuments.details,
    })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.orderId, ids)));
  const large = invoices.filter((invoice) => {
    const details = invoice.details as DocumentDetails;
    return details.buyer.stateCode !== details.seller.stateCode && invoice.totalPaise > B2CL_ABOVE_PAISE;
  });
  return new Set(large.map((invoice) => invoice.orderId));
}

/** B2C small: one row per place of supply and rate, type `OE` (not through an e-commerce operator). */
export async function b2csCsv(db: Db, month: string): Promise<string> {
  const documents = await monthDocuments(db, month);
  const large = await largeOrders(db, documents);
  const groups = new Map<string, { code: string; place: string; rate: number; taxable: number }>();
  for (const document of documents) {
    if (large.has(document.orderId)) continue;
    for (const row of (document.details as DocumentDetails).rows) {
      const key = `${document.placeCode}|${row.rate}`;
      const group = groups.get(key) ?? {
        code: document.placeCode,
        place: `${document.placeCode}-${document.placeName}`,
        rate: row.rate,
        taxable: 0,
      };
      group.taxable += sign(document) * row.taxablePaise;
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate);
  return csv(
    GSTR1_B2CS_COLUMNS,
    sorted.map((group) => ['OE', group.place, group.rate, '', money(group.taxable), '', '']),
  );
}

/** Table 12: one row per HSN (or SAC) and rate; goods counted in pieces, charges as a service. */
export async function hsnCsv(db: Db, month: string): Promise<string> {
  const documents = await monthDocuments(db, month);
  const groups = new Map<string, { hsn: string; rate: number; figures: number[] }>();
  for (const document of documents) {
    for (const row of (document.details as DocumentDetails).rows) {
      const key = `${row.hsn}|${row.rate}`;
      const group = groups.get(key) ?? { hsn: row.hsn, rate: row.rate, figures: [0, 0, 0, 0, 0, 0] };
      const values = [
        row.quantity,
        row.valuePaise,
        row.taxablePaise,
        row.igstPaise,
        row.cgstPaise,
        row.sgstPaise,
      ];
      values.forEach((value, index) => (group.figures[index]! += sign(document) * value));
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
  return csv(
    GSTR1_HSN_COLUMNS,
    sorted.map(({ hsn, rate, figures }) => {
      const service = hsn === CHARGES_HSN;
      const [quantity, ...paise] = figures as [number, ...number[]];
      return [
        hsn,
        service ? 'Delivery and cash on delivery charges' : '',
        service ? 'NA' : 'NOS-NUMBERS',
        service ? 0 : quantity,
        money(paise[0]!),
        rate,
        ...paise.slice(1).map(money),
        '0.00',
      ];
    }),
  );
}

/** Table 13: each series' first and last number of the month, how many, none cancelled. */
export async function docsCsv(db: Db, month: string): Promise<string> {
  const documents = await monthDocuments(db, month);
  const natures = [
    { kind: 'invoice', nature: 'Invoices for outward supply' },
    { kind: 'credit_note', nature: 'Credit Note' },
  ];
  const rows = natures.flatMap(({ kind, nature }) => {
    const numbers = documents
      .filter((document) => document.kind === kind)
      .map((document) => document.number)
      .sort();
    return numbers.length === 0 ? [] : [[nature, numbers[0]!, numbers.at(-1)!, numbers.length, 0]];
  });
  return csv(GSTR1_DOCS_COLUMNS, rows);
}
