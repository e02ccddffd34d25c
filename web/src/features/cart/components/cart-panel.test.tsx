import { STORAGE_KEYS, type CartLine, type Product } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { fakeQuote, later, logIn, mockShopApi, ok, refuse } from '../../../test/shop-api.ts';
import { CartPanel } from './cart-panel.tsx';

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });
const cream = makeProduct({ p_id: 8, p_productname: 'Ceramide Cream' });
cream.product_price[1]!.pp_stocks = 2;

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <CartPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openPanel() {
  const view = renderWithProviders(<Harness />);
  await view.user.click(screen.getByRole('button', { name: 'Cart' }));
  return { ...view, panel: screen.getByRole('dialog') };
}

const products = (...list: Product[]) => ({
  'product/list': (body: Record<string, unknown>) =>
    ok({ list: list.filter((product) => product.p_id === Number(body.p_id)) }),
  'order/quote': fakeQuote(list),
});

const storeGuestCart = (entries: object[]) =>
  localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(entries));

const summaryRow = (panel: HTMLElement, term: string) =>
  within(within(panel).getByRole('region', { name: 'Order summary' }))
    .getByText(term)
    .closest('div')!;

describe('cart panel, guest', () => {
  it('lists the lines with the Guest Cart marker, the warning and the order summary', async () => {
    mockShopApi(products(serum, cream));
    storeGuestCart([
      { productid: '7', quantity: '2', packet_size: '30', addedAt: '2026-01-05T10:00:00Z' },
      { productid: '8', quantity: '1', packet_size: '50', updatedAt: '2026-01-05T10:00:00Z' },
    ]);
    const { panel } = await openPanel();
    expect(panel).toHaveAccessibleName('Your Cart (2)');
    expect(within(panel).getByText('Guest Cart')).toBeInTheDocument();
    expect(within(panel).getByText(/never asks for payment outside this website/)).toBeInTheDocument();
    expect(within(panel).getByText(/weather, floods or public health events/)).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Ceramide Cream' })).toBeInTheDocument();
    // 2 × ₹999 (MRP ₹1,299) + 1 × ₹1,499 (MRP ₹1,899)
    // The server's figures: 2 × ₹999 + 1 × ₹1,499, free delivery from ₹499.
    await waitFor(() => expect(summaryRow(panel, 'Total Amount')).toHaveTextContent('₹3,497'));
    expect(summaryRow(panel, 'Subtotal')).toHaveTextContent('₹3,497');
    expect(summaryRow(panel, 'Delivery')).toHaveTextContent('Free');
    expect(within(panel).getByRole('button', { name: 'CHECKOUT NOW' })).toBeEnabled();
  });

  it('asks the server again after a change, keeps the last figures meanwhile, and says what makes delivery free', async () => {
    const cleanser = makeProduct({ p_id: 9, p_productname: 'Gentle Cleanser' });
    cleanser.product_price[0]!.pp_discount_prize = 199.5;
    const api = mockShopApi({
      ...products(cleanser),
      'shop/charges': () => ok({ data: { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0 } }),
    });
    storeGuestCart([{ productid: '9', quantity: '1', packet_size: '30' }]);
    const { user, panel } = await openPanel();
    await waitFor(() => expect(summaryRow(panel, 'Total Amount')).toHaveTextContent('₹248.5'));
    expect(summaryRow(panel, 'Delivery')).toHaveTextContent('₹49');
    expect(within(panel).getByText(/^Add ₹299\.50? more for free delivery\.$/)).toBeInTheDocument();

    // Two quick presses: one question, after the pause; the figures stay until it is answered.
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gentle Cleanser' }));
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gentle Cleanser' }));
    expect(summaryRow(panel, 'Total Amount')).toHaveTextContent('₹248.5');
    await waitFor(() =>
      expect(summaryRow(panel, 'Total Amount')).toHaveTextContent(/^Total Amount₹598\.50?$/),
    );
    expect(api.bodiesOf('order/quote').map((body) => body.product_details)).toEqual([
      [{ product_id: 9, quantity: 1, packet_size: 30 }],
      [{ product_id: 9, quantity: 3, packet_size: 30 }],
    ]);
    expect(within(panel).queryByText(/more for free delivery/)).not.toBeInTheDocument();
    expect(summaryRow(panel, 'Delivery')).toHaveTextContent('Free');
  });

  it('keeps the quantity between 1 and the stock of the chosen pack size', async () => {
    mockShopApi(products(cream));
    storeGuestCart([{ productid: '8', quantity: '1', packet_size: '50' }]);
    const { user, panel } = await openPanel();
    const less = await within(panel).findByRole('button', { name: 'Decrease quantity of Ceramide Cream' });
    const more = within(panel).getByRole('button', { name: 'Increase quantity of Ceramide Cream' });
    expect(less).toBeDisabled();
    await user.click(more);
    expect(within(panel).getByRole('group', { name: 'Quantity of Ceramide Cream' })).toHaveTextContent('2');
    expect(more).toBeDisabled();
    expect(within(panel).getByText('Only 2 left')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)[0]).toMatchObject({ quantity: '2' });
    await user.click(less);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)[0]).toMatchObject({ quantity: '1' });
  });

  it('changes a line to another pack size and prices it by that size', async () => {
    mockShopApi(products(serum));
    storeGuestCart([{ productid: '7', quantity: '1' }]);
    const { user, panel } = await openPanel();
    const size = await within(panel).findByRole('combobox', { name: 'Pack size of Vitamin C Serum' });
    expect(size).toHaveValue('30');
    await user.selectOptions(size, '50');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
      expect.objectContaining({ productid: '7', quantity: '1', packet_size: '50' }),
    ]);
    await waitFor(() => expect(summaryRow(panel, 'Total Amount')).toHaveTextContent('₹1,499'));
  });

  it('says the guest cart is empty, and a removed line leaves at once', async () => {
    mockShopApi(products(serum));
    storeGuestCart([{ productid: '7', quantity: '1', packet_size: '30' }]);
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Vitamin C Serum' }));
    expect(within(panel).getByText('Your guest cart is empty')).toBeInTheDocument();
    expect(panel).toHaveAccessibleName('Your Cart (0)');
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
  });

  it('takes focus itself (no phone keyboard pops up), closes on Escape and gives focus back', async () => {
    mockShopApi({});
    const { user, panel } = await openPanel();
    expect(panel).toHaveFocus();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });

  it('says when the product data cannot be fetched', async () => {
    mockShopApi({ 'product/list': () => refuse(503, 'Down'), 'order/quote': () => refuse(503, 'Down') });
    storeGuestCart([{ productid: '7', quantity: '1' }]);
    const { panel } = await openPanel();
    const alerts = await within(panel).findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Failed to fetch product data');
    // Nor can the server price it: no total is made up in its place.
    await waitFor(() =>
      expect(within(panel).getByRole('region', { name: 'Order summary' })).toHaveTextContent('Down'),
    );
    expect(within(panel).getByRole('button', { name: 'CHECKOUT NOW' })).toBeDisabled();
  });
});

