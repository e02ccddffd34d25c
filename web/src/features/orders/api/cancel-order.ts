// `cancel-order`: the owner (by the order's number) or whoever holds its link (by its access token)
// cancels a whole order while none of its lines has shipped. Stock goes back, and a paid online order
// is refunded through its gateway.
import type { ApiSuccess, cancelOrderBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const cancelOrder = (orderId: number, reason: string, access?: string) =>
  apiPost<ApiSuccess>(
    'cancel-order',
    (access !== undefined ? { access, reason } : { od_id: orderId, reason }) satisfies BodyOf<
      typeof cancelOrderBody
    >,
  );
