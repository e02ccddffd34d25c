// Creating a product with the photos chosen in its form. The product is created hidden, its photos
// are uploaded in order, and only then is it shown (when the form asked for that), so the shop never
// lists it without a photo. When a photo is refused on the way, the product stays hidden and the
// console opens it with the reason (`CreatedHidden`).
import type { ApiSuccess } from '@prime/contract';
import { readAdminProduct } from '../api/get-admin-product.ts';
import { saveProduct } from '../api/save-product.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';
import { checkProduct, fromProduct, type ProductSaveRequest } from './product-form-values.ts';

/** The product was created, hidden, but a photo or the final save failed (`reason`). */
export class CreatedHidden extends Error {
  constructor(
    readonly productId: number,
    readonly reason: unknown,
  ) {
    super('The product was created hidden.');
  }
}

export async function createProduct(
  request: ProductSaveRequest,
  photos: File[],
): Promise<ApiSuccess<{ p_id: number }>> {
  if (photos.length === 0) return saveProduct(request);
  const created = await saveProduct({ ...request, p_status: 0 });
  try {
    for (const file of photos) await uploadProductImage({ productId: created.p_id, file });
    if (request.p_status === 1) {
      // Shown from the product as now saved: its pack size ids and version, nothing else changed.
      const saved = fromProduct(await readAdminProduct(created.p_id));
      await saveProduct(checkProduct({ ...saved, p_status: true }).request);
    }
  } catch (error) {
    throw new CreatedHidden(created.p_id, error);
  }
  return created;
}
