// The PDF of a tax invoice or credit note, drawn from what was stored when it was issued (issue.ts),
// in the shop's look (server/src/pdf/). It is made once, on the first request for it, and kept: later
// requests, and any later change of the seller settings, never change it.
import { and, eq, isNull } from 'drizzle-orm';
import { formatPaiseExact } from '@prime/contract';
import type { Db } from '../db/client.ts';
import { taxDocuments } from '../db/schema.ts';
import { renderPdf, type PdfColumn, type PdfPage } from '../pdf/document.ts';
import type { DocumentDetails } from './issue.ts';
import { totalsOf, type TaxRow, type TaxTotals } from './tax.ts';

type TaxDocumentRow = typeof taxDocuments.$inferSelect;

const TITLES = { invoice: 'Tax Invoice', credit_note: 'Credit Note' } as const;

/** `26 Nov 2026` from `2026-11-26`. */
function printedDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

type Kind = keyof typeof TITLES;
type TaxAmounts = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/** The document's number, dates, order, payment and place of supply. */
function drawHeading(page: PdfPage, kind: Kind, number: string, details: DocumentDetails): void {
  page.heading(TITLES[kind], number);
  page.fields([
    [kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.', number],
    ['Date', printedDate(details.date)],
    ['Order', `#${details.orderId} of ${printedDate(details.orderDate)}`],
    ...(details.invoiceNo ? ([['Against invoice', details.invoiceNo]] as const) : []),
    ['Payment', details.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'],
    ['Place of supply', `${details.buyer.state} (${details.buyer.stateCode})`],
    // Rule 46 (p) of the CGST Rules: whether tax is payable on reverse charge. A shop's sales: never.
    ['Tax payable on reverse charge', 'No'],
    ...(details.reason ? ([['Reason', details.reason]] as const) : []),
  ]);
  page.gap(0.5);
}

/** The seller's and the buyer's blocks. */
function drawParties(page: PdfPage, kind: Kind, details: DocumentDetails): void {
  page.section(
    'Seller',
    [
      details.seller.name,
      details.seller.address,
      `GSTIN: ${details.seller.gstin}`,
      `State: ${details.seller.stateName} (${details.seller.stateCode})`,
    ].join('\n'),
  );
  page.gap(0.5);
  page.section(
    kind === 'invoice' ? 'Bill to' : 'Issued to',
    [
      details.buyer.name,
      details.buyer.address,
      `State: ${details.buyer.state} (${details.buyer.stateCode})`,
      `Phone: ${details.buyer.mobile}`,
    ].join('\n'),
  );
  page.gap(0.5);
}

/** IGST across states, CGST and SGST within one: the columns and the cells of a row or the total. */
function taxColumnsOf(interstate: boolean): PdfColumn[] {
  return interstate
    ? [{ header: 'IGST', weight: 1.2, align: 'right' }]
    : [
        { header: 'CGST', weight: 1.2, align: 'right' },
        { header: 'SGST', weight: 1.2, align: 'right' },
      ];
}

function taxCellsOf(interstate: boolean, amounts: TaxAmounts): string[] {
  return interstate
    ? [formatPaiseExact(amounts.igstPaise)]
    : [formatPaiseExact(amounts.cgstPaise), formatPaiseExact(amounts.sgstPaise)];
}

/** Goods are counted in pieces (UQC `NOS`); a charge is a service with no unit. */
const unitOf = (row: TaxRow) => (row.charge === null ? 'Nos.' : '');

/** What one unit cost the shopper, tax included, before the coupon: the row's gross over its quantity. */
const unitPriceOf = (row: TaxRow) => Math.round((row.valuePaise + row.discountPaise) / row.quantity);

/** `18%` across states; `9% + 9%` (CGST + SGST, half the rate each) within one. */
const rateOf = (rate: number, interstate: boolean) =>
  interstate ? `${rate}%` : `${rate / 2}% + ${rate / 2}%`;

/** One line per item, then the total line. */
function drawItemsTable(
  page: PdfPage,
  details: DocumentDetails,
  totals: TaxTotals,
  interstate: boolean,
): void {
  page.table(
    [
      { header: 'Description', weight: 2.3 },
      { header: 'HSN/SAC', weight: 1.45 },
      { header: 'Qty', weight: 1.05, align: 'right' },
      { header: 'Unit price', weight: 1.3, align: 'right' },
      { header: 'Taxable value', weight: 1.4, align: 'right' },
      { header: 'Rate', weight: 1.35, align: 'right' },
      ...taxColumnsOf(interstate),
      { header: 'Amount', weight: 1.4, align: 'right' },
    ],
    [
      ...details.rows.map((row) => [
        row.discountPaise > 0
          ? `${row.description}\n(after ${formatPaiseExact(row.discountPaise)} coupon discount)`
          : row.description,
        row.hsn,
        `${row.quantity} ${unitOf(row)}`.trim(),
        formatPaiseExact(unitPriceOf(row)),
        formatPaiseExact(row.taxablePaise),
        rateOf(row.rate, interstate),
        ...taxCellsOf(interstate, row),
        formatPaiseExact(row.valuePaise),
      ]),
      [
        'Total',
        '',
        '',
        '',
        formatPaiseExact(totals.taxablePaise),
        '',
        ...taxCellsOf(interstate, totals),
        formatPaiseExact(totals.totalPaise),
      ],
    ],
  );
}

/** The totals, the amount in words and the closing note. */
function drawTotals(
  page: PdfPage,
  kind: Kind,
  details: DocumentDetails,
  totals: TaxTotals,
  interstate: boolean,
): void {
  page.fields([
    ['Taxable value', formatPaiseExact(totals.taxablePaise)],
    ...(interstate
      ? ([['IGST', formatPaiseExact(totals.igstPaise)]] as const)
      : ([
          ['CGST', formatPaiseExact(totals.cgstPaise)],
          ['SGST', formatPaiseExact(totals.sgstPaise)],
        ] as const)),
    [kind === 'invoice' ? 'Amount' : 'Amount credited', formatPaiseExact(totals.totalPaise)],
  ]);
  page.gap(0.5);
  page.text(`Amount in words: ${details.words}`, { strong: true });
  page.gap(0.5);
  page.text('Prices include GST; the tax above is carved out of them.', { soft: true, size: 8 });
  drawSignature(page, details);
}

/** The signature block of rule 46 (q): the seller's name and its authorised signatory. */
function drawSignature(page: PdfPage, details: DocumentDetails): void {
  page.gap(1);
  page.text(`For ${details.seller.name}`, { strong: true });
  page.gap(2);
  page.text('Authorised Signatory');
}

/** Draws the document. Exported for the benchmark's timing of one invoice. */
export function drawTaxDocument(
  document: Pick<TaxDocumentRow, 'kind' | 'number' | 'details'>,
): Promise<Buffer> {
  const details = document.details as DocumentDetails;
  const kind = document.kind as Kind;
  const interstate = details.buyer.stateCode !== details.seller.stateCode;
  const totals = totalsOf(details.rows);
  return renderPdf({ title: `${TITLES[kind]} ${document.number}` }, (page) => {
    drawHeading(page, kind, document.number, details);
    drawParties(page, kind, details);
    drawItemsTable(page, details, totals, interstate);
    drawTotals(page, kind, details, totals, interstate);
  });
}

/**
 * The PDF of the document with this token: made and stored on the first request, the stored one
 * after that (two processes making it at once keep the first one written). Undefined when there is
 * no such document.
 */
export async function taxDocumentPdf(db: Db, token: string): Promise<Buffer | undefined> {
  const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.token, token));
  if (!document) return undefined;
  if (document.pdf) return Buffer.from(document.pdf);
  const made = await drawTaxDocument(document);
  const stored = await db
    .update(taxDocuments)
    .set({ pdf: made })
    .where(and(eq(taxDocuments.id, document.id), isNull(taxDocuments.pdf)))
    .returning({ id: taxDocuments.id });
  if (stored.length > 0) return made;
  const [kept] = await db
    .select({ pdf: taxDocuments.pdf })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, document.id));
  return Buffer.from(kept!.pdf!);
}
