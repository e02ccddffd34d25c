import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { makeProduct } from '../../../../test/make-product.ts';
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
    // What Legal Metrology asks beside the price: the MRP with all taxes, net quantity, unit price.
    expect(screen.getByText('MRP ₹1,899 (incl. of all taxes)')).toBeInTheDocument();
    expect(screen.getByText('Net quantity: 50 g · ₹29.98 per g')).toBeInTheDocument();
  });

  it('says the earliest expiry of the chosen pack size’s units', async () => {
    const { user } = renderWithProviders(<PurchasePanel product={makeProduct()} />);
    expect(screen.getByText('Expiry: Mar 2028 or later')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '50 gm' }));
    expect(screen.getByText('Expiry: Sep 2028 or later')).toBeInTheDocument();
  });

  it('starts from the first pack size in stock when the first is sold out', () => {
    const product = makeProduct();
    product.product_price[0]!.pp_stocks = 0;
    renderWithProviders(<PurchasePanel product={product} />);
    expect(screen.getByRole('radio', { name: '50 gm' })).toBeChecked();
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
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
    // Only the field answers to "Quantity", so a label lookup that matches substrings finds one thing.
    const [quantity, ...others] = screen.getAllByLabelText(/quantity/i);
    expect(others).toEqual([]);
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.clear(quantity!);
    await user.type(quantity!, '0');
    expect(quantity).toHaveValue(1);
  });

  it('says "Only 45 left in stock." when more is typed than the stock, never changing it in silence', async () => {
    const product = makeProduct();
    product.product_price[0]!.pp_stocks = 45;
    const { user } = renderWithProviders(<PurchasePanel product={product} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '60');
    expect(quantity).toHaveValue(45);
    expect(screen.getByRole('status')).toHaveTextContent('Only 45 left in stock.');
    expect(quantity).toHaveAccessibleDescription('Only 45 left in stock.');
  });

  it('lets the shopper clear the quantity and type a new one', async () => {
    const { user } = renderWithProviders(<PurchasePanel product={makeProduct()} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    expect(quantity).toHaveValue(null);
    await user.type(quantity, '3');
    expect(quantity).toHaveValue(3);
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('says Coming soon for an upcoming product and offers NOTIFY ME instead of ADD TO CART', () => {
    const product = makeProduct({ p_upcoming: 1, p_stocks: 0 });
    for (const pack of product.product_price) pack.pp_stocks = 0;
    renderWithProviders(<PurchasePanel product={product} />);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /ADD TO CART|OUT OF STOCK/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('signs a guest up for NOTIFY ME with the email given, and says so', async () => {
    const product = makeProduct({ p_stocks: 0 });
    for (const pack of product.product_price) pack.pp_stocks = 0;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ result: true, message: 'We will mail you when it can be ordered.' }),
      );
    const { user } = renderWithProviders(<PurchasePanel product={product} />);
    await user.click(screen.getByRole('button', { name: 'NOTIFY ME' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me' });
    await user.type(within(dialog).getByLabelText('Email'), 'meera@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'NOTIFY ME' }));
    expect(await screen.findByRole('button', { name: 'WE WILL MAIL YOU' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/prime/add/notify');
    expect(JSON.parse(String(init?.body))).toEqual({ p_id: product.p_id, email: 'meera@example.in' });
  });

  it('sells at the MRP when the chosen pack size has no selling price', async () => {
    const product = makeProduct();
    // A stale percent-off beside no selling price must not be shown as a discount.
    product.product_price[1] = { ...product.product_price[1]!, pp_discount_prize: 0, pp_discount: 21 };
    const { user } = renderWithProviders(<PurchasePanel product={product} />);
    await user.click(screen.getByRole('radio', { name: '50 gm' }));
    expect(screen.getByText('Price').parentElement).toHaveTextContent(/^Price ₹1,899$/);
    expect(screen.queryByText('MRP')).not.toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText('Price not available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
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
    const api = mockApi({
      'add/cart': () => new Promise<Response>(() => {}),
      'list/cart': () => jsonResponse({ result: true, message: 'Success', list: [] }),
      'list/favourite': () => jsonResponse({ result: true, message: 'Success', data: [] }),
    });
    const { user } = renderWithProviders(<PurchasePanel product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'ADDING…' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.bodiesOf('add/cart')).toHaveLength(1);
  });
});

describe('the bar at the foot of a phone screen', () => {
  it('shows the price and ADD TO CART once the main button has scrolled up out of sight, and hides again', async () => {
    let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = (entry) => callback([entry]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(<PurchasePanel product={makeProduct()} />);
    expect(screen.queryByRole('region', { name: 'Buy this product' })).not.toBeInTheDocument();

    // Still below the screen: no bar.
    act(() => report({ isIntersecting: false, boundingClientRect: { top: 900 } as DOMRectReadOnly }));
    expect(screen.queryByRole('region', { name: 'Buy this product' })).not.toBeInTheDocument();

    act(() => report({ isIntersecting: false, boundingClientRect: { top: -80 } as DOMRectReadOnly }));
    const bar = await screen.findByRole('region', { name: 'Buy this product' });
    expect(within(bar).getByText('₹999')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();

    act(() => report({ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRectReadOnly }));
    expect(screen.queryByRole('region', { name: 'Buy this product' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
