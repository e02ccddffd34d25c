// `cancel-order`: cancels the whole order with a reason; stock goes back and a paid online order is
// refunded through its gateway.
import type { ApiSuccess, cancelOrderBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export type OrderCancellation = BodyOf<typeof cancelOrderBody>;

export const cancelOrder = (cancellation: OrderCancellation) =>
  apiPost<ApiSuccess>('cancel-order', cancellation satisfies OrderCancellation);
