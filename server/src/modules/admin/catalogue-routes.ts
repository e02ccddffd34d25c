// The console's catalogue calls: products (save, list, one, gallery), categories and concerns, and the
// image upload the content lists use. Thin: validate with the contract's schema, call, answer.
import type { FastifyInstance } from 'fastify';
import {
  adminMessages,
  adminProductAnswer,
  adminProductBody,
  adminProductListAnswer,
  adminProductListBody,
  catalogueMessages,
  categoryDeleteBody,
  categorySaveAnswer,
  categorySaveBody,
  concernDeleteBody,
  concernSaveAnswer,
  concernSaveBody,
  deletedAnswer,
  imageUploadAnswer,
  productImageAnswer,
  productImageDeleteBody,
  productImageForm,
  productImageOrderBody,
  productImagesAnswer,
  productSaveAnswer,
  productSaveBody,
  productSaveRequest,
} from '@prime/contract';
import { adminOf } from '../../auth/admin-only.ts';
import type { AppContext } from '../../http/context.ts';
import { describeCall } from '../../http/describe-call.ts';
import { badRequest } from '../../http/errors.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { readForm, UPLOAD_ROUTE } from '../../uploads/multipart.ts';
import { adminProduct } from './admin-product.ts';
import { uploadContentImage } from './content-image.ts';
import { deleteCategory, deleteConcern, saveCategory, saveConcern } from './groups.ts';
import { addProductImage, deleteProductImage, orderProductImages } from './product-images.ts';
import { listAdminProducts } from './product-list.ts';
import { saveProduct } from './product-save.ts';
import { mailOutboxOf } from '../../mail/outbox.ts';

const tag = 'Admin: catalogue';

