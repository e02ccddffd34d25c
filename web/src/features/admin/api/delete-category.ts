// `admin/category/delete`: deletes a category no product belongs to (409 while one does).
import type { ApiSuccess, categoryDeleteBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const deleteCategory = (categoryId: number) =>
  apiPost<ApiSuccess>('admin/category/delete', { c_id: categoryId } satisfies BodyOf<
    typeof categoryDeleteBody
  >);
