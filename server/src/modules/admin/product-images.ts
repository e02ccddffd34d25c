// A product's gallery from the console: add an image, put them in order, remove one. The gallery holds
// every image of the product in order, and the first is also `p_image` (the card's and the page's
// main image). Each change locks the product's row first, like every product write.
import { asc, eq, max } from 'drizzle-orm';
import { catalogueMessages, type ProductImageOrderBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { productImages, products } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { encodeImage, removeSavedImage, storeEncodedImage } from '../../uploads/save-image.ts';
import { adminProduct, productRow } from './admin-product.ts';
import { adminWrite } from './admin-write.ts';
import { imageStoreOf } from '../../uploads/configured-image-store.ts';

export const PRODUCT_IMAGE_FOLDER = 'products';

/** Makes `p_image` the gallery's first image again ('' when the gallery is empty). */
async function mainImageFromGallery(tx: Tx, productId: number): Promise<void> {
  const [first] = await tx
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    .limit(1);
  await tx
    .update(products)
    .set({ image: first?.image ?? '' })
    .where(eq(products.id, productId));
}

/** Adds the image at the end of the gallery; answers its `pi_id`. The file is written only once it passed. */
export async function addProductImage(
  ctx: AppContext,
  admin: AuthUser,
  productId: number,
  file: UploadedFile | undefined,
): Promise<number> {
  if (!file)
    throw badRequest(catalogueMessages.imageRequired, [
      { field: 'image', message: catalogueMessages.imageRequired },
    ]);
  await productRow(ctx.db, productId);
  const webp = await encodeImage(file.bytes, 'image');
  const stored = await storeEncodedImage(webp, {
    store: imageStoreOf(ctx.config),
    folder: PRODUCT_IMAGE_FOLDER,
  });
  try {
    return await adminWrite(ctx, async (tx) => {
      await productRow(tx, productId, true);
      const before = await adminProduct(tx, productId);
      const [last] = await tx
        .select({ order: max(productImages.sortOrder) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [image] = await tx
        .insert(productImages)
        .values({ productId, image: stored, sortOrder: (last?.order ?? -1) + 1 })
        .returning({ id: productImages.id });
      await mainImageFromGallery(tx, productId);
      const after = await adminProduct(tx, productId);
      await recordAudit(tx, {
        actor: admin,
        action: 'product.image',
        target: `product:${productId}`,
        before,
        after,
      });
      return image!.id;
    });
  } catch (error) {
    await removeSavedImage(imageStoreOf(ctx.config), stored, PRODUCT_IMAGE_FOLDER);
    throw error;
  }
}

/** Puts the gallery in the order given, which must list every image of the product once. */
export async function orderProductImages(
  ctx: AppContext,
  admin: AuthUser,
  body: ProductImageOrderBody,
): Promise<void> {
  await adminWrite(ctx, async (tx) => {
    await productRow(tx, body.p_id, true);
    const before = await adminProduct(tx, body.p_id);
    const gallery = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, body.p_id));
    const ids = new Set(gallery.map((image) => image.id));
    if (
      body.order.length !== ids.size ||
      new Set(body.order).size !== ids.size ||
      body.order.some((id) => !ids.has(id))
    ) {
      throw badRequest(catalogueMessages.imageOrderInvalid, [
        { field: 'order', message: catalogueMessages.imageOrderInvalid },
      ]);
    }
    for (const [sortOrder, id] of body.order.entries()) {
      await tx.update(productImages).set({ sortOrder }).where(eq(productImages.id, id));
    }
    await mainImageFromGallery(tx, body.p_id);
    const after = await adminProduct(tx, body.p_id);
    await recordAudit(tx, {
      actor: admin,
      action: 'product.image.order',
      target: `product:${body.p_id}`,
      before,
      after,
    });
  });
}

/** Removes one image; the file of an uploaded one goes once the change is committed. */
export async function deleteProductImage(ctx: AppContext, admin: AuthUser, imageId: number): Promise<number> {
  const [found] = await ctx.db
    .select({ productId: productImages.productId })
    .from(productImages)
    .where(eq(productImages.id, imageId));
  if (!found) throw notFound();
  const removed = await adminWrite(ctx, async (tx) => {
    await productRow(tx, found.productId, true);
    const before = await adminProduct(tx, found.productId);
    const [gone] = await tx
      .delete(productImages)
      .where(eq(productImages.id, imageId))
      .returning({ image: productImages.image });
    // Removed by another admin between the look-up and the lock.
    if (!gone) throw notFound();
    await mainImageFromGallery(tx, found.productId);
    const after = await adminProduct(tx, found.productId);
    await recordAudit(tx, {
      actor: admin,
      action: 'product.image.delete',
      target: `product:${found.productId}`,
      before,
      after,
    });
    return gone.image;
  });
  await removeSavedImage(imageStoreOf(ctx.config), removed, PRODUCT_IMAGE_FOLDER);
  return found.productId;
}
