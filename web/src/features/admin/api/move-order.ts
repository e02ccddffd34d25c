// `admin/order/status` moves a whole order (or the lines named) to one status in one step;
// `admin/order/bulk-status` does that for up to 100 orders, each on its own, and says how each went.
import type {
  AdminOrderBulkStatusBody,
  AdminOrderStatusBody,
  adminOrderBulkStatusBody,
  adminOrderStatusBody,
  ApiSuccess,
} from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const moveOrder = (move: AdminOrderStatusBody) =>
  apiPost<ApiSuccess>('admin/order/status', move satisfies BodyOf<typeof adminOrderStatusBody>);

/** How one order of a bulk move went: `message` is the server's reason when it did not move. */
export interface BulkMoveResult {
  od_id: number;
  result: boolean;
  message: string;
}

export const moveOrders = async (move: AdminOrderBulkStatusBody) =>
  (
    await apiPost<ApiSuccess<{ list: BulkMoveResult[] }>>(
      'admin/order/bulk-status',
      move satisfies BodyOf<typeof adminOrderBulkStatusBody>,
    )
  ).list;
