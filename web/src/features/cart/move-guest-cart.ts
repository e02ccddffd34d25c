// The login step that hands the cart a guest kept in this browser to the account (merged, capped at
// stock), then tells the shopper plainly what moved and what did not. The app runs it at each login
// (web/src/app/sign-in-steps.ts), beside the wishlist's move of the guest favourites.
import { messages } from '@prime/contract';
import { formatPackSize } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { transferGuestCart, type CartShortfall } from './api/transfer-guest-cart.ts';

/** Long enough to read a few product names. */
const REPORT_TOAST_MS = 8000;

export const CART_NOT_ALL_MOVED = 'Some items could not move to your cart';
export const CART_KEPT_ON_DEVICE = 'Some items are still saved in this browser';
export const CART_KEPT_TEXT =
  'We could not reach your cart just now. They will move to your account the next time you log in.';

/** "Vitamin C Serum (30 gm): 2 of 5 moved, the rest is out of stock." */
export function describeShortfall(line: CartShortfall): string {
  const name = line.packSize ? `${line.productName} (${formatPackSize(line.packSize)})` : line.productName;
  if (line.serverMessage) return `${name}: not moved. ${line.serverMessage}`;
  if (line.moved > 0) return `${name}: ${line.moved} of ${line.wanted} moved, the rest is out of stock.`;
  return line.packSize ? `${name}: not moved, out of stock.` : `${name}: not moved, no longer sold.`;
}

export async function moveGuestCart(userId: string): Promise<void> {
  const cart = await transferGuestCart(userId);
  if (cart.moved > 0) showToast({ title: messages.cartTransferred, kind: 'success' });
  if (cart.shortfalls.length > 0) {
    showToast({
      title: CART_NOT_ALL_MOVED,
      text: cart.shortfalls.map(describeShortfall).join(' '),
      kind: 'info',
      durationMs: REPORT_TOAST_MS,
    });
  }
  if (cart.kept > 0) {
    showToast({
      title: CART_KEPT_ON_DEVICE,
      text: CART_KEPT_TEXT,
      kind: 'info',
      durationMs: REPORT_TOAST_MS,
    });
  }
}
