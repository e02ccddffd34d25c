// A month's invoices and credit notes for the console, and the GSTR-1 summary of that month: one row
// per place of supply and rate, credit notes subtracted. Months are India time
// (docs/decisions/0023-gst-invoices.md).
import { and, asc, count, gte, lt, sql } from 'drizzle-orm';
import {
  INVOICE_LIST_PAGE_SIZE,
  GSTR1_COLUMNS,
  rupees,
  type InvoiceListBody,
  type InvoiceListEntry,
  type TaxDocumentKind,
  type TaxFigures,
} from '@prime/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { taxDocumentUrl } from '../../db/order-shape.ts';
import { taxDocuments } from '../../db/schema.ts';
import { indiaDate, indiaMonthRange } from '../../gst/financial-year.ts';
import type { DocumentDetails } from '../../gst/issue.ts';

const inMonth = (month: string) => {
  const { from, to } = indiaMonthRange(month);
  return and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to));
};

/** A credit note takes back: its figures count negative. */
const signOf = (kind: string) => (kind === 'credit_note' ? -1 : 1);

const figuresOf = (
  sign: number,
  paise: { taxable: number; cgst: number; sgst: number; igst: number; total: number },
): TaxFigures => ({
  taxable: rupees(sign * paise.taxable),
  cgst: rupees(sign * paise.cgst),
  sgst: rupees(sign * paise.sgst),
  igst: rupees(sign * paise.igst),
  total: rupees(sign * paise.total),
});

export async function listInvoices(
  db: Db,
  body: InvoiceListBody,
): Promise<{ list: InvoiceListEntry[]; totals: TaxFigures; total: number }> {
  const where = inMonth(body.month);
  const signed = (column: AnyPgColumn) =>
    // A month's sum passes 2^31 paise (₹2.1 crore) on a busy shop: summed as bigint, read as a number.
    sql<number>`coalesce(sum(case when ${taxDocuments.kind} = 'credit_note' then -${column} else ${column} end), 0)::bigint`.mapWith(
      Number,
    );
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(taxDocuments)
      .where(where)
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id))
      .limit(INVOICE_LIST_PAGE_SIZE)
      .offset((body.page - 1) * INVOICE_LIST_PAGE_SIZE),
    db
      .select({
        count: count(),
        taxable: signed(taxDocuments.taxablePaise),
        cgst: signed(taxDocuments.cgstPaise),
        sgst: signed(taxDocuments.sgstPaise),
        igst: signed(taxDocuments.igstPaise),
        total: signed(taxDocuments.totalPaise),
      })
      .from(taxDocuments)
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      no: row.number,
      kind: row.kind as TaxDocumentKind,
      date: indiaDate(row.issuedAt),
      od_id: row.orderId,
      state: row.placeName,
      url: taxDocumentUrl(row.token),
      ...figuresOf(signOf(row.kind), {
        taxable: row.taxablePaise,
        cgst: row.cgstPaise,
        sgst: row.sgstPaise,
        igst: row.igstPaise,
        total: row.totalPaise,
      }),
    })),
    totals: figuresOf(1, sums!),
    total: sums!.count,
  };
}

/** GSTR-1's summary by place of supply and rate, as CSV with the return's column names. */
export async function gstr1Csv(db: Db, month: string): Promise<string> {
  const documents = await db
    .select({
      kind: taxDocuments.kind,
      placeCode: taxDocuments.placeCode,
      placeName: taxDocuments.placeName,
      details: taxDocuments.details,
    })
    .from(taxDocuments)
    .where(inMonth(month));
  const groups = new Map<string, { place: string; code: string; rate: number; figures: number[] }>();
  for (const document of documents) {
    const sign = signOf(document.kind);
    for (const row of (document.details as DocumentDetails).rows) {
      const key = `${document.placeCode}|${row.rate}`;
      const group = groups.get(key) ?? {
        place: `${document.placeCode}-${document.placeName}`,
        code: document.placeCode,
        rate: row.rate,
        figures: [0, 0, 0, 0],
      };
      const paise = [row.taxablePaise, row.igstPaise, row.cgstPaise, row.sgstPaise];
      paise.forEach((value, index) => (group.figures[index]! += sign * value));
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate);
  const lines = [
    GSTR1_COLUMNS.join(','),
    ...sorted.map((group) =>
      // Places are names of contract/src/gst.ts (no comma, quote or formula-like start); figures are
      // numbers, negative when credit notes outweigh the month's invoices.
      [group.place, group.rate.toFixed(2), ...group.figures.map((paise) => (paise / 100).toFixed(2))].join(
        ',',
      ),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
