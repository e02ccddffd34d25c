// `admin/concern/save`: adds a skin concern (no `cc_id`) or changes its name and image.
import type { ApiSuccess, Concern } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const saveConcern = (body: { cc_id?: number; cc_name: string; cc_image: string }) =>
  apiPost<ApiSuccess<{ data: Concern }>>('admin/concern/save', body);
