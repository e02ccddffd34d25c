// The console's GST calls: a month's invoices and credit notes with their totals, and the GSTR-1
// summary of that month as CSV (docs/decisions/0023-gst-invoices.md).
import { z } from 'zod';
import { pageField } from './admin.ts';
import { okAnswer } from './call-shapes.ts';
import { messages } from './messages.ts';

/** Invoices and credit notes a page of `admin/invoice/list`. */
export const INVOICE_LIST_PAGE_SIZE = 50;

export const invoiceMessages = {
  monthInvalid: 'Month must be YYYY-MM.',
} as const;

/** A calendar month, `2026-11`. */
export const monthField = z
  .string({ error: invoiceMessages.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.monthInvalid);

export const invoiceListBody = z.object({ month: monthField, page: pageField });
export type InvoiceListBody = z.output<typeof invoiceListBody>;

export const gstr1Query = z.object({ month: monthField });

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** Rupees; a credit note's are negative. */
export interface TaxFigures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface InvoiceListEntry extends TaxFigures {
  no: string;
  kind: TaxDocumentKind;
  /** The date on it, India time, `YYYY-MM-DD`. */
  date: string;
  od_id: number;
  /** The place of supply, `Karnataka`. */
  state: string;
  /** Its PDF: `/invoices/<token>.pdf`. */
  url: string;
}

const figure = z.number().meta({ description: 'Rupees, 2 decimals; negative on a credit note.' });
const figures = { taxable: figure, cgst: figure, sgst: figure, igst: figure, total: figure };

export const invoiceListAnswer = okAnswer(
  {
    list: z.array(
      z
        .object({
          no: z.string(),
          kind: z.enum(['invoice', 'credit_note']),
          date: z.string(),
          od_id: z.int().positive(),
          state: z.string(),
          url: z.string(),
          ...figures,
        })
        .meta({ id: 'TaxDocument' }),
    ),
    totals: z.object(figures).meta({ description: 'The whole month, every page.' }),
    total: z.int().min(0).meta({ description: 'Documents in the month, over all pages.' }),
  },
  messages.ok,
);

/** The GSTR-1 summary's columns, in order. */
export const GSTR1_COLUMNS = [
  'Place Of Supply',
  'Rate',
  'Taxable Value',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
] as const;
