// GST tax documents (docs/decisions/0023-gst-invoices.md): the console's month list and GSTR-1
// download (admin, under /prime/admin), and each invoice's or credit note's PDF at
// /invoices/<token>.pdf for whoever holds its unguessable link (the order's pages and mails carry it).
import { gstr1Query, invoiceListAnswer, invoiceListBody, messages, type Gstr1Table } from '@prime/contract';
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import type { Db } from '../../db/client.ts';
import { taxDocumentPdf } from '../../gst/invoice-pdf.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { notFound } from '../../http/errors.ts';
import { ok, parseBody } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { b2csCsv, docsCsv, hsnCsv } from './gstr1-tables.ts';
import { gstr1Csv, listInvoices } from './invoice-list.ts';

const GSTR1_MAKERS: Record<Gstr1Table, (db: Db, month: string) => Promise<string>> = {
  summary: gstr1Csv,
  b2cs: b2csCsv,
  hsn: hsnCsv,
  docs: docsCsv,
};

export const invoicesModule: ApiModule = async (api, ctx) => {
  await adminOnly(api, ctx, '/admin', async (admin) => {
    postedCalls(admin, { tag: 'Admin', ...STAFF_CALLS })(
      '/invoice/list',
      {
        summary: 'A month’s GST invoices and credit notes, 50 a page, with the month’s totals',
        description:
          '`month` is YYYY-MM in India time. Credit notes’ amounts are negative; `totals` cover the whole month. ' +
          '`GET /prime/admin/invoice/gstr1?month=YYYY-MM` gives the GSTR-1 summary as CSV; with ' +
          '`&table=b2cs`, `hsn` or `docs` the B2C-small rows, the HSN summary (table 12) or the document ' +
          'summary (table 13) in the GST offline tool’s columns.',
        body: invoiceListBody,
        answer: invoiceListAnswer,
      },
      async ({ body }) => ok(await listInvoices(ctx.db, body), messages.ok),
    );

    // A download, so a GET with the month (and the table, summary by default) as query parameters,
    // answering text/csv.
    admin.get('/invoice/gstr1', async (request, reply) => {
      const { month, table } = parseBody(gstr1Query, request.query ?? {});
      const name = table === 'summary' ? `gstr1-${month}.csv` : `gstr1-${table}-${month}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await GSTR1_MAKERS[table](ctx.db, month));
    });
  });
};

/** `/invoices/<token>.pdf`: made on the first request and kept (gst/invoice-pdf.ts). */
export const invoicePagesModule: ApiModule = async (pages, ctx) => {
  pages.get<{ Params: { file: string } }>('/invoices/:file', async (request, reply) => {
    const token = /^([A-Za-z0-9_-]{16,64})\.pdf$/.exec(request.params.file)?.[1];
    const pdf = token ? await taxDocumentPdf(ctx.db, token) : undefined;
    if (!pdf) throw notFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${request.params.file}"`)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(pdf);
  });
};
