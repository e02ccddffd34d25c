// Badge counts: a guest's come from browser storage, a logged-in shopper's from the server lists.
import { useSession } from '../../../lib/session.ts';
import { useServerCart } from '../api/get-cart.ts';
import { useServerFavourites } from '../api/get-favourites.ts';
import { useGuestCart } from '../storage/guest-cart.ts';
import { useGuestFavouriteIds } from '../storage/guest-favourites.ts';

/** Lines in the cart (one per product and pack size). */
export function useCartCount(): number {
  const session = useSession();
  const guestLines = useGuestCart();
  const serverCart = useServerCart();
  return session ? (serverCart.data?.length ?? 0) : guestLines.length;
}

export function useFavouriteCount(): number {
  const session = useSession();
  const guestIds = useGuestFavouriteIds();
  const serverFavourites = useServerFavourites();
  return session ? (serverFavourites.data?.length ?? 0) : guestIds.length;
}