export async function catalogueRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const save = describeCall({
    tag,
    auth: 'token',
    summary: 'Create a product, or replace one whole',
    description:
      'Pack sizes with a `pp_id` are updated, those without added, those left out removed. Each pack: ' +
      '0 < price ≤ MRP, stock a whole number ≥ 0, sizes distinct; at least one pack; the name required. ' +
      'Two saves of one product run one after the other: each answer is 200 (the last write wins, whole) ' +
      'or 409. The storefront shows the change on its next request.',
    body: productSaveRequest,
    answer: productSaveAnswer,
    errors: [404, 409],
  });
  admin.post('/product/save', save, async (request) => {
    const body = parseBody(productSaveBody, request.body);
    const product = await saveProduct(ctx, adminOf(request), body);
    // A product now on sale or back in stock: its NOTIFY ME mails go in the background (mail/product-alerts.ts).
    mailOutboxOf(ctx.db)?.wake();
    return ok({ p_id: product.p_id, data: product }, catalogueMessages.productSaved);
  });

  const list = describeCall({
    tag,
    auth: 'token',
    summary: 'Every product, hidden ones too, newest first (20 a page)',
    body: adminProductListBody,
    answer: adminProductListAnswer,
  });
  admin.post('/product/list', list, async (request) =>
    ok(await listAdminProducts(ctx.db, parseBody(adminProductListBody, request.body))),
  );

  const one = describeCall({
    tag,
    auth: 'token',
    summary: 'One product, hidden or not',
    body: adminProductBody,
    answer: adminProductAnswer,
    errors: [404],
  });
  admin.post('/product/detail', one, async (request) => {
    const { p_id } = parseBody(adminProductBody, request.body);
    return ok({ data: await adminProduct(ctx.db, p_id) });
  });

  const image = describeCall({
    tag,
    auth: 'token',
    summary: "Add an image at the end of a product's gallery",
    description:
      'JPEG, PNG, WebP or GIF judged by its bytes, at most 5 MB, re-encoded without its metadata. ' +
      '`productimage` lists every image in order; the first is also `p_image`.',
    form: { fields: productImageForm, files: { image: 'The image.' } },
    answer: productImageAnswer,
    errors: [404],
  });
  admin.post('/product/image', { ...UPLOAD_ROUTE, ...image }, async (request) => {
    const form = await readForm(request);
    const { p_id } = parseBody(productImageForm, form.fields);
    const file = form.files.find((candidate) => candidate.field === 'image');
    const imageId = await addProductImage(ctx, adminOf(request), p_id, file);
    return ok({ pi_id: imageId, data: await adminProduct(ctx.db, p_id) }, catalogueMessages.imageAdded);
  });

  const order = describeCall({
    tag,
    auth: 'token',
    summary: "Put a product's gallery in order",
    description: '`order` lists every image id of the product once; the first becomes `p_image`.',
    body: productImageOrderBody,
    answer: productImagesAnswer,
    errors: [404],
  });
  admin.post('/product/image/order', order, async (request) => {
    const body = parseBody(productImageOrderBody, request.body);
    await orderProductImages(ctx, adminOf(request), body);
    return ok({ data: await adminProduct(ctx.db, body.p_id) }, catalogueMessages.imagesReordered);
  });

  const remove = describeCall({
    tag,
    auth: 'token',
    summary: "Remove an image from a product's gallery",
    body: productImageDeleteBody,
    answer: productImagesAnswer,
    errors: [404],
  });
  admin.post('/product/image/delete', remove, async (request) => {
    const { pi_id } = parseBody(productImageDeleteBody, request.body);
    const productId = await deleteProductImage(ctx, adminOf(request), pi_id);
    return ok({ data: await adminProduct(ctx.db, productId) }, catalogueMessages.imageRemoved);
  });

  const upload = describeCall({
    tag,
    auth: 'token',
    summary: 'Upload an image for a content item or a concern',
    description:
      'Answers the stored path to save into the item (`b_image`, `cc_image`, …). Recorded in the audit log ' +
      'as `image.upload` on `image:<path>`.',
    form: { fields: productImageForm.pick({}), files: { image: 'The image.' } },
    answer: imageUploadAnswer,
  });
  admin.post('/image/upload', { ...UPLOAD_ROUTE, ...upload }, async (request) => {
    const form = await readForm(request);
    const file = form.files.find((candidate) => candidate.field === 'image');
    if (!file) {
      throw badRequest(catalogueMessages.imageRequired, [
        { field: 'image', message: catalogueMessages.imageRequired },
      ]);
    }
    const path = await uploadContentImage(ctx, adminOf(request), file.bytes);
    return ok({ image: path }, catalogueMessages.imageAdded);
  });

  const categorySave = describeCall({
    tag,
    auth: 'token',
    summary: 'Add a category, or rename or move one',
    body: categorySaveBody,
    answer: categorySaveAnswer,
    errors: [404],
  });
  admin.post('/category/save', categorySave, async (request) => {
    const body = parseBody(categorySaveBody, request.body);
    return ok({ data: await saveCategory(ctx, adminOf(request), body) }, adminMessages.saved);
  });
  const categoryDelete = describeCall({
    tag,
    auth: 'token',
    summary: 'Delete a category that holds no product',
    body: categoryDeleteBody,
    answer: deletedAnswer,
    errors: [404, 409],
  });
  admin.post('/category/delete', categoryDelete, async (request) => {
    const { c_id } = parseBody(categoryDeleteBody, request.body);
    await deleteCategory(ctx, adminOf(request), c_id);
    return ok({}, adminMessages.deleted);
  });

  const concernSave = describeCall({
    tag,
    auth: 'token',
    summary: 'Add a concern, or change or move one',
    body: concernSaveBody,
    answer: concernSaveAnswer,
    errors: [404],
  });
  admin.post('/concern/save', concernSave, async (request) => {
    const body = parseBody(concernSaveBody, request.body);
    return ok({ data: await saveConcern(ctx, adminOf(request), body) }, adminMessages.saved);
  });
  const concernDelete = describeCall({
    tag,
    auth: 'token',
    summary: 'Delete a concern no product names',
    body: concernDeleteBody,
    answer: deletedAnswer,
    errors: [404, 409],
  });
  admin.post('/concern/delete', concernDelete, async (request) => {
    const { cc_id } = parseBody(concernDeleteBody, request.body);
    await deleteConcern(ctx, adminOf(request), cc_id);
    return ok({}, adminMessages.deleted);
  });
}
