// `update/order-tracking`: moves one order line to a status. An admin may set any step; the line's
// owner only `Cancelled`, and only before `Shipped`.
import type { ApiSuccess, updateOrderTrackingBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const updateOrderTracking = (opId: number, status: BodyOf<typeof updateOrderTrackingBody>['status']) =>
  apiPost<ApiSuccess>('update/order-tracking', { op_id: opId, status } satisfies BodyOf<
    typeof updateOrderTrackingBody
  >);
