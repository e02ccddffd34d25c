// `update/order-tracking`: moves one order line to a status of the sequence (an admin may set any).
import type { ApiSuccess, updateOrderTrackingBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export type TrackingChange = BodyOf<typeof updateOrderTrackingBody>;

export const updateOrderTracking = (change: TrackingChange) =>
  apiPost<ApiSuccess>('update/order-tracking', change satisfies TrackingChange);
