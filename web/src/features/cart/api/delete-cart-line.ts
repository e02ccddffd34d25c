// `delete/cart`: removes one line of the server cart.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const deleteServerCartLine = (cartId: number) =>
  apiPost<ApiSuccess>('delete/cart', { cart_id: cartId });
