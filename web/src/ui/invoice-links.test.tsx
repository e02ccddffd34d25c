import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceLinks } from './invoice-links.tsx';

describe('invoice links', () => {
  it('link the tax invoice and each credit note to their PDFs on the shop’s own address', () => {
    render(
      <InvoiceLinks
        invoiceNo="PRM/2026-27/000123"
        invoiceUrl="/invoices/abc.pdf"
        creditNotes={[{ no: 'PRM-CN/2026-27/000007', url: '/invoices/def.pdf' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Tax invoice PRM/2026-27/000123 (PDF)' })).toHaveAttribute(
      'href',
      '/invoices/abc.pdf',
    );
    expect(screen.getByRole('link', { name: 'Credit note PRM-CN/2026-27/000007 (PDF)' })).toHaveAttribute(
      'href',
      '/invoices/def.pdf',
    );
  });

  it('show nothing before the invoice is issued', () => {
    const { container } = render(<InvoiceLinks invoiceNo={null} invoiceUrl={null} creditNotes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
