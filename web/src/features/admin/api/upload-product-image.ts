// `admin/product/image`: adds a photo at the end of the product's gallery (multipart `p_id`, `image`).
import type { ApiSuccess } from '@prime/contract';
import { apiUpload } from '../../../lib/api.ts';

export function uploadProductImage({ productId, file }: { productId: number; file: File }) {
  const form = new FormData();
  form.append('p_id', String(productId));
  form.append('image', file);
  return apiUpload<ApiSuccess<{ pi_id: number }>>('admin/product/image', form);
}
