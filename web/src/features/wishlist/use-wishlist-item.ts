// What one wishlist card does. Delete: a guest's id leaves the browser list, a logged-in shopper's
// favourite is removed on the server. GO TO CART: one unit of the first pack size in stock goes to
// the cart; for a logged-in shopper the favourite is then removed (the item has moved), a guest's
// stays where it is (their cart and list are both in this browser).
import { GUEST_FAVOURITE_TOAST_MS, messages, type Product } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { isRefusal, serverMessageOr } from '../../lib/api-failure.ts';
import { packOnOffer } from '../../lib/pack-on-offer.ts';
import { useSession } from '../../lib/session.ts';
import { useToast } from '../../ui/toast.tsx';
import {
  addToServerCart,
  readGuestCart,
  removeGuestFavourite,
  setServerFavourite,
  useGuestCart,
  useServerCart,
  writeGuestCart,
} from '../cart/index.ts';
import { wishlistTexts } from './wishlist-texts.ts';

/** The move reached the cart but the favourite could not be removed: worded as a favourite failure. */
class FavouriteUpdateError extends Error {
  constructor(cause: unknown) {
    super('favourite', { cause });
  }
}

export function useWishlistItem(product: Product) {
  const session = useSession();
  const serverCart = useServerCart();
  const guestCart = useGuestCart();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const guestToast = { durationMs: GUEST_FAVOURITE_TOAST_MS };

  const inCart = session
    ? (serverCart.data ?? []).some((line) => (line.ct_product_id ?? line.p_id) === product.p_id)
    : guestCart.some((line) => line.productId === product.p_id);

  function favouriteFailure(error: unknown) {
    toast(
      isRefusal(error)
        ? { kind: 'error', title: wishlistTexts.updateRefused, text: error.message }
        : { kind: 'error', title: wishlistTexts.updateFailed },
    );
  }

  async function removeOnServer(userId: string) {
    try {
      await setServerFavourite(userId, product.p_id, false);
    } catch (error) {
      throw new FavouriteUpdateError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['favourites'] });
    }
  }

  const remove = useMutation({
    mutationFn: async () => {
      if (!session) return removeGuestFavourite(product.p_id);
      await removeOnServer(session.userId);
    },
    onSuccess: () =>
      toast(
        session
          ? { kind: 'success', title: messages.removedFromFavourites }
          : { kind: 'success', title: wishlistTexts.guestRemoved, ...guestToast },
      ),
    onError: (error) => favouriteFailure(error instanceof FavouriteUpdateError ? error.cause : error),
  });

  const moveToCart = useMutation({
    mutationFn: async (): Promise<'added' | 'already'> => {
      const pack = packOnOffer(product);
      if (!session) {
        if (inCart) return 'already';
        writeGuestCart([
          ...readGuestCart(),
          {
            productid: String(product.p_id),
            quantity: '1',
            ...(pack ? { packet_size: String(pack.pp_packet_size) } : {}),
            addedAt: new Date().toISOString(),
          },
        ]);
        return 'added';
      }
      if (!inCart) {
        try {
          await addToServerCart(session.userId, {
            productId: product.p_id,
            quantity: 1,
            packetSize: pack?.pp_packet_size ?? null,
          });
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['cart'] });
        }
      }
      await removeOnServer(session.userId);
      return inCart ? 'already' : 'added';
    },
    onSuccess: (outcome) => {
      if (!session) {
        const title = outcome === 'already' ? wishlistTexts.guestAlreadyInCart : wishlistTexts.guestAdded;
        return toast({ kind: outcome === 'already' ? 'info' : 'success', title, ...guestToast });
      }
      toast(
        outcome === 'already'
          ? { kind: 'info', title: wishlistTexts.guestAlreadyInCart }
          : { kind: 'success', title: messages.addedToCart },
      );
    },
    onError: (error) => {
      if (error instanceof FavouriteUpdateError) return favouriteFailure(error.cause);
      if (error instanceof ApiError && error.isNetwork) {
        return toast({
          kind: 'error',
          title: messages.addToCartNetworkTitle,
          text: messages.addToCartNetwork,
        });
      }
      toast({ kind: 'error', title: serverMessageOr(error, messages.addToCartFailed) });
    },
  });

  return {
    busy: remove.isPending || moveToCart.isPending,
    moving: moveToCart.isPending,
    remove: () => remove.mutate(),
    moveToCart: () => moveToCart.mutate(),
  };
}
