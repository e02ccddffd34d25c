// `update/cart`: sets a server cart line's quantity (at least 1) and, when given, its pack size.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const updateServerCartLine = (cartId: number, quantity: number, packetSize?: number | null) =>
  apiPost<ApiSuccess>('update/cart', {
    cart_id: cartId,
    quantity,
    ...(packetSize ? { packet_size: packetSize } : {}),
  });
