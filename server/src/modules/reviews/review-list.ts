// `list/review`: a product's shown reviews, newest first (all, or a page of them), with their photos and whether the writer
// bought the product (docs/decisions/0014-reviews.md: worked out on every read, never stored).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLED, REVIEW_LIST_PAGE_SIZE, VERIFIED_PURCHASE_STATUSES, type Review } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, reviewImages, reviews, users } from '../../db/schema.ts';

export const ANONYMOUS = 'Anonymous';

/**
 * True when the review's author received the reviewed product, or paid for it online and did not
 * cancel it (contract/src/review-rules.ts).
 */
const boughtByAuthor = sql<boolean>`exists (
  select 1 from ${orderLines}
  join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orders.userId} = ${reviews.userId}
    and ${orderLines.productId} = ${reviews.productId}
    and (${inArray(orderLines.deliveryStatus, [...VERIFIED_PURCHASE_STATUSES])}
      or (${orders.paymentStatus} = 'paid' and ${orderLines.deliveryStatus} <> ${CANCELLED}))
)`;

/** The product's shown reviews newest first: all of them, or page `page` of REVIEW_LIST_PAGE_SIZE. */
export async function listReviews(db: Db, productId: number, page?: number): Promise<Review[]> {
  const newestFirst = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      heading: reviews.heading,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      authorName: reviews.authorName,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 1)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  // Migration 0020's index on the product's shown reviews in this order reads only up to the page;
  // the writers' names and purchases are then looked up for the page's reviews alone.
  const rows = await (page === undefined
    ? newestFirst
    : newestFirst.limit(REVIEW_LIST_PAGE_SIZE).offset((page - 1) * REVIEW_LIST_PAGE_SIZE));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [writers, images] = await Promise.all([
    db
      .select({ id: reviews.id, userName: users.name, verified: boughtByAuthor })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(inArray(reviews.id, ids)),
    db
      .select({ reviewId: reviewImages.reviewId, image: reviewImages.image })
      .from(reviewImages)
      .where(inArray(reviewImages.reviewId, ids))
      .orderBy(asc(reviewImages.sortOrder), asc(reviewImages.id)),
  ]);
  const writerOf = new Map(writers.map((writer) => [writer.id, writer]));

  return rows.map((row) => ({
    r_id: row.id,
    r_rating: row.rating,
    r_heading: row.heading,
    r_comment: row.comment,
    r_date: row.createdAt.toISOString(),
    u_name: (writerOf.get(row.id)?.userName ?? row.authorName).trim() || ANONYMOUS,
    r_verified: writerOf.get(row.id)?.verified ? 1 : 0,
    reviewimages: images
      .filter((image) => image.reviewId === row.id)
      .map((image) => ({ ri_image: image.image })),
  }));
}
