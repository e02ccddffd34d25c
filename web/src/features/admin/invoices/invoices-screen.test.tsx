import type { InvoiceListEntry } from '@prime/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import InvoicesScreen from './invoices-screen.tsx';

const invoice: InvoiceListEntry = {
  no: 'PRM/2026-27/000123',
  kind: 'invoice',
  date: '2026-11-20',
  od_id: 41,
  state: 'Karnataka',
  url: '/invoices/abc.pdf',
  taxable: 2000,
  cgst: 0,
  sgst: 0,
  igst: 360,
  total: 2360,
};
const note: InvoiceListEntry = {
  ...invoice,
  no: 'PRM-CN/2026-27/000004',
  kind: 'credit_note',
  url: '/invoices/def.pdf',
  taxable: -1000,
  igst: -180,
  total: -1180,
};

describe('the GST invoices screen', () => {
  it('lists the month’s invoices and credit notes with their PDFs and the month’s totals', async () => {
    signIn('admin');
    const api = mockApi({
      'admin/invoice/list': ok({
        list: [invoice, note],
        totals: { taxable: 1000, cgst: 0, sgst: 0, igst: 180, total: 1180 },
        total: 2,
      }),
    });
    renderScreen(<InvoicesScreen />, { url: '/admin/invoices?month=2026-11', path: '/admin/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes of 2026-11' });
    expect(within(table).getByRole('link', { name: 'PRM/2026-27/000123' })).toHaveAttribute(
      'href',
      '/invoices/abc.pdf',
    );
    expect(within(table).getByRole('link', { name: 'PRM-CN/2026-27/000004' })).toBeInTheDocument();
    expect(within(table).getByText('−₹1,180')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals for 2026-11' });
    expect(within(totals).getByText('IGST').nextSibling).toHaveTextContent('₹180');
    expect(api.bodiesOf('admin/invoice/list')).toEqual([{ month: '2026-11', page: 1 }]);
    expect(screen.getByRole('button', { name: 'Download GSTR-1 CSV' })).toBeInTheDocument();
  });
});
