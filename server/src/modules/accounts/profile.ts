// The profile of list/users and edit/profile (its rules: profileBody in contract/src/accounts.ts).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { messages, type ProfileBody, type UserProfile } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { removeSavedImage, saveImage } from '../../uploads/save-image.ts';
import { isUniqueViolation, toUserProfile } from './user-shape.ts';

const PROFILE_IMAGE_FOLDER = 'profiles';

/** The caller's own profile; an admin gets everyone, oldest account first. */
export async function listUsers(db: Db, caller: AuthUser): Promise<UserProfile[]> {
  const rows =
    caller.role === 'admin'
      ? await db.select().from(users).orderBy(asc(users.id))
      : await db.select().from(users).where(eq(users.id, caller.id));
  return rows.map(toUserProfile);
}

/** 409 `Email is already registered.` when an account other than `userId` has `email`. */
export async function assertEmailFree(db: Db, email: string, userId: number): Promise<void> {
  // An account made by mobile has no email yet (''): nothing to compare.
  if (!email) return;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken) throw conflict(messages.emailTaken);
}

/**
 * Saves name, email and mobile, and the photo when one is sent; 409 for another account's email.
 * `confirmEmail` (a new email's code, email-change.ts) runs once everything else has been checked and
 * the photo stored, just before the save; when it refuses, the photo is removed again.
 */
export async function updateProfile(
  db: Db,
  images: ImageStore,
  change: { userId: number; body: ProfileBody; photo: UploadedFile | undefined },
  confirmEmail?: () => Promise<void>,
): Promise<UserProfile> {
  const { userId, body, photo } = change;
  // Checked before the photo is stored, so a refused save leaves no file behind.
  await assertEmailFree(db, body.email, userId);

  const [before] = await db
    .select({ image: users.image, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) throw unauthorized();
  // An account made by mobile may save without an email until it adds one; none may drop its email.
  if (!body.email && before.email) {
    throw badRequest(messages.profileEmailInvalid, [
      { field: 'email', message: messages.profileEmailInvalid },
    ]);
  }
  const image = photo
    ? await saveImage(photo.bytes, { store: images, folder: PROFILE_IMAGE_FOLDER, field: photo.field })
    : undefined;

  let updated: typeof users.$inferSelect | undefined;
  try {
    await confirmEmail?.();
    [updated] = await db
      .update(users)
      .set({
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        // A code proved the old mobile, not this one.
        mobileVerifiedAt: sql`case when ${users.mobile} = ${body.mobile} then ${users.mobileVerifiedAt} end`,
        updatedAt: new Date(),
        ...(image ? { image } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (error) {
    if (image) await removeSavedImage(images, image, PROFILE_IMAGE_FOLDER);
    // Another account took the email between the check and the update (or the code was refused).
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken);
    throw error;
  }
  if (!updated) throw unauthorized();
  if (image) await removeSavedImage(images, before.image, PROFILE_IMAGE_FOLDER);
  return toUserProfile(updated);
}
