// The wishlist badge's count: a guest's comes from browser storage, a logged-in shopper's from the
// server list.
import { useSession } from '../../lib/session.ts';
import { useServerFavourites } from './api/get-favourites.ts';
import { useGuestFavouriteIds } from './storage/guest-favourites.ts';

export function useFavouriteCount(): number {
  const session = useSession();
  const guestIds = useGuestFavouriteIds();
  const serverFavourites = useServerFavourites();
  return session ? (serverFavourites.data?.length ?? 0) : guestIds.length;
}
