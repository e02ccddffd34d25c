// `add/review`: a logged-in shopper's review of an active product, with up to 4 photos. All or nothing
// (docs/decisions/0014-reviews.md): the photos are judged and re-encoded in memory, written only once
// every part of the form has passed, and removed again when the transaction does not commit. A second
// review of the same product by the same shopper replaces the first.
import { and, eq } from 'drizzle-orm';
import { messages, type AddReviewBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { products, reviewImages, reviews } from '../../db/schema.ts';
import { bumpSiteRevision } from '../../db/site-revision.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enforceLimit, type Window } from '../../http/rate-limit.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { encodeImage, removeSavedImage, storeEncodedImage } from '../../uploads/save-image.ts';

export const REVIEW_IMAGE_FOLDER = 'reviews';

/**
 * Reviews one account may send within an hour, refused or not: each may bring four photos to decode.
 * Counted in the database (rate_limits), so the limit holds across processes.
 */
const REVIEWS_PER_HOUR = (userId: number): Window => ({
  key: `review:${userId}`,
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: messages.reviewsPerHour,
});

/** Counts one review sent by `user`: 429 with Retry-After past the hour's limit, before any photo is read. */
export async function countReviewSent(db: Db, user: AuthUser): Promise<void> {
  await enforceLimit(db, REVIEWS_PER_HOUR(user.id));
}

/** 404 unless the product exists and is on sale (`p_status` 1). */
async function assertReviewable(db: Db | Tx, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!product) throw notFound();
}

export interface SavedReview {
  reviewId: number;
  /** The photos of the review it replaced, whose files are gone once the change is committed. */
  replacedImages: string[];
}

/** Writes the review and its photos' rows in one transaction; 409 when the shopper's review is hidden. */
async function writeReview(
  db: Db,
  user: AuthUser,
  body: AddReviewBody,
  images: string[],
): Promise<SavedReview> {
  return runTransaction(db, async (tx) => {
    await assertReviewable(tx, body.product_id);
    const now = new Date();
    const text = { rating: body.rating, heading: body.heading, comment: body.comment, authorName: user.name };
    // The unique (product, user) index makes concurrent posts of one shopper wait for each other here;
    // a hidden review is left as it is (no row comes back), so writing again cannot undo moderation.
    const [review] = await tx
      .insert(reviews)
      .values({ productId: body.product_id, userId: user.id, status: 1, createdAt: now, ...text })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { ...text, createdAt: now },
        setWhere: eq(reviews.status, 1),
      })
      .returning({ id: reviews.id });
    if (!review) throw conflict(messages.reviewHiddenByTeam);

    const replaced = await tx
      .delete(reviewImages)
      .where(eq(reviewImages.reviewId, review.id))
      .returning({ image: reviewImages.image });
    if (images.length) {
      await tx
        .insert(reviewImages)
        .values(images.map((image, sortOrder) => ({ reviewId: review.id, image, sortOrder })));
    }
    // Last: the product's rating and count on every cached answer and rendered page are stale now.
    await bumpSiteRevision(tx);
    return { reviewId: review.id, replacedImages: replaced.map((row) => row.image) };
  });
}

/**
 * Checks the product and every photo, then stores the photos and the review. The body's text fields are
 * already checked (the route parses them with the contract's schema).
 */
export async function addReview(
  db: Db,
  images: ImageStore,
  user: AuthUser,
  body: AddReviewBody,
  photos: UploadedFile[],
): Promise<number> {
  await assertReviewable(db, body.product_id);
  const encoded: Buffer[] = [];
  // One at a time: each decode may hold a large bitmap (decision 0010, memory).
  for (const photo of photos) encoded.push(await encodeImage(photo.bytes, photo.field));

  const stored: string[] = [];
  const forget = () =>
    Promise.all(stored.map((image) => removeSavedImage(images, image, REVIEW_IMAGE_FOLDER)));
  let saved: SavedReview;
  try {
    for (const webp of encoded) {
      stored.push(await storeEncodedImage(webp, { store: images, folder: REVIEW_IMAGE_FOLDER }));
    }
    saved = await writeReview(db, user, body, stored);
  } catch (error) {
    await forget();
    throw error;
  }
  // Committed: this process's cached product answers (p_rating, reviewcount) are read again at once.
  forgetCachedAnswers();
  await Promise.all(
    saved.replacedImages.map((image) => removeSavedImage(images, image, REVIEW_IMAGE_FOLDER)),
  );
  return saved.reviewId;
}
