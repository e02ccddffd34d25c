// `admin/stock/adjust`: units of a lot damaged, lost or counted, with the reason; never below 0.
import type { ApiSuccess, Lot } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const adjustLot = (body: { lot_id: number; change: string; reason: string }) =>
  apiPost<ApiSuccess<{ data: Lot }>>('admin/stock/adjust', body);
