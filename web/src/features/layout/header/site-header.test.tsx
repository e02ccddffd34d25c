import { STORAGE_KEYS } from '@prime/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

const answers: Record<string, object> = {
  '/prime/list/offer-banner': { list: [{ ob_id: 1, ob_text: 'Free shipping above ₹499' }] },
  '/prime/list/cart': { list: [{ p_id: 3, ct_product_id: 3 }] },
  '/prime/list/favourite': { data: [{ p_id: 3 }, { p_id: 4 }] },
  '/prime/category/list': { list: [{ c_id: 2, c_name: 'Serums' }] },
  '/prime/concerncatogry/list': { data: [{ cc_id: 5, cc_name: 'Acne', cc_image: '' }] },
};

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    jsonResponse({ result: true, message: 'Success', ...answers[String(url)] }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('SiteHeader', () => {
  it('shows the offer, the logo and the guest buttons', async () => {
    renderWithProviders(<SiteHeader />);
    expect(await screen.findByText('Free shipping above ₹499')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /PRIME\s*Science for your skin/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/my-blog');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/favourites');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('reaches every category and concern from its Categories and Concerns menus', async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    await user.click(within(shop).getByText('Categories'));
    expect(await within(shop).findByRole('link', { name: 'Serums' })).toHaveAttribute('href', '/category/2');
    await user.click(within(shop).getByText('Concerns'));
    expect(await within(shop).findByRole('link', { name: 'Acne' })).toHaveAttribute('href', '/concern/5');
    await user.keyboard('{Escape}');
    expect(within(shop).getByText('Concerns').closest('details')).not.toHaveAttribute('open');
  });

  it('counts the guest cart and favourites in browser storage and follows their changes', async () => {
    localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify(['3', '8']));
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveTextContent('2');
    const cart = screen.getByRole('button', { name: 'Cart' });
    expect(cart).not.toHaveTextContent(/\d/);

    act(() => {
      localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([{ productid: '3', quantity: '1' }]));
      window.dispatchEvent(new Event('prime:cart'));
    });
    expect(cart).toHaveTextContent('1');
    expect(cart).toHaveAccessibleName('Cart');
    expect(cart).toHaveAccessibleDescription('1 item');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAccessibleDescription('2 items');
  });

  it('opens the cart panel, empty for a guest', async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    // The panel's code loads on the first opening.
    const panel = await screen.findByRole('dialog', { name: 'Your Cart (0)' });
    expect(within(panel).getByText('Your guest cart is empty')).toBeInTheDocument();
  });

  it('greets a logged-in shopper and counts the server lists', async () => {
    saveSession({ token: 't', userId: '5', name: 'Asha', email: 'asha@example.in', phone: '', role: 'user' });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/MainLayout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('link', { name: 'Wishlist' })).findByText('2')).toBeInTheDocument();
    expect(await within(screen.getByRole('button', { name: 'Cart' })).findByText('1')).toBeInTheDocument();
  });
});
