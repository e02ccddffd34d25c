// `admin/category/save`: adds a category (no `c_id`) or renames one.
import type { ApiSuccess, Category } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const saveCategory = (body: { c_id?: number; c_name: string }) =>
  apiPost<ApiSuccess<{ data: Category }>>('admin/category/save', body);
