import type { Product } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/make-product.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import WishlistPage from './wishlist-page.tsx';

function logIn() {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('u_id', '7');
  localStorage.setItem('user_name', 'Asha Rao');
}

const ok = (fields: object = {}) => jsonResponse({ result: true, message: 'ok', ...fields });
const favouritesOf = (products: () => Product[]) => () =>
  ok({ data: products().map((product, index) => ({ ...product, f_id: index + 1 })) });
const emptyCart = () => ok({ list: [] });

const serum = makeProduct({ p_id: 7 });
const cleanser = makeProduct({
  p_id: 8,
  p_productname: 'Hydrating Gel Cleanser',
  p_image: '',
  p_prize: 499,
  p_discount_prize: 499,
  p_discount: 0,
  p_rating: undefined as unknown as number,
  reviewcount: 0,
  productimage: [{ pi_id: 4, pi_image: 'uploads/products/cleanser-2.webp' }],
  // A card shows its pack's price: the same as the product's, as the server gives them.
  product_price: [
    {
      ...serum.product_price[0]!,
      pp_packet_size: 100,
      pp_prize: 499,
      pp_discount_prize: 499,
      pp_discount: 0,
    },
  ],
});

const renderWishlist = () =>
  renderWithProviders(<WishlistPage />, { url: '/favourites', path: '/favourites' });

