import { STORAGE_KEYS } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';
import { CART_EVENT, readGuestCart } from '../../../lib/guest-storage.ts';

/**
 * Moves the guest cart into the account that just logged in, one line at a time (account-side §4).
 * A line the server refuses (sold out, product gone) is dropped rather than blocking the login.
 * Answers how many lines moved.
 */
export async function transferGuestCart(userId: string): Promise<number> {
  let moved = 0;
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
    } catch {
      // Ignored per line: see above.
    }
  }
  localStorage.removeItem(STORAGE_KEYS.guestCart);
  window.dispatchEvent(new Event(CART_EVENT));
  return moved;
}
