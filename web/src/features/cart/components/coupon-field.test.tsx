import { STORAGE_KEYS, type Product } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { fakeQuote, mockShopApi, ok } from '../../../test/shop-api.ts';
import { CartPanel } from './cart-panel.tsx';

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });

function Harness() {
  const [open, setOpen] = useState(true);
  return <CartPanel open={open} onClose={() => setOpen(false)} />;
}

const products = (...list: Product[]) => ({
  'product/list': (body: Record<string, unknown>) =>
    ok({ list: list.filter((product) => product.p_id === Number(body.p_id)) }),
  'order/quote': fakeQuote(list),
});

/** The server's word on a code: PRIME10 takes 10 %, GLOW200 ₹200 from ₹1,499. */
function judge(code: string, subtotal: number): number | string {
  if (code === 'GLOW200') return subtotal >= 1499 ? 200 : `Add ₹${1499 - subtotal} more to use this coupon.`;
  return code === 'PRIME10' ? Math.round(subtotal * 10) / 100 : 'Invalid coupon code.';
}

const shop = { ...products(serum), 'order/quote': fakeQuote([serum], { coupon: judge }) };

const row = (panel: HTMLElement, term: string | RegExp) =>
  within(within(panel).getByRole('region', { name: 'Order summary' }))
    .getByText(term)
    .closest('div')!;

describe('coupon code in the cart panel', { timeout: 20_000 }, () => {
  it('applies a code with the server word, shows the discount, asks again when the cart changes, and removes it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([{ productid: '7', quantity: '1', packet_size: '30' }]),
    );
    const api = mockShopApi(shop);
    const { user } = renderWithProviders(<Harness />);
    const panel = await screen.findByRole('dialog');
    const box = await within(panel).findByLabelText('Coupon code');

    await user.type(box, 'prime10');
    await user.click(within(panel).getByRole('button', { name: 'APPLY' }));
    expect(await within(panel).findByText('PRIME10: Coupon applied!')).toBeInTheDocument();
    expect(row(panel, 'Coupon (PRIME10)')).toHaveTextContent(/− ₹99\.90?$/);
    expect(row(panel, 'Total Amount')).toHaveTextContent(/₹899\.10?$/);
    expect(api.bodiesOf('order/quote').at(-1)).toEqual({
      product_details: [{ product_id: 7, quantity: 1, packet_size: 30 }],
      coupon_code: 'PRIME10',
      payment_method: 'cod',
    });

    // Another unit: the server is asked again, the figures follow.
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Vitamin C Serum' }));
    await waitFor(() => expect(row(panel, 'Total Amount')).toHaveTextContent(/₹1,798\.20?$/));
    expect(api.bodiesOf('order/quote').at(-1)).toMatchObject({
      product_details: [{ product_id: 7, quantity: 2, packet_size: 30 }],
    });

    await user.click(within(panel).getByRole('button', { name: 'Remove coupon PRIME10' }));
    expect(within(panel).queryByText('Coupon (PRIME10)')).not.toBeInTheDocument();
    await waitFor(() => expect(row(panel, 'Total Amount')).toHaveTextContent('₹1,998'));
    expect(within(panel).getByLabelText('Coupon code')).toHaveValue('');
  });

  it('says why a code does not apply, and applies it once the cart is big enough', async () => {
    localStorage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([{ productid: '7', quantity: '1', packet_size: '30' }]),
    );
    mockShopApi(shop);
    const { user } = renderWithProviders(<Harness />);
    const panel = await screen.findByRole('dialog');
    const box = await within(panel).findByLabelText('Coupon code');
    await user.type(box, 'GLOW200{Enter}');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Add ₹500 more to use this coupon.'));
    expect(row(panel, 'Total Amount')).toHaveTextContent('₹999');

    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Vitamin C Serum' }));
    expect(await within(panel).findByText('GLOW200: Coupon applied!')).toBeInTheDocument();
    expect(box).not.toHaveAccessibleDescription();
    expect(row(panel, 'Total Amount')).toHaveTextContent('₹1,798');
  });
});
