import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import ProductPage from './product-page.tsx';
import { makeProduct } from '../../test/make-product.ts';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (String(url) === '/prime/product/list') {
      const found = {
        7: [makeProduct({ p_unit: 'ml', p_quantity_types: '30ml' })],
        8: [makeProduct({ p_id: 8, p_productname: 'Matte Sunscreen SPF 50' })],
      };
      return jsonResponse({ result: true, message: 'Success', list: found[body.p_id as 7 | 8] ?? [] });
    }
    if (String(url) === '/prime/shop/info') {
      return jsonResponse({ result: true, message: 'Success', data: SELLER });
    }
    if (String(url) === '/prime/category/list') {
      return jsonResponse({ result: true, message: 'Success', list: [{ c_id: 1, c_name: 'Serums' }] });
    }
    return jsonResponse({ result: true, message: 'Success', list: [] });
  });
});
afterEach(() => vi.restoreAllMocks());

const SELLER = {
  seller_name: 'Prime Skincare Pvt. Ltd.',
  seller_address: '4th Floor, Baner Road, Pune, Maharashtra 411045',
  seller_gstin: '27AAACP1234C1Z1',
  care_phone: '9820012345',
  care_email: 'care@primeskin.in',
  grievance_officer: { name: 'Meera Kulkarni', email: 'grievance@primeskin.in', phone: '9820054321' },
};

describe('ProductPage', () => {
  it('opens the product named in the query string (reload, shared link)', async () => {
    renderWithProviders(<ProductPage />, { url: '/product-details?p_id=7', path: '/product-details' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitamin C Brightening Serum' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent(
      'VeganFragrance freeDermatologist tested',
    );
  });

  it('shows the way back, Home › its category › the product, and the sunscreen reminder only on a sunscreen', async () => {
    renderWithProviders(<ProductPage />, { url: '/product-details?p_id=7', path: '/product-details' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Serums' })).toHaveAttribute(
      'href',
      '/category/1',
    );
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Vitamin C Brightening Serum')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('BEFORE USE')).not.toBeInTheDocument();
  });

  it('shows the sunscreen reminder on a sunscreen', async () => {
    renderWithProviders(<ProductPage />, { url: '/product-details?p_id=8', path: '/product-details' });
    expect(await screen.findByText('BEFORE USE')).toBeInTheDocument();
  });

  it('opens the product passed in navigation state', async () => {
    const { router } = renderWithProviders(<ProductPage />, {
      url: '/',
      path: '/product-details',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    await router.navigate('/product-details', { state: { p_id: 7 } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitamin C Brightening Serum' }),
    ).toBeInTheDocument();
  });

  it('says so, with a way home, for an unknown product', async () => {
    renderWithProviders(<ProductPage />, { url: '/product-details?p_id=999', path: '/product-details' });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('changes the main image when a thumbnail is chosen', async () => {
    const { user } = renderWithProviders(<ProductPage />, {
      url: '/product-details?p_id=7',
      path: '/product-details',
    });
    const main = await screen.findByRole('img', { name: 'Vitamin C Brightening Serum' });
    expect(main.getAttribute('src')).toMatch(/^\/img\/\d+\/uploads\/products\/vitamin-c\.webp\.webp$/);
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(main.getAttribute('src')).toMatch(/^\/img\/\d+\/uploads\/products\/vitamin-c-2\.webp\.webp$/);
  });

  it('declares the chosen pack by its price, and the product’s information as the law asks', async () => {
    const { user } = renderWithProviders(<ProductPage />, {
      url: '/product-details?p_id=7',
      path: '/product-details',
    });
    expect(await screen.findByText('MRP ₹1,299 (incl. of all taxes)')).toBeInTheDocument();
    expect(screen.getByText('Net quantity: 30 ml · ₹33.30 per ml')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    expect(screen.getByText('MRP ₹1,899 (incl. of all taxes)')).toBeInTheDocument();
    expect(screen.getByText('Net quantity: 50 ml · ₹29.98 per ml')).toBeInTheDocument();

    const details = screen.getByText('Product information').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    const term = (name: string) => within(details).getByText(name).nextElementSibling;
    expect(term('Generic name')).toHaveTextContent('Face serum');
    expect(term('Net quantity')).toHaveTextContent('30 ml, 50 ml');
    expect(term('MRP')).toHaveTextContent('₹1,299 for 30 ml, ₹1,899 for 50 ml (incl. of all taxes)');
    expect(term('Manufactured by')).toHaveTextContent(/^Vardhan Cosmeceuticals .* 412220$/);
    expect(term('Marketed by')).toHaveTextContent(/^Prime Skincare Pvt\. Ltd\./);
    expect(term('Country of origin')).toHaveTextContent('India');
    expect(term('Best before')).toHaveTextContent('Best before 24 months from manufacture');
    // The earliest of the packs' next units (2028-03 and 2028-09).
    expect(term('Expiry of units on sale')).toHaveTextContent('Mar 2028 or later');
    expect(await within(details).findByRole('link', { name: 'care@primeskin.in' })).toHaveAttribute(
      'href',
      'mailto:care@primeskin.in',
    );
    expect(within(details).getByRole('link', { name: '+91 98200 12345' })).toHaveAttribute(
      'href',
      'tel:+919820012345',
    );
  });
});
