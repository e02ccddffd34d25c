// ADD TO CART for one product: a guest's line goes to browser storage, a logged-in shopper's to the
// server cart. `inCart` turns the button into GO TO CART.
import { messages } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { addToGuestCart, CART_EVENT, useGuestCartIds } from '../../../lib/guest-storage.ts';
import { useSession } from '../../../lib/session.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useServerCart } from '../api/get-cart.ts';

interface AddInput {
  quantity: number;
  packetSize?: number;
}

export function useAddToCart(productId: number) {
  const session = useSession();
  const guestIds = useGuestCartIds();
  const serverCart = useServerCart();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const mutation = useMutation({
    mutationFn: async ({ quantity, packetSize }: AddInput) => {
      if (!session) return addToGuestCart(productId, quantity, packetSize);
      await apiPost('add/cart', {
        userid: session.userId,
        productid: productId,
        quantity,
        packet_size: packetSize ?? '',
      });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      window.dispatchEvent(new Event(CART_EVENT));
    },
    onSuccess: () => toast({ title: messages.addedToCart, kind: 'success' }),
    onError: (error) => {
      const network = error instanceof ApiError && error.isNetwork;
      toast({
        kind: 'error',
        title: network ? messages.addToCartNetworkTitle : error.message || messages.addToCartFailed,
        ...(network ? { text: messages.addToCartNetwork } : {}),
      });
    },
  });

  const inCart = session
    ? (serverCart.data ?? []).some((line) => (line.ct_product_id ?? line.p_id) === productId)
    : guestIds.includes(String(productId));

  return {
    inCart,
    adding: mutation.isPending,
    add: (quantity = 1, packetSize?: number) => mutation.mutate({ quantity, packetSize }),
  };
}
