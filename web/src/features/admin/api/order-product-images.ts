// `admin/product/image/order`: every image id of the product in the new order; the first becomes the
// product's main image.
import type { ApiSuccess, productImageOrderBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const orderProductImages = ({ productId, order }: { productId: number; order: number[] }) =>
  apiPost<ApiSuccess>('admin/product/image/order', {
    p_id: productId,
    order,
  } satisfies BodyOf<typeof productImageOrderBody>);
