// The wishlist as the page shows it: a logged-in shopper's server favourites, or the products a
// guest's browser list names. Browser storage is read after hydration, so the first frame matches.
import type { Product } from '@prime/contract';
import { useSession } from '../../lib/session.ts';
import { useGuestFavouriteIds, useServerFavourites } from '../favourites/index.ts';
import { useGuestFavouriteProducts } from './api/get-guest-favourite-products.ts';
import { wishlistTexts } from './wishlist-texts.ts';

export type Wishlist =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; products: Product[] };

export function useWishlist(): Wishlist & { loggedIn: boolean } {
  const session = useSession();
  const loggedIn = session !== null;
  const server = useServerFavourites();
  const guestIds = useGuestFavouriteIds();
  const guest = useGuestFavouriteProducts(guestIds, !loggedIn);

  if (loggedIn) {
    if (server.isPending) return { state: 'loading', loggedIn };
    if (server.isError) {
      return {
        state: 'failed',
        message: wishlistTexts.favouritesFailed,
        retry: () => void server.refetch(),
        loggedIn,
      };
    }
    return { state: 'ready', products: server.data, loggedIn };
  }
  if (guest.pending) return { state: 'loading', loggedIn };
  if (guest.failed)
    return { state: 'failed', message: wishlistTexts.productsFailed, retry: guest.retry, loggedIn };
  return { state: 'ready', products: guest.products, loggedIn };
}
