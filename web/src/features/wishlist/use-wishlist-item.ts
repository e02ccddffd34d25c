// What one wishlist card does. Delete: a guest's id leaves the browser list, a logged-in shopper's
// favourite is removed on the server. GO TO CART: one unit of the first pack size in stock goes to
// the cart; for a logged-in shopper the favourite is then removed (the item has moved), a guest's
// stays where it is (their cart and list are both in this browser).
import { GUEST_FAVOURITE_TOAST_MS, messages, type Product } from '@prime/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { isRefusal, serverMessageOr } from '../../lib/api-failure.ts';
import { packOnOffer } from '../../lib/pack-on-offer.ts';
import { useSession } from '../../lib/session.ts';
import { useToast, type ToastOptions } from '../../ui/toast.tsx';
import { addToServerCart, readGuestCart, useInCart, writeGuestCart } from '../cart/index.ts';
import { removeGuestFavourite, setServerFavourite } from '../favourites/index.ts';
import { wishlistTexts } from './wishlist-texts.ts';

/** The move reached the cart but the favourite could not be removed: worded as a favourite failure. */
class FavouriteUpdateError extends Error {
  constructor(cause: unknown) {
    super('favourite', { cause });
  }
}

const guestToast = { durationMs: GUEST_FAVOURITE_TOAST_MS };

/** The toast of a favourite that could not be removed. */
function favouriteFailure(error: unknown): ToastOptions {
  return isRefusal(error)
    ? { kind: 'error', title: wishlistTexts.updateRefused, text: error.message }
    : { kind: 'error', title: wishlistTexts.updateFailed };
}

/** Removes the product from a logged-in shopper's favourites; a failure is a FavouriteUpdateError. */
async function removeOnServer(queryClient: QueryClient, userId: string, product: Product) {
  try {
    await setServerFavourite(userId, product.p_id, false);
  } catch (error) {
    throw new FavouriteUpdateError(error);
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['favourites'] });
  }
}

/** One unit of the pack on offer, as a guest's cart line in this browser. */
function addToGuestCartOnce(product: Product) {
  const pack = packOnOffer(product);
  writeGuestCart([
    ...readGuestCart(),
    {
      productid: String(product.p_id),
      quantity: '1',
      ...(pack ? { packet_size: String(pack.pp_packet_size) } : {}),
      addedAt: new Date().toISOString(),
    },
  ]);
}

/** Delete: the product leaves the wishlist. */
function useRemoveFromWishlist(product: Product) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async () => {
      if (!session) return removeGuestFavourite(product.p_id);
      await removeOnServer(queryClient, session.userId, product);
    },
    onSuccess: () =>
      toast(
        session
          ? { kind: 'success', title: messages.removedFromFavourites }
          : { kind: 'success', title: wishlistTexts.guestRemoved, ...guestToast },
      ),
    onError: (error) => toast(favouriteFailure(error instanceof FavouriteUpdateError ? error.cause : error)),
  });
}

/** GO TO CART: one unit goes to the cart (unless it is there already), and a logged-in shopper's favourite goes. */
function useMoveToCart(product: Product) {
  const session = useSession();
  const inCart = useInCart(product.p_id);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (): Promise<'added' | 'already'> => {
      if (!session) {
        if (inCart) return 'already';
        addToGuestCartOnce(product);
        return 'added';
      }
      if (!inCart) {
        try {
          const pack = packOnOffer(product);
          await addToServerCart(session.userId, {
            productId: product.p_id,
            quantity: 1,
            packetSize: pack?.pp_packet_size ?? null,
          });
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['cart'] });
        }
      }
      await removeOnServer(queryClient, session.userId, product);
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
      if (error instanceof FavouriteUpdateError) return toast(favouriteFailure(error.cause));
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
}

export function useWishlistItem(product: Product) {
  const remove = useRemoveFromWishlist(product);
  const moveToCart = useMoveToCart(product);
  return {
    busy: remove.isPending || moveToCart.isPending,
    moving: moveToCart.isPending,
    remove: () => remove.mutate(),
    moveToCart: () => moveToCart.mutate(),
  };
}
