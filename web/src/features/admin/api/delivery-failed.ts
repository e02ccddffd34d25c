// `admin/order/delivery-failed` (decision 0031): the courier could not deliver; the order's parcel moves
// to Delivery failed with the reason, an attempt is counted and the shopper is asked what to do.
import type { ApiSuccess, DeliveryFailedBody, deliveryFailedBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const recordFailedDelivery = (failure: DeliveryFailedBody) =>
  apiPost<ApiSuccess>('admin/order/delivery-failed', failure satisfies BodyOf<typeof deliveryFailedBody>);
