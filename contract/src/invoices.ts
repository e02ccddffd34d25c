// The console's GST calls: a month's invoices and credit notes with their totals, and the GSTR-1
// summary of that month as CSV (docs/decisions/0023-gst-invoices.md).
import { z } from 'zod';
import { pageField } from './body-fields.ts';
import { okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';

/** Invoices and credit notes a page of `admin/invoice/list`. */
export const INVOICE_LIST_PAGE_SIZE = 50;

export const invoiceMessages = {
  monthInvalid: 'Month must be YYYY-MM.',
  tableInvalid: 'Table must be summary, b2cs, hsn or docs.',
} as const;

/**
 * The GSTR-1 downloads of a month: `summary` (by place of supply and rate, the console's own), `b2cs`
 * (B2C small, in the columns the GST offline tool imports), `hsn` (table 12, HSN-wise summary) and
 * `docs` (table 13, documents issued).
 */
export const GSTR1_TABLES = ['summary', 'b2cs', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** A calendar month, `2026-11`. */
export const monthField = z
  .string({ error: invoiceMessages.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.monthInvalid);

export const invoiceListBody = z.object({ month: monthField, page: pageField });
export type InvoiceListBody = z.output<typeof invoiceListBody>;

export const gstr1Query = z.object({
  month: monthField,
  table: z.preprocess(
    (value) => (value === '' || value === undefined ? 'summary' : value),
    z.enum(GSTR1_TABLES, { error: invoiceMessages.tableInvalid }),
  ),
});

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

const figure = z.number().meta({ description: 'Rupees, 2 decimals; negative on a credit note.' });
const figures = { taxable: figure, cgst: figure, sgst: figure, igst: figure, total: figure };
/** Rupees; a credit note's are negative. */
export type TaxFigures = z.infer<z.ZodObject<typeof figures>>;

const invoiceListEntryShape = z
  .object({
    no: z.string(),
    kind: z.enum(TAX_DOCUMENT_KINDS),
    date: z.string().meta({ description: 'The date on it, India time, YYYY-MM-DD.' }),
    od_id: z.int().positive(),
    state: z.string().meta({ description: 'The place of supply, `Karnataka`.' }),
    url: z.string().meta({ description: 'Its PDF: `/invoices/<token>.pdf`.' }),
    ...figures,
  })
  .meta({ id: 'TaxDocument' });
export type InvoiceListEntry = z.infer<typeof invoiceListEntryShape>;

export const invoiceListAnswer = okAnswer(
  {
    list: z.array(invoiceListEntryShape),
    totals: z.object(figures).meta({ description: 'The whole month, every page.' }),
    total: z.int().min(0).meta({ description: 'Documents in the month, over all pages.' }),
  },
  messages.ok,
);

/** B2C small (`b2cs`) as the GST offline tool's sheet names its columns. */
export const GSTR1_B2CS_COLUMNS = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** Table 12, the HSN-wise summary (`hsn`), as the GST offline tool's sheet names its columns. */
export const GSTR1_HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** Table 13, documents issued in the month (`docs`). */
export const GSTR1_DOCS_COLUMNS = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;

/** The GSTR-1 summary's columns, in order. */
export const GSTR1_COLUMNS = [
  'Place Of Supply',
  'Rate',
  'Taxable Value',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
] as const;
