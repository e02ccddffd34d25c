// `admin/order/rto` (decision 0031): a parcel whose delivery failed is to come back to the shop.
import type { adminOrderBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const returnToSeller = (orderId: number) =>
  apiPost<ApiSuccess>('admin/order/rto', { od_id: orderId } satisfies BodyOf<typeof adminOrderBody>);
