// `admin/concern/delete`: deletes a concern no product names (409 while one does).
import type { ApiSuccess, concernDeleteBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const deleteConcern = (concernId: number) =>
  apiPost<ApiSuccess>('admin/concern/delete', { cc_id: concernId } satisfies BodyOf<
    typeof concernDeleteBody
  >);
