// `admin/invoice/list`: a month's GST invoices and credit notes, 50 a page, with the month's totals;
// `GET admin/invoice/gstr1`: that month's GSTR-1 summary, B2C-small rows, HSN summary (table 12) or
// document summary (table 13) as CSV.
import type { ApiSuccess, Gstr1Table, InvoiceListEntry, TaxFigures } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { downloadFile } from './download-file.ts';

export const invoicesQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'invoices', month, page],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: InvoiceListEntry[]; totals: TaxFigures; total: number }>>(
        'admin/invoice/list',
        { month, page },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useInvoices = (month: string, page: number) => useQuery(invoicesQuery(month, page));

/** The month's GSTR-1 summary, or one of its tables for the GST offline tool. */
export const downloadGstr1 = (month: string, table: Gstr1Table = 'summary') =>
  downloadFile(
    `admin/invoice/gstr1?${new URLSearchParams({ month, table })}`,
    table === 'summary' ? `gstr1-${month}.csv` : `gstr1-${table}-${month}.csv`,
  );
