// `admin/review/hide`: `hidden` 1 takes the review off the storefront and out of the rating; 0 brings
// it back.
import type { AdminReview, ApiSuccess, reviewHideBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const hideReview = (body: BodyOf<typeof reviewHideBody>) =>
  apiPost<ApiSuccess<{ data: AdminReview }>>('admin/review/hide', body);
