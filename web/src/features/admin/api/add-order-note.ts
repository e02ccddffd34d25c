// `admin/order/note`: a staff note on an order (at most 2,000 characters), kept with who wrote it and
// when; the customer never sees it.
import type { AdminOrderNoteBody, adminOrderNoteBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const addOrderNote = (note: AdminOrderNoteBody) =>
  apiPost<ApiSuccess>('admin/order/note', note satisfies BodyOf<typeof adminOrderNoteBody>);
