import { STORAGE_KEYS } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { CartPanel } from '../components/cart-panel.tsx';
import { fakeQuote, mockShopApi, ok } from '../../../test/shop-api.ts';
import { useCheckoutReturn } from './checkout-return.ts';

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });

/** The header's part: the panel's open state, opened by the return from login. */
function Header() {
  const [open, setOpen] = useState(false);
  useCheckoutReturn(() => setOpen(true));
  return <CartPanel open={open} onClose={() => setOpen(false)} />;
}

describe('login for faster checkout', () => {
  it('comes back to the page with the cart and its checkout open, and drops the mark', async () => {
    localStorage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([{ productid: '7', quantity: '1', packet_size: '30' }]),
    );
    mockShopApi({ 'product/list': () => ok({ list: [serum] }), 'order/quote': fakeQuote([serum]) });
    const { user, router } = renderWithProviders(<Header />, {
      url: '/concern/2?checkout=1',
      path: '/concern/:id',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    // The checkout's code loads on first use: a busy machine may take a moment.
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 5000 });
    expect(screen.getByRole('dialog', { name: /Your Cart/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/concern/2');
    expect(router.state.location.search).toBe('');

    // The link carries this page (without the old mark) as the way back.
    expect(within(checkout).getByRole('link', { name: 'Login for faster checkout' })).toHaveAttribute(
      'href',
      '/login?next=%2Fconcern%2F2%3Fcheckout%3D1',
    );
    await user.click(within(checkout).getByRole('link', { name: 'Login for faster checkout' }));
    await waitFor(() => expect(screen.getByText('Login page')).toBeInTheDocument());
  });
});
