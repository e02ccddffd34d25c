// `admin/stock/receive`: a delivery of a pack size into the lot of its batch (the same batch again grows
// its lot); the pack size's stock is its sellable lots.
import type { ApiSuccess, Lot } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export interface ReceiveStockRequest {
  pp_id: number;
  batch_no: string;
  mfg: string;
  expiry: string;
  quantity: string;
}

export const receiveStock = (body: ReceiveStockRequest) =>
  apiPost<ApiSuccess<{ lot_id: number; data: Lot }>>('admin/stock/receive', body);