/** A promise the test settles when it wants the server to answer. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('wishlist page, logged in', () => {
  it('shows the loading words, then the empty wishlist with a way back to the shop', async () => {
    logIn();
    const api = mockApi({ 'list/favourite': favouritesOf(() => []), 'list/cart': emptyCart });
    renderWishlist();
    expect(screen.getByRole('status')).toHaveTextContent('Loading favourites…');
    expect(await screen.findByRole('heading', { name: 'No Favourites Yet!' })).toBeInTheDocument();
    expect(screen.getByText('Start building your wishlist by adding products you love')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Login to Your Account' })).not.toBeInTheDocument();
    expect(api.bodiesOf('list/favourite')).toEqual([{ user_id: '7' }]);
  });

  it('shows each favourite with its image, delete, name, prices, pack size, rating and GO TO CART', async () => {
    logIn();
    mockApi({ 'list/favourite': favouritesOf(() => [serum, cleanser]), 'list/cart': emptyCart });
    renderWishlist();
    const card = await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' });
    const image = within(card).getByRole('img', { name: 'Vitamin C Brightening Serum' });
    expect(image).toHaveAttribute('src', '/uploads/products/vitamin-c.webp');
    expect(image).toHaveAttribute('height', '270');
    expect(
      within(card).getByRole('button', { name: 'Remove Vitamin C Brightening Serum from favourites' }),
    ).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Vitamin C Brightening Serum' })).toHaveAttribute(
      'href',
      '/products/vitamin-c-brightening-serum',
    );
    expect(card).toHaveTextContent('Price ₹999');
    expect(
      within(card)
        .getByText(/₹1,299/)
        .closest('s'),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('23% OFF');
    expect(card).toHaveTextContent('30 gm');
    expect(card).toHaveTextContent('Rated 4.50(12 Reviews)');
    expect(within(card).getByRole('button', { name: 'GO TO CART' })).toBeEnabled();

    // No own image: the first gallery image; no discount: no badge; no rating: 0.
    const plain = screen.getByRole('article', { name: 'Hydrating Gel Cleanser' });
    expect(within(plain).getByRole('img')).toHaveAttribute('src', '/uploads/products/cleanser-2.webp');
    expect(plain).not.toHaveTextContent('OFF');
    expect(plain).toHaveTextContent('100 gm');
    expect(plain).toHaveTextContent('Rated 0.00(0 Reviews)');
  });

  it('falls back to the default picture when a product has no image at all', async () => {
    logIn();
    mockApi({
      'list/favourite': favouritesOf(() => [{ ...serum, p_image: '', productimage: [] }]),
      'list/cart': emptyCart,
    });
    renderWishlist();
    expect(await screen.findByRole('img', { name: 'Vitamin C Brightening Serum' })).toHaveAttribute(
      'src',
      '/images/default-product.png',
    );
  });

  it('GO TO CART moves one unit to the cart and takes the item off the wishlist', async () => {
    logIn();
    let favourites = [serum, cleanser];
    const answer = deferred();
    const api = mockApi({
      'list/favourite': favouritesOf(() => favourites),
      'list/cart': emptyCart,
      'add/cart': () => answer.promise,
      'add/favourite': () => {
        favourites = [cleanser];
        return ok();
      },
    });
    const view = renderWishlist();
    const card = await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' });
    await view.user.click(within(card).getByRole('button', { name: 'GO TO CART' }));

    expect(within(card).getByRole('button', { name: 'ADDING…' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /^Remove/ })).toBeDisabled();
    answer.resolve(ok());

    expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Vitamin C Brightening Serum' })).not.toBeInTheDocument(),
    );
    expect(api.bodiesOf('add/cart')).toEqual([{ userid: '7', productid: 7, quantity: 1, packet_size: 30 }]);
    expect(api.bodiesOf('add/favourite')).toEqual([{ user_id: '7', p_id: 7, fav: 0 }]);
    expect(screen.getByRole('article', { name: 'Hydrating Gel Cleanser' })).toBeInTheDocument();
  });

  it('keeps the favourite and says why when the cart refuses it', async () => {
    logIn();
    const api = mockApi({
      'list/favourite': favouritesOf(() => [serum]),
      'list/cart': emptyCart,
      'add/cart': () => jsonResponse({ result: false, message: 'Only 0 left in stock.' }, 409),
    });
    const view = renderWishlist();
    await view.user.click(await screen.findByRole('button', { name: 'GO TO CART' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 0 left in stock.');
    expect(api.bodiesOf('add/favourite')).toEqual([]);
    expect(screen.getByRole('button', { name: 'GO TO CART' })).toBeEnabled();
  });

  it('adds nothing more for a product already in the cart, and still clears it from the wishlist', async () => {
    logIn();
    const api = mockApi({
      'list/favourite': favouritesOf(() => [serum]),
      'list/cart': () =>
        ok({ list: [{ ...serum, ct_id: 1, ct_product_id: 7, ct_quantity: 1, ct_packet_size: 30 }] }),
      'add/favourite': () => ok(),
    });
    const view = renderWishlist();
    await waitFor(() => expect(api.bodiesOf('list/cart')).toHaveLength(1));
    await view.user.click(await screen.findByRole('button', { name: 'GO TO CART' }));
    expect(await screen.findByText('Item already in cart.')).toBeInTheDocument();
    expect(api.bodiesOf('add/cart')).toEqual([]);
    expect(api.bodiesOf('add/favourite')).toEqual([{ user_id: '7', p_id: 7, fav: 0 }]);
  });

  it('removes a favourite with the delete icon', async () => {
    logIn();
    let favourites = [serum];
    const api = mockApi({
      'list/favourite': favouritesOf(() => favourites),
      'list/cart': emptyCart,
      'add/favourite': () => {
        favourites = [];
        return ok();
      },
    });
    const view = renderWishlist();
    await view.user.click(await screen.findByRole('button', { name: /^Remove Vitamin C/ }));
    expect(await screen.findByText('Removed from Favorites!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Favourites Yet!' })).toBeInTheDocument();
    expect(api.bodiesOf('add/favourite')).toEqual([{ user_id: '7', p_id: 7, fav: 0 }]);
  });

  it('says why a favourite could not be removed: refused, or no answer at all', async () => {
    logIn();
    let fail: () => Response | Promise<Response> = () =>
      jsonResponse({ result: false, message: 'Not found.' }, 404);
    mockApi({
      'list/favourite': favouritesOf(() => [serum]),
      'list/cart': emptyCart,
      'add/favourite': () => fail(),
    });
    const view = renderWishlist();
    await view.user.click(await screen.findByRole('button', { name: /^Remove Vitamin C/ }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Could not update favourite');
    expect(refused).toHaveTextContent('Not found.');
    fail = () => Promise.reject(new TypeError('offline'));
    await view.user.click(screen.getByRole('button', { name: /^Remove Vitamin C/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
        'Something went wrong while updating favourites',
      ),
    );
    expect(screen.getByRole('article', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
  });

  it('says the favourites could not be fetched, and tries again', async () => {
    logIn();
    let fail = true;
    mockApi({
      'list/favourite': () =>
        fail ? jsonResponse({ result: false, message: 'down' }, 503) : favouritesOf(() => [serum])(),
      'list/cart': emptyCart,
    });
    const view = renderWishlist();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch favourites');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
  });

  it('shows OUT OF STOCK, disabled, for a sold-out favourite', async () => {
    logIn();
    mockApi({ 'list/favourite': favouritesOf(() => [{ ...serum, p_stocks: 0 }]), 'list/cart': emptyCart });
    renderWishlist();
    expect(await screen.findByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  });
});

describe('wishlist page, guest', () => {
  const products = (body: unknown) =>
    ok({ list: [serum, cleanser].filter((p) => p.p_id === Number((body as { p_id: number }).p_id)) });

  it('invites a guest with no favourites to shop or log in', async () => {
    const api = mockApi({});
    renderWishlist();
    expect(await screen.findByRole('heading', { name: 'No Favourites Yet!' })).toBeInTheDocument();
    expect(screen.getByText('Please login to view and manage your favourite items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login to Your Account' })).toHaveAttribute(
      'href',
      '/login?next=%2Ffavourites',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows the products of the browser list and moves one to the guest cart once', async () => {
    localStorage.setItem('user_favorites', JSON.stringify(['7', 8]));
    const api = mockApi({ 'product/list': products });
    const view = renderWishlist();
    const card = await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' });
    expect(screen.getByRole('article', { name: 'Hydrating Gel Cleanser' })).toBeInTheDocument();
    expect(api.bodiesOf('product/list')).toEqual([{ p_id: 7 }, { p_id: 8 }]);

    await view.user.click(within(card).getByRole('button', { name: 'GO TO CART' }));
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem('guest_cart')!) as { productid: string; quantity: string }[];
    expect(cart).toEqual([expect.objectContaining({ productid: '7', quantity: '1', packet_size: '30' })]);

    await view.user.click(within(card).getByRole('button', { name: 'GO TO CART' }));
    expect(await screen.findByText('Item already in cart.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('guest_cart')!)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('guest_cart')!)[0].quantity).toBe('1');
    // A guest's favourite stays: their list and cart are both in this browser.
    expect(screen.getByRole('article', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
  });

  it('removes a favourite from the browser list and the screen', async () => {
    localStorage.setItem('user_favorites', JSON.stringify(['7', '8']));
    mockApi({ 'product/list': products });
    const view = renderWishlist();
    await view.user.click(await screen.findByRole('button', { name: /^Remove Vitamin C/ }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Vitamin C Brightening Serum' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_favorites')!)).toEqual(['8']);
  });

  it('says the products could not be fetched', async () => {
    localStorage.setItem('user_favorites', JSON.stringify(['7']));
    mockApi({ 'product/list': () => jsonResponse({ result: false, message: 'down' }, 503) });
    renderWishlist();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch product list');
  });
});