const line = (product: Product, fields: Partial<CartLine>): CartLine => ({
  ...product,
  ct_id: 31,
  ct_product_id: product.p_id,
  ct_quantity: 1,
  ct_packet_size: 30,
  ct_status: 1,
  ...fields,
});

describe('cart panel, logged in', () => {
  it('removes a line at once and puts it back with the server reason when refused', async () => {
    logIn();
    const answer = later<Response>();
    const lines = [line(serum, { ct_id: 31 }), line(cream, { ct_id: 32 })];
    let listed = 0;
    const api = mockShopApi({
      // Read once: what shows after the refusal is the line put back, not a fresh list.
      'list/cart': () => (listed++ === 0 ? ok({ list: lines }) : new Promise<Response>(() => {})),
      'list/favourite': () => ok({ data: [] }),
      'order/quote': fakeQuote([serum, cream]),
      'delete/cart': () => answer.promise,
    });
    const { user, panel } = await openPanel();
    expect(within(panel).queryByText('Guest Cart')).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Vitamin C Serum' }));
    expect(within(panel).queryByRole('link', { name: 'Vitamin C Serum' })).not.toBeInTheDocument();
    expect(api.bodiesOf('delete/cart')).toEqual([{ cart_id: 31 }]);

    answer.settle(refuse(404, 'Not found.'));
    expect(await within(panel).findByRole('link', { name: 'Vitamin C Serum' })).toBeInTheDocument();
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    const names = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a')?.textContent);
    expect(names).toEqual(['Vitamin C Serum', 'Ceramide Cream']);
  });

  it('says Failed to delete item when the server cannot be reached, and restores the line', async () => {
    logIn();
    mockShopApi({
      'list/cart': () => ok({ list: [line(serum, {})] }),
      'list/favourite': () => ok({ data: [] }),
      'order/quote': fakeQuote([serum, cream]),
      'delete/cart': () => Promise.reject(new TypeError('offline')),
    });
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Vitamin C Serum' }));
    expect(await screen.findByText('Failed to delete item. Please try again.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Vitamin C Serum' })).toBeInTheDocument();
  });

  it('sends a new quantity and a new pack size to the server', async () => {
    logIn();
    let held = line(serum, { ct_id: 31, ct_quantity: 2 });
    const api = mockShopApi({
      'list/cart': () => ok({ list: [held] }),
      'list/favourite': () => ok({ data: [] }),
      'order/quote': fakeQuote([serum, cream]),
      'update/cart': (body) => {
        held = {
          ...held,
          ct_quantity: Number(body.quantity),
          ct_packet_size: Number(body.packet_size ?? 30),
        };
        return ok();
      },
    });
    const { user, panel } = await openPanel();
    await user.click(
      await within(panel).findByRole('button', { name: 'Increase quantity of Vitamin C Serum' }),
    );
    expect(within(panel).getByRole('group', { name: 'Quantity of Vitamin C Serum' })).toHaveTextContent('3');
    await waitFor(() => expect(api.bodiesOf('update/cart')).toEqual([{ cart_id: 31, quantity: 3 }]));
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Pack size of Vitamin C Serum' }),
      '50',
    );
    await waitFor(() =>
      expect(api.bodiesOf('update/cart')[1]).toEqual({ cart_id: 31, quantity: 3, packet_size: 50 }),
    );
    await waitFor(() => expect(summaryRow(panel, 'Total Amount')).toHaveTextContent('₹4,497'));
  });

  it('joins a line moved to a size the cart already holds, within stock', async () => {
    logIn();
    const api = mockShopApi({
      'list/cart': () =>
        ok({
          list: [
            line(serum, { ct_id: 31, ct_quantity: 2, ct_packet_size: 30 }),
            line(serum, { ct_id: 32, ct_quantity: 19, ct_packet_size: 50 }),
          ],
        }),
      'list/favourite': () => ok({ data: [] }),
      'order/quote': fakeQuote([serum, cream]),
      'update/cart': () => new Promise<Response>(() => {}),
    });
    const { user, panel } = await openPanel();
    const sizes = await within(panel).findAllByRole('combobox', { name: 'Pack size of Vitamin C Serum' });
    await user.selectOptions(sizes[0]!, '50');
    // 19 already of 50 gm and 20 in stock: one more fits, and the two lines show as one.
    expect(api.bodiesOf('update/cart')).toEqual([{ cart_id: 31, quantity: 1, packet_size: 50 }]);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByRole('group', { name: 'Quantity of Vitamin C Serum' })).toHaveTextContent('20');
  });

  it('says the cart is empty, or why it could not be read', async () => {
    logIn();
    let fail = false;
    mockShopApi({
      'list/cart': () => (fail ? refuse(503, 'Service unavailable') : ok({ list: [] })),
      'list/favourite': () => ok({ data: [] }),
      'order/quote': fakeQuote([serum, cream]),
    });
    const first = await openPanel();
    expect(await within(first.panel).findByText('Your cart is empty')).toBeInTheDocument();
    first.unmount();
    fail = true;
    const second = await openPanel();
    expect(await within(second.panel).findByRole('alert')).toHaveTextContent(
      'Failed to load cart items. Please try again.',
    );
  });
});
