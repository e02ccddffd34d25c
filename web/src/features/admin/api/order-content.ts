// `admin/content/order`: every id of a content list, in the order the shop should show them.
import type { ApiSuccess, contentOrderBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const orderContent = (body: BodyOf<typeof contentOrderBody>) =>
  apiPost<ApiSuccess>('admin/content/order', body);
