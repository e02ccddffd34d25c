import { STORAGE_KEYS, type Product } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { fakeQuote, mockShopApi, ok } from '../../../test/shop-api.ts';
import { CartPanel } from './cart-panel.tsx';

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });
const cream = makeProduct({ p_id: 8, p_productname: 'Ceramide Cream' });
cream.product_price[1]!.pp_stocks = 2;
const gel = makeProduct({ p_id: 9, p_productname: 'Aloe Gel' });
gel.product_price[0]!.pp_stocks = 0;

function Harness() {
  const [open, setOpen] = useState(true);
  return <CartPanel open={open} onClose={() => setOpen(false)} />;
}

const products = (...list: Product[]) => ({
  'product/list': (body: Record<string, unknown>) =>
    ok({ list: list.filter((product) => product.p_id === Number(body.p_id)) }),
  'order/quote': fakeQuote(list),
});

const storeGuestCart = (entries: object[]) =>
  localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(entries));

const lineOf = (panel: HTMLElement, name: string) => within(panel).getByRole('link', { name }).closest('li')!;

const total = (panel: HTMLElement) =>
  within(within(panel).getByRole('region', { name: 'Order summary' }))
    .getByText('Total Amount')
    .closest('div')!;

describe('cart lines that cannot be ordered as they stand', () => {
  it('marks an over-stock and a sold-out line, leaves them out of the total and holds checkout until fixed', async () => {
    mockShopApi(products(serum, cream, gel));
    storeGuestCart([
      { productid: '7', quantity: '1', packet_size: '30' },
      { productid: '8', quantity: '5', packet_size: '50' },
      { productid: '9', quantity: '1', packet_size: '30' },
    ]);
    const { user } = renderWithProviders(<Harness />);
    const panel = await screen.findByRole('dialog');
    await within(panel).findByRole('link', { name: 'Ceramide Cream' });

    // The server's quote says what is wrong with each line.
    await waitFor(() =>
      expect(lineOf(panel, 'Ceramide Cream')).toHaveAccessibleDescription('Only 2 left in stock.'),
    );
    expect(lineOf(panel, 'Aloe Gel')).toHaveAccessibleDescription('Out of stock.');
    expect(lineOf(panel, 'Vitamin C Serum')).not.toHaveAccessibleDescription();
    // Only the serum counts: 1 × ₹999.
    expect(total(panel)).toHaveTextContent('₹999');
    const checkout = within(panel).getByRole('button', { name: 'CHECKOUT NOW' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(/Fix the marked items to check out/);

    // One press of − brings the line down to the stock; removing the sold-out line frees checkout.
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Ceramide Cream' }));
    expect(within(panel).getByRole('group', { name: 'Quantity of Ceramide Cream' })).toHaveTextContent('2');
    await waitFor(() => expect(lineOf(panel, 'Ceramide Cream')).not.toHaveAccessibleDescription());
    expect(checkout).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Remove Aloe Gel' }));
    await waitFor(() => expect(checkout).toBeEnabled());
    expect(checkout).not.toHaveAccessibleDescription();
    // ₹999 + 2 × ₹1,499
    expect(total(panel)).toHaveTextContent('₹3,997');
  });

  it('says so when a pack size with less stock cuts the quantity', async () => {
    mockShopApi(products(cream));
    storeGuestCart([{ productid: '8', quantity: '4', packet_size: '30' }]);
    const { user } = renderWithProviders(<Harness />);
    const panel = await screen.findByRole('dialog');
    await user.selectOptions(await within(panel).findByLabelText(/Pack size/), '50');
    expect(await screen.findByText('Only 2 left in 50 gm: quantity set to 2.')).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Quantity of Ceramide Cream' })).toHaveTextContent('2');
  });
});
