// `admin/product/save`: creates a product (no `p_id`) or replaces one whole; answers its `p_id`.
// Prices go in rupees, as typed: the server reads them into paise itself.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';
import type { ProductSaveRequest } from '../products/product-form-values.ts';

export const saveProduct = (body: ProductSaveRequest) =>
  apiPost<ApiSuccess<{ p_id: number }>>('admin/product/save', body);
