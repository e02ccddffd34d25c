// `order/confirm` (decision 0031): the shopper confirms a cash-on-delivery order from its page, named by
// the page's access token. Answers the order as it is then.
import type { ApiSuccess, Order, orderConfirmBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const confirmOrder = async (access: string) =>
  (
    await apiPost<ApiSuccess<{ data: Order }>>('order/confirm', {
      access,
    } satisfies BodyOf<typeof orderConfirmBody>)
  ).data;
