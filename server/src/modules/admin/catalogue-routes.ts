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
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { badRequest } from '../../http/errors.ts';
import { ok } from '../../http/validate.ts';
import { uploadForm } from '../../uploads/multipart.ts';
import { adminProduct } from './admin-product.ts';
import { uploadContentImage } from './content-image.ts';
import { deleteCategory, deleteConcern, saveCategory, saveConcern } from './groups.ts';
import { addProductImage, deleteProductImage, orderProductImages } from './product-images.ts';
import { listAdminProducts } from './product-list.ts';
import { saveProduct } from './product-save.ts';
import { mailOutboxOf } from '../../mail/outbox.ts';

const tag = 'Admin: catalogue';

export async function catalogueRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  productRoutes(admin, ctx);
  galleryRoutes(admin, ctx);
  groupRoutes(admin, ctx);
}

function productRoutes(admin: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/product/save',
    {
      summary: 'Create a product, or replace one whole',
      description:
        'Pack sizes with a `pp_id` are updated, those without added, those left out removed. Each pack: ' +
        '0 < price ≤ MRP, stock a whole number ≥ 0, sizes distinct; at least one pack; the name required. ' +
        'Two saves of one product run one after the other: each answer is 200 (the last write wins, whole) ' +
        'or 409. The storefront shows the change on its next request.',
      body: productSaveRequest,
      parse: productSaveBody,
      answer: productSaveAnswer,
      errors: [404, 409],
    },
    async ({ body, caller }) => {
      const product = await saveProduct(ctx, caller, body);
      // A product now on sale or back in stock: its NOTIFY ME mails go in the background (mail/product-alerts.ts).
      mailOutboxOf(ctx.db)?.wake();
      return ok({ p_id: product.p_id, data: product }, catalogueMessages.productSaved);
    },
  );
  post(
    '/product/list',
    {
      summary: 'Every product, hidden ones too, newest first (20 a page)',
      body: adminProductListBody,
      answer: adminProductListAnswer,
    },
    async ({ body }) => ok(await listAdminProducts(ctx.db, body)),
  );
  post(
    '/product/detail',
    {
      summary: 'One product, hidden or not',
      body: adminProductBody,
      answer: adminProductAnswer,
      errors: [404],
    },
    async ({ body: { p_id } }) => ok({ data: await adminProduct(ctx.db, p_id) }),
  );
}

/** A product's gallery, and the image upload the content lists and concerns use. */
function galleryRoutes(admin: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/product/image',
    {
      summary: "Add an image at the end of a product's gallery",
      description:
        'JPEG, PNG, WebP or GIF judged by its bytes, at most 5 MB, re-encoded without its metadata. ' +
        '`productimage` lists every image in order; the first is also `p_image`.',
      body: productImageForm,
      form: uploadForm({ image: 'The image.' }),
      answer: productImageAnswer,
      errors: [404],
    },
    async ({ body: { p_id }, caller, files }) => {
      const file = files.find((candidate) => candidate.field === 'image');
      const imageId = await addProductImage(ctx, caller, p_id, file);
      return ok({ pi_id: imageId, data: await adminProduct(ctx.db, p_id) }, catalogueMessages.imageAdded);
    },
  );
  post(
    '/product/image/order',
    {
      summary: "Put a product's gallery in order",
      description: '`order` lists every image id of the product once; the first becomes `p_image`.',
      body: productImageOrderBody,
      answer: productImagesAnswer,
      errors: [404],
    },
    async ({ body, caller }) => {
      await orderProductImages(ctx, caller, body);
      return ok({ data: await adminProduct(ctx.db, body.p_id) }, catalogueMessages.imagesReordered);
    },
  );
  post(
    '/product/image/delete',
    {
      summary: "Remove an image from a product's gallery",
      body: productImageDeleteBody,
      answer: productImagesAnswer,
      errors: [404],
    },
    async ({ body: { pi_id }, caller }) => {
      const productId = await deleteProductImage(ctx, caller, pi_id);
      return ok({ data: await adminProduct(ctx.db, productId) }, catalogueMessages.imageRemoved);
    },
  );
  post(
    '/image/upload',
    {
      summary: 'Upload an image for a content item or a concern',
      description:
        'Answers the stored path to save into the item (`b_image`, `cc_image`, …). Recorded in the audit log ' +
        'as `image.upload` on `image:<path>`.',
      body: productImageForm.pick({}),
      form: uploadForm({ image: 'The image.' }),
      answer: imageUploadAnswer,
    },
    async ({ caller, files }) => {
      const file = files.find((candidate) => candidate.field === 'image');
      if (!file) {
        throw badRequest(catalogueMessages.imageRequired, [
          { field: 'image', message: catalogueMessages.imageRequired },
        ]);
      }
      const path = await uploadContentImage(ctx, caller, file.bytes);
      return ok({ image: path }, catalogueMessages.imageAdded);
    },
  );
}

function groupRoutes(admin: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/category/save',
    {
      summary: 'Add a category, or rename or move one',
      body: categorySaveBody,
      answer: categorySaveAnswer,
      errors: [404],
    },
    async ({ body, caller }) => ok({ data: await saveCategory(ctx, caller, body) }, adminMessages.saved),
  );
  post(
    '/category/delete',
    {
      summary: 'Delete a category that holds no product',
      body: categoryDeleteBody,
      answer: deletedAnswer,
      errors: [404, 409],
    },
    async ({ body: { c_id }, caller }) => {
      await deleteCategory(ctx, caller, c_id);
      return ok({}, adminMessages.deleted);
    },
  );
  post(
    '/concern/save',
    {
      summary: 'Add a concern, or change or move one',
      body: concernSaveBody,
      answer: concernSaveAnswer,
      errors: [404],
    },
    async ({ body, caller }) => ok({ data: await saveConcern(ctx, caller, body) }, adminMessages.saved),
  );
  post(
    '/concern/delete',
    {
      summary: 'Delete a concern no product names',
      body: concernDeleteBody,
      answer: deletedAnswer,
      errors: [404, 409],
    },
    async ({ body: { cc_id }, caller }) => {
      await deleteConcern(ctx, caller, cc_id);
      return ok({}, adminMessages.deleted);
    },
  );
}
