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
        7: [makeProduct()],
        8: [makeProduct({ p_id: 8, p_productname: 'Matte Sunscreen SPF 50' })],
      };
      return jsonResponse({ result: true, message: 'Success', list: found[body.p_id as 7 | 8] ?? [] });
    }
    if (String(url) === '/prime/category/list') {
      return jsonResponse({ result: true, message: 'Success', list: [{ c_id: 1, c_name: 'Serums' }] });
    }
    return jsonResponse({ result: true, message: 'Success', list: [] });
  });
});
afterEach(() => vi.restoreAllMocks());

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
});
