import { STORAGE_KEYS } from '@prime/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { later, logIn, mockShopApi, ok, refuse } from '../../../test/shop-api.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

const serum = makeProduct();

describe('ADD TO CART', () => {
  it('reads ADDING... on a card while the server adds, then GO TO CART, which opens the cart panel', async () => {
    logIn();
    const added = later<Response>();
    let inCart = false;
    const api = mockShopApi({
      'list/cart': () =>
        ok({
          list: inCart ? [{ ...serum, ct_id: 1, ct_product_id: 7, ct_quantity: 1, ct_packet_size: 30 }] : [],
        }),
      'add/cart': () => added.promise,
    });
    const { user } = renderWithProviders(<AddToCartButton product={serum} />);
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(screen.getByRole('button', { name: 'ADDING...' })).toHaveAttribute('aria-disabled', 'true');
    inCart = true;
    added.settle(ok());
    const goToCart = await screen.findByRole('button', { name: 'GO TO CART' });
    expect(api.bodiesOf('add/cart')).toEqual([{ userid: '5', productid: 7, quantity: 1, packet_size: 30 }]);
    expect(screen.getByText('Added to Cart!')).toBeInTheDocument();
    const opened = vi.fn();
    window.addEventListener('prime:open-cart', opened);
    await user.click(goToCart);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('prime:open-cart', opened);
  });

  it('on the product page reads ADDING…, sends the chosen size and quantity, and stays ADD TO CART', async () => {
    logIn();
    const added = later<Response>();
    const api = mockShopApi({ 'list/cart': () => ok({ list: [] }), 'add/cart': () => added.promise });
    const { user } = renderWithProviders(
      <AddToCartButton product={serum} pack={serum.product_price[1]} quantity={3} placement="page" />,
    );
    const button = screen.getByRole('button', { name: 'ADD TO CART' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'ADDING…' })).toHaveAttribute('aria-disabled', 'true');
    // The keyboard's focus stays on the button while it adds and after.
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    added.settle(ok());
    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    expect(document.activeElement).toBe(button);
    // Enter pressed again while adding added nothing more.
    expect(api.bodiesOf('add/cart')).toEqual([{ userid: '5', productid: 7, quantity: 3, packet_size: 50 }]);
  });

  it('is OUT OF STOCK and disabled with nothing left, and a card adds the first size still in stock', async () => {
    const { unmount } = renderWithProviders(<AddToCartButton product={makeProduct({ p_stocks: 0 })} />);
    expect(screen.getByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
    unmount();
    const firstSoldOut = makeProduct();
    firstSoldOut.product_price[0]!.pp_stocks = 0;
    const { user } = renderWithProviders(<AddToCartButton product={firstSoldOut} />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
      expect.objectContaining({ productid: '7', quantity: '1', packet_size: '50' }),
    ]);
  });

  it('never lets a guest line hold more than the pack has', async () => {
    const scarce = makeProduct();
    scarce.product_price[0]!.pp_stocks = 1;
    const { user } = renderWithProviders(
      <AddToCartButton product={scarce} pack={scarce.product_price[0]} placement="page" />,
    );
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Only 1 left in stock.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)[0]).toMatchObject({ quantity: '1' });
  });

  it("shows the server's reason, or the connection message when the server cannot be reached", async () => {
    logIn();
    let offline = false;
    mockShopApi({
      'list/cart': () => ok({ list: [] }),
      'add/cart': () =>
        offline ? Promise.reject(new TypeError('offline')) : refuse(409, 'Only 3 left in stock.'),
    });
    const { user } = renderWithProviders(<AddToCartButton product={serum} placement="page" />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Only 3 left in stock.')).toBeInTheDocument();
    offline = true;
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to add item to cart. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
