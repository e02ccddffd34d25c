// Image paths an admin saves into the catalogue or a content list must name an image this server
// stores (uploaded through the console, or a demo image): a typo would show a broken image to shoppers.
import { catalogueMessages, type FieldError } from '@prime/contract';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/errors.ts';
import { imageStoreOf } from '../../uploads/configured-image-store.ts';

/** 400 naming every field whose image is not in the image store (DATA_DIR or the bucket). Paths are already shaped `uploads/…`. */
export async function assertImagesStored(
  ctx: AppContext,
  images: { field: string; path: string | undefined }[],
): Promise<void> {
  const missing: FieldError[] = [];
  for (const image of images) {
    if (!image.path) continue;
    if (!(await imageStoreOf(ctx.config).exists(image.path)))
      missing.push({ field: image.field, message: catalogueMessages.imageMissing });
  }
  if (missing.length > 0) throw badRequest(missing[0]!.message, missing);
}
