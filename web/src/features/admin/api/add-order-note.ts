// `admin/order/note`: a staff note on an order (at most 2,000 characters), kept with who wrote it and
// when; the customer never sees it.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const addOrderNote = (note: { od_id: number; note: string }) =>
  apiPost<ApiSuccess>('admin/order/note', note);
