// ADD TO CART for one product: a guest's line goes to browser storage, a logged-in shopper's to the
// server cart; either way one line per product and pack size, never more than the pack's stock.
// `inCart` (any pack size of the product) turns a card's button into GO TO CART.
import { messages, onlyNLeftInStock } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { serverMessageOr } from '../../../lib/api-failure.ts';
import { useSession } from '../../../lib/session.ts';
import { useToast } from '../../../ui/toast.tsx';
import { addToServerCart } from '../api/add-to-cart.ts';
import { useServerCart } from '../api/get-cart.ts';
import { addToGuestCart, readGuestLines, sameLine, useGuestCart } from '../storage/guest-cart.ts';

export interface AddInput {
  quantity: number;
  /** Grams of the chosen pack size; null: the product's first. */
  packetSize: number | null;
  /** Units of that pack size in stock: a guest line never holds more. */
  stock: number;
}

class GuestStockError extends Error {}

/** Whether the cart (the server's, or a guest's in this browser) holds any pack size of the product. */
export function useInCart(productId: number): boolean {
  const session = useSession();
  const guestLines = useGuestCart();
  const serverCart = useServerCart();
  return session
    ? (serverCart.data ?? []).some((line) => (line.ct_product_id ?? line.p_id) === productId)
    : guestLines.some((line) => line.productId === productId);
}

export function useAddToCart(productId: number) {
  const session = useSession();
  const inCart = useInCart(productId);
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const mutation = useMutation({
    mutationFn: async ({ quantity, packetSize, stock }: AddInput) => {
      if (!session) {
        const held = readGuestLines().find((line) => sameLine(line, productId, packetSize))?.quantity ?? 0;
        if (held + quantity > stock) throw new GuestStockError(onlyNLeftInStock(stock));
        addToGuestCart(productId, quantity, packetSize);
        return;
      }
      try {
        await addToServerCart(session.userId, { productId, quantity, packetSize });
      } finally {
        // A refusal may mean the cart changed elsewhere: show what the server holds either way.
        await queryClient.invalidateQueries({ queryKey: ['cart'] });
      }
    },
    onSuccess: () => toast({ title: messages.addedToCart, kind: 'success' }),
    onError: (error) => {
      if (error instanceof ApiError && error.isNetwork) {
        toast({ kind: 'error', title: messages.addToCartNetworkTitle, text: messages.addToCartNetwork });
      } else {
        const title = error instanceof GuestStockError ? error.message : null;
        toast({ kind: 'error', title: title ?? serverMessageOr(error, messages.addToCartFailed) });
      }
    },
  });

  return {
    inCart,
    adding: mutation.isPending,
    add: (input: AddInput) => mutation.mutate(input),
  };
}
