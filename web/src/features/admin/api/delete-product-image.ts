// `admin/product/image/delete`: removes one photo from its product's gallery.
import type { ApiSuccess, productImageDeleteBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const deleteProductImage = (imageId: number) =>
  apiPost<ApiSuccess>('admin/product/image/delete', { pi_id: imageId } satisfies BodyOf<
    typeof productImageDeleteBody
  >);
