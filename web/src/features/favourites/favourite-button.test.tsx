import { STORAGE_KEYS } from '@prime/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { makeProduct } from '../../test/make-product.ts';
import { later, logIn, mockShopApi, ok, refuse } from '../../test/shop-api.ts';
import { FavouriteButton } from './favourite-button.tsx';

const serum = makeProduct();

describe('heart', () => {
  it('shows an hourglass while the server updates, then a filled heart and the toast', async () => {
    logIn();
    const saved = later<Response>();
    let favourite = false;
    const api = mockShopApi({
      'list/favourite': () => ok({ data: favourite ? [{ ...serum, f_id: 1 }] : [] }),
      'add/favourite': () => saved.promise,
    });
    const { user } = renderWithProviders(<FavouriteButton productId={7} />);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).not.toHaveAttribute('title');
    await user.click(heart);
    expect(heart).toBeDisabled();
    expect(heart).toHaveAttribute('aria-busy', 'true');
    favourite = true;
    saved.settle(ok());
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeEnabled();
    expect(screen.getByText('Added to Favorites!')).toBeInTheDocument();
    expect(api.bodiesOf('add/favourite')).toEqual([{ user_id: '5', p_id: 7, fav: 1 }]);
  });

  it('says Error! with the reason when the favourite cannot be saved', async () => {
    logIn();
    let offline = false;
    mockShopApi({
      'list/favourite': () => ok({ data: [] }),
      'add/favourite': () => (offline ? Promise.reject(new TypeError('offline')) : refuse(503, 'Busy')),
    });
    const { user } = renderWithProviders(<FavouriteButton productId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Failed to update favorites. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    offline = true;
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(
      await screen.findByText('Unable to update favorites. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('keeps a guest favourite in this browser, with the login tooltip, and its toast leaves sooner', async () => {
    const { user } = renderWithProviders(<FavouriteButton productId={7} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('title', 'Please log in to manage favorites');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Added to Favorites!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Added to Favorites!')).not.toBeInTheDocument(), {
      timeout: 1900,
    });
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(screen.getByText('Removed from Favorites!')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBeNull();
  });
});
