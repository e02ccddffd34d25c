import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/render.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { makeProduct } from '../../test/make-product.ts';
import { moveGuestCart } from './move-guest-cart.ts';

const serum = makeProduct({ p_id: 3, p_productname: 'Vitamin C Serum' });
const toner = makeProduct({
  p_id: 9,
  p_productname: 'Niacinamide Toner',
  product_price: [{ ...serum.product_price[0]!, pp_packet_size: 100, pp_stocks: 0 }],
});
const catalogue = [serum, toner];

const products = (body: unknown) =>
  jsonResponse({
    result: true,
    message: 'ok',
    list: catalogue.filter((p) => String(p.p_id) === String((body as { p_id: string }).p_id)),
  });
const ok = () => jsonResponse({ result: true, message: 'ok' });
const accountCart = (lines: object[]) => () => jsonResponse({ result: true, message: 'ok', list: lines });
const down = () => jsonResponse({ result: false, message: 'Something went wrong. Please try again.' }, 503);

function guestCart(lines: object[]) {
  localStorage.setItem('guest_cart', JSON.stringify(lines));
}

beforeEach(() => {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('u_id', '7');
  localStorage.setItem('user_name', 'Asha Rao');
  render(<ToastProvider>{null}</ToastProvider>);
});

describe('moving the guest cart at login', () => {
  it('sums into the account line, adds only what the pack still holds and names what could not move', async () => {
    guestCart([
      { productid: '3', quantity: '5', addedAt: '2026-01-01T10:00:00Z' },
      // The product page's shape for the same product and pack: merged with the line above.
      { productid: '3', quantity: '2', productDetails: { p_id: 3 } },
      { productid: '9', quantity: '1', packet_size: '100gm', updatedAt: '2026-01-02T10:00:00Z' },
    ]);
    // 20 units of the 30 gm pack; the account already holds 15 of them.
    const api = mockApi({
      'list/cart': accountCart([{ ct_id: 1, ct_product_id: 3, ct_packet_size: 30, ct_quantity: 15 }]),
      'product/list': products,
      'add/cart': ok,
    });

    await moveGuestCart('7');

    expect(api.bodiesOf('add/cart')).toEqual([{ userid: '7', productid: 3, quantity: 5, packet_size: '' }]);
    expect(localStorage.getItem('guest_cart')).toBeNull();
    expect(await screen.findByText('Cart Transferred!')).toBeInTheDocument();
    const report = screen.getByText('Some items could not move to your cart').closest('[role="status"]');
    expect(report).toHaveTextContent('Vitamin C Serum (30 gm): 5 of 7 moved, the rest is out of stock.');
    expect(report).toHaveTextContent('Niacinamide Toner (100 gm): not moved, out of stock.');
  });

  it('moves every unit when the pack holds them, and says nothing more than Cart Transferred!', async () => {
    guestCart([{ productid: '3', quantity: '2', packet_size: '50' }]);
    const api = mockApi({ 'list/cart': accountCart([]), 'product/list': products, 'add/cart': ok });
    await moveGuestCart('7');
    expect(api.bodiesOf('add/cart')).toEqual([{ userid: '7', productid: 3, quantity: 2, packet_size: 50 }]);
    expect(await screen.findByText('Cart Transferred!')).toBeInTheDocument();
    expect(screen.queryByText('Some items could not move to your cart')).not.toBeInTheDocument();
  });

  it('reports the server’s own refusal and a product no longer sold, and drops both lines', async () => {
    guestCart([
      { productid: '3', quantity: '1' },
      { productid: '44', quantity: '1' },
    ]);
    mockApi({
      'list/cart': accountCart([]),
      'product/list': products,
      'add/cart': () => jsonResponse({ result: false, message: 'Only 0 left in stock.' }, 409),
    });
    await moveGuestCart('7');
    const report = (await screen.findByText('Some items could not move to your cart')).closest(
      '[role="status"]',
    );
    expect(report).toHaveTextContent('Vitamin C Serum (30 gm): not moved. Only 0 left in stock.');
    expect(report).toHaveTextContent('Product 44: not moved, no longer sold.');
    expect(screen.queryByText('Cart Transferred!')).not.toBeInTheDocument();
    expect(localStorage.getItem('guest_cart')).toBeNull();
  });

  it('keeps the whole cart in the browser when the account cart cannot be read', async () => {
    guestCart([{ productid: '3', quantity: '2' }]);
    const api = mockApi({ 'list/cart': down, 'product/list': products, 'add/cart': ok });
    await moveGuestCart('7');
    expect(api.bodiesOf('add/cart')).toEqual([]);
    expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([{ productid: '3', quantity: '2' }]);
    expect(await screen.findByText('Some items are still saved in this browser')).toBeInTheDocument();
    expect(screen.queryByText('Cart Transferred!')).not.toBeInTheDocument();
  });

  it('keeps only the line the server could not take when it drops out half way', async () => {
    guestCart([
      { productid: '3', quantity: '1' },
      { productid: '3', quantity: '2', packet_size: '50' },
    ]);
    mockApi({
      'list/cart': accountCart([]),
      'product/list': products,
      'add/cart': (body) =>
        (body as { packet_size: number }).packet_size === 50
          ? Promise.reject(new TypeError('offline'))
          : ok(),
    });
    await moveGuestCart('7');
    expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([
      { productid: '3', quantity: '2', packet_size: '50' },
    ]);
    expect(await screen.findByText('Cart Transferred!')).toBeInTheDocument();
    expect(screen.getByText('Some items are still saved in this browser')).toBeInTheDocument();
  });
});
