// `admin/image/upload`: an image for a content item or a concern, stored and recorded in the audit log
// like every other admin write (contract/src/admin.ts, AUDIT_ACTIONS). The file is written first (a
// file system takes part in no transaction); when its record cannot be written the file goes again,
// so no upload is left without one.
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { AppContext } from '../../app-context.ts';
import { removeSavedImage, saveImage } from '../../uploads/save-image.ts';
import { imageStoreOf } from '../../uploads/configured-image-store.ts';

export const CONTENT_IMAGE_FOLDER = 'content';

/** Stores the upload and answers its path (`uploads/content/<name>.webp`). */
export async function uploadContentImage(ctx: AppContext, admin: AuthUser, bytes: Buffer): Promise<string> {
  const image = await saveImage(bytes, {
    store: imageStoreOf(ctx.config),
    folder: CONTENT_IMAGE_FOLDER,
    field: 'image',
  });
  try {
    await recordAudit(ctx.db, {
      actor: admin,
      action: 'image.upload',
      target: `image:${image}`,
      before: null,
      after: { image, bytes: bytes.length },
    });
  } catch (error) {
    await removeSavedImage(imageStoreOf(ctx.config), image, CONTENT_IMAGE_FOLDER);
    throw error;
  }
  return image;
}
