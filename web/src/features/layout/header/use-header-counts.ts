// Badge counts: a guest's come from browser storage, a logged-in shopper's from the server lists.
import { useGuestCartIds, useGuestFavouriteIds } from '../../../lib/guest-storage.ts';
import { useSession } from '../../../lib/session.ts';
import { useServerCart } from '../../catalogue/api/get-cart.ts';
import { useServerFavourites } from '../../catalogue/api/get-favourites.ts';

export function useCartCount(): number {
  const session = useSession();
  const guestIds = useGuestCartIds();
  const serverCart = useServerCart();
  return session ? (serverCart.data?.length ?? 0) : guestIds.length;
}

export function useFavouriteCount(): number {
  const session = useSession();
  const guestIds = useGuestFavouriteIds();
  const serverFavourites = useServerFavourites();
  return session ? (serverFavourites.data?.length ?? 0) : guestIds.length;
}
