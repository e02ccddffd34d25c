// `add/return`: within 7 days of delivery, the order's owner (by its number, with their token) or
// whoever holds the order's link (by its access token) asks to return some of its lines, with a reason.
import type { AddReturnBody, addReturnBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

/** Which order: by number for its logged-in owner, by its link's token for anyone holding it. */
export type ReturnOrderRef = { od_id: number } | { access: string };

export const requestReturn = (request: AddReturnBody) =>
  apiPost<ApiSuccess<{ rq_id: number }>>('add/return', request satisfies BodyOf<typeof addReturnBody>);
