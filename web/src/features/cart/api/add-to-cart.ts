// `add/cart`: the one place the web app adds to an account's cart (the buttons, the wishlist's
// GO TO CART, the guest cart moved at login all come through here). The server adds `quantity` to
// the line of that product and pack size, creating it; more than the pack's stock is refused (409).
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export interface AddToCartInput {
  productId: number | string;
  quantity: number | string;
  /** Grams; empty or missing means the product's first pack size. */
  packetSize?: number | string | null;
}

export function addToServerCart(userId: string, { productId, quantity, packetSize }: AddToCartInput) {
  return apiPost<ApiSuccess>('add/cart', {
    userid: userId,
    productid: productId,
    quantity,
    packet_size: packetSize ?? '',
  });
}
