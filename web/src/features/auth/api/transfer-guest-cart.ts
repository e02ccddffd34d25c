import { STORAGE_KEYS } from '@prime/contract';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { CART_EVENT, readGuestCart, type GuestCartItem } from '../../../lib/guest-storage.ts';

/** The server looked at the line and refused it (sold out, a size the product lacks): it cannot move. */
const refusesLine = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

/**
 * Moves the guest cart into the account that just logged in, one line at a time (account-side §4).
 * A line the server refuses is dropped rather than blocking the login; a line it could not take at all
 * (offline, server trouble, no cart service) stays in browser storage for the next login, so a
 * shopper never loses a cart to an outage. Answers how many lines moved.
 */
export async function transferGuestCart(userId: string): Promise<number> {
  let moved = 0;
  const kept: GuestCartItem[] = [];
  for (const item of readGuestCart()) {
    try {
      await apiPost('add/cart', {
        userid: userId,
        productid: item.productid,
        quantity: item.quantity,
        // The seed sends an empty size (the product's first); a size the guest picked is kept.
        packet_size: item.packet_size ?? '',
      });
      moved++;
    } catch (error) {
      if (!refusesLine(error)) kept.push(item);
    }
  }
  if (kept.length) localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(kept));
  else localStorage.removeItem(STORAGE_KEYS.guestCart);
  window.dispatchEvent(new Event(CART_EVENT));
  return moved;
}
