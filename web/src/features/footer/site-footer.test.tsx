import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => vi.restoreAllMocks());

describe('SiteFooter', () => {
  it('names the seller as its invoices do, with consumer care and the way to the grievance desk', async () => {
    mockApi({
      'list/partners': () => jsonResponse({ result: true, message: 'Success', list: [] }),
      'shop/info': () =>
        jsonResponse({
          result: true,
          message: 'Success',
          data: {
            seller_name: 'Prime Skincare Pvt. Ltd.',
            seller_address: '4th Floor, Baner Road, Pune, Maharashtra 411045',
            seller_gstin: '27AAACP1234C1Z1',
            care_phone: '9820012345',
            care_email: 'care@primeskin.in',
            grievance_officer: { name: 'Meera Kulkarni', email: null, phone: null },
          },
        }),
    });
    renderWithProviders(<SiteFooter />);
    const address = (await screen.findByText('Prime Skincare Pvt. Ltd.')).closest('address')!;
    expect(address).toHaveTextContent('4th Floor, Baner Road, Pune, Maharashtra 411045');
    expect(address).toHaveTextContent('GSTIN: 27AAACP1234C1Z1');
    expect(screen.getByRole('link', { name: '+91 98200 12345' })).toHaveAttribute(
      'href',
      'tel:+919820012345',
    );
    expect(screen.getByRole('link', { name: 'care@primeskin.in' })).toHaveAttribute(
      'href',
      'mailto:care@primeskin.in',
    );
    expect(screen.getByRole('link', { name: 'Grievance Redressal' })).toHaveAttribute('href', '/grievance');
  });
});
