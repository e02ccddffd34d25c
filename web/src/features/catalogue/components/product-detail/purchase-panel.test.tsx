import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { makeProduct } from '../../test/make-product.ts';
import { PurchasePanel } from './purchase-panel.tsx';

afterEach(() => vi.restoreAllMocks());

describe('PurchasePanel', () => {
  it('prices the chosen pack size, the first at load', async () => {
    const { user } = renderWithProviders(<PurchasePanel product={makeProduct()} />);
    const sizes = screen.getByRole('radiogroup', { name: 'Pack size' });
    expect(sizes).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 gm' })).toBeChecked();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('23% OFF')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '50 gm' }));
    expect(screen.getByRole('radio', { name: '50 gm' })).toBeChecked();
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByText('₹1,899').closest('s')).toHaveTextContent('MRP ₹1,899');
    expect(screen.getByText('21% OFF')).toBeInTheDocument();
    expect(screen.queryByText('₹999')).not.toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
  });

  it('turns to OUT OF STOCK when the chosen pack size has none left', async () => {
    const product = makeProduct();
    product.product_price[1]!.pp_stocks = 0;
    const { user } = renderWithProviders(<PurchasePanel product={product} />);
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: '50 gm' }));
    expect(screen.getByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  });

  it('keeps the quantity between 1 and the stock', async () => {
    const product = makeProduct();
    product.product_price[0]!.pp_stocks = 2;
    const { user } = renderWithProviders(<PurchasePanel product={product} />);
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('says Price not available when the pack size has no price', () => {
    const product = makeProduct();
    product.product_price = [
      { ...product.product_price[0]!, pp_prize: 0, pp_discount_prize: 0, pp_discount: 0 },
    ];
    renderWithProviders(<PurchasePanel product={product} />);
    expect(screen.getByText('Price not available')).toBeInTheDocument();
  });

  it('reads ADDING…, the product page wording, while the server adds the line', async () => {
    saveSession({ token: 't', userId: '5', name: 'Asha', email: 'asha@example.in', phone: '', role: 'user' });
    vi.spyOn(globalThis, 'fetch').mockImplementation((url) =>
      String(url).endsWith('/add/cart')
        ? new Promise<Response>(() => {})
        : Promise.resolve(jsonResponse({ result: true, message: 'Success', list: [] })),
    );
    const { user } = renderWithProviders(<PurchasePanel product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'ADDING…' })).toBeDisabled();
  });
});
