// `order/lookup`: a guest finds an order by its number and the email or mobile it was placed with.
import type { ApiSuccess, Order, orderLookupBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const lookupOrder = async (orderId: number, contact: string) =>
  (
    await apiPost<ApiSuccess<{ data: Order }>>('order/lookup', {
      od_id: orderId,
      contact,
    } satisfies BodyOf<typeof orderLookupBody>)
  ).data;
