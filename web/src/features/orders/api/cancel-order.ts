// `cancel-order`: the owner cancels a whole order while none of its lines has shipped. Stock goes
// back, and a paid online order is refunded through its gateway.
import type { ApiSuccess, cancelOrderBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const cancelOrder = (orderId: number, reason: string) =>
  apiPost<ApiSuccess>('cancel-order', { od_id: orderId, reason } satisfies BodyOf<typeof cancelOrderBody>);
