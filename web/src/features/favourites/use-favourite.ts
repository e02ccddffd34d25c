// The heart of one product: guests keep favourites in browser storage, logged-in shoppers on the
// server. Not optimistic: the heart shows an hourglass until the change is made, then its new state.
import { GUEST_FAVOURITE_TOAST_MS, messages } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { useSession } from '../../lib/session.ts';
import { useToast } from '../../ui/toast.tsx';
import { useServerFavourites } from './api/get-favourites.ts';
import { setServerFavourite } from './api/set-favourite.ts';
import { toggleGuestFavourite, useGuestFavouriteIds } from './storage/guest-favourites.ts';

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
      await setServerFavourite(session.userId, productId, !isFavourite);
      await queryClient.invalidateQueries({ queryKey: ['favourites'] });
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
            : serverMessageOr(error, messages.favouriteFailed),
      }),
  });

  return {
    isFavourite,
    updating: mutation.isPending,
    toggle: () => mutation.mutate(),
    loggedIn: session !== null,
  };
}
