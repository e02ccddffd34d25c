// The heart of one product: guests keep favourites in browser storage, logged-in shoppers on the
// server (shopping-flow §4).
import { GUEST_FAVOURITE_TOAST_MS, messages } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { FAVOURITES_EVENT, toggleGuestFavourite, useGuestFavouriteIds } from '../../../lib/guest-storage.ts';
import { useSession } from '../../../lib/session.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useServerFavourites } from '../api/get-favourites.ts';

export function useFavourite(productId: number) {
  const session = useSession();
  const guestIds = useGuestFavouriteIds();
  const serverFavourites = useServerFavourites();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const isFavourite = session
    ? (serverFavourites.data ?? []).some((favourite) => favourite.p_id === productId)
    : guestIds.includes(String(productId));

  const mutation = useMutation({
    mutationFn: async (): Promise<boolean> => {
      if (!session) return toggleGuestFavourite(productId);
      await apiPost('add/favourite', { user_id: session.userId, p_id: productId, fav: isFavourite ? 0 : 1 });
      await queryClient.invalidateQueries({ queryKey: ['favourites'] });
      window.dispatchEvent(new Event(FAVOURITES_EVENT));
      return !isFavourite;
    },
    onSuccess: (added) =>
      toast({
        kind: 'success',
        title: added ? messages.addedToFavourites : messages.removedFromFavourites,
        ...(session ? {} : { durationMs: GUEST_FAVOURITE_TOAST_MS }),
      }),
    onError: (error) =>
      toast({
        kind: 'error',
        title: messages.favouriteErrorTitle,
        text:
          error instanceof ApiError && error.isNetwork
            ? messages.favouriteNetwork
            : error.message || messages.favouriteFailed,
      }),
  });

  return {
    isFavourite,
    updating: mutation.isPending,
    toggle: () => mutation.mutate(),
    loggedIn: session !== null,
  };
}
