// The cart badge's count: a guest's comes from browser storage, a logged-in shopper's from the server list.
import { useSession } from '../../../lib/session.ts';
import { useServerCart } from '../api/get-cart.ts';
import { useGuestCart } from '../storage/guest-cart.ts';

/** Lines in the cart (one per product and pack size). */
export function useCartCount(): number {
  const session = useSession();
  const guestLines = useGuestCart();
  const serverCart = useServerCart();
  return session ? (serverCart.data?.length ?? 0) : guestLines.length;
}
