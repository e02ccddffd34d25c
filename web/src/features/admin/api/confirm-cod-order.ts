// `admin/order/confirm` (decision 0031): staff confirmed a cash-on-delivery order with the shopper by
// phone: its lines go to Order confirmed and its invoice is issued. Audited.
import type { adminOrderBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const confirmCodOrder = (orderId: number) =>
  apiPost<ApiSuccess>('admin/order/confirm', { od_id: orderId } satisfies BodyOf<typeof adminOrderBody>);
