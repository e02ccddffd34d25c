// `admin/invoice/list`: a month's GST invoices and credit notes, 50 a page, with the month's totals;
// `GET admin/invoice/gstr1`: that month's GSTR-1 summary as CSV.
import type { ApiSuccess, InvoiceListEntry, TaxFigures } from '@prime/contract';
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

export const downloadGstr1 = (month: string) =>
  downloadFile(`admin/invoice/gstr1?${new URLSearchParams({ month })}`, `gstr1-${month}.csv`);
