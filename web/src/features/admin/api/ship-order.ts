// `admin/order/ship`: the order's confirmed and packing lines go to Shipped with the courier, the AWB
// number and the tracking link; the customer gets one shipped mail showing them.
import type { AdminOrderShipBody, adminOrderShipBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const shipOrder = (shipment: AdminOrderShipBody) =>
  apiPost<ApiSuccess>('admin/order/ship', shipment satisfies BodyOf<typeof adminOrderShipBody>);
