// `admin/order/rto-received` (decision 0031): the returned parcel is back: its units back on sale when
// `restock` is 1, a paid order refunded, a credit note for an invoiced one.
import type { ApiSuccess, RtoReceivedBody, rtoReceivedBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const receiveReturnedParcel = (arrival: RtoReceivedBody) =>
  apiPost<ApiSuccess>('admin/order/rto-received', arrival satisfies BodyOf<typeof rtoReceivedBody>);
