// `list/review`: a product's shown reviews, newest first (all, or a page of them with the product's star
// summary), with their photos and whether the writer bought the product (docs/decisions/0014-reviews.md:
// worked out on every read, never stored).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLED,
  REVIEW_LIST_PAGE_SIZE,
  VERIFIED_PURCHASE_STATUSES,
  type Review,
  type ReviewListBody,
  type ReviewPage,
  type ReviewSummary,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { meanRating } from '../../db/product-shape.ts';
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

/** A page of `list/review`: its number, how many reviews it holds, and whether only those with photos. */
interface Page {
  number: number;
  size: number;
  withPhotos: boolean;
}

const shownOf = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.status, 1));
const hasPhotos = sql<boolean>`exists (select 1 from ${reviewImages} where ${reviewImages.reviewId} = ${reviews.id})`;
const STARS = [5, 4, 3, 2, 1] as const;

/**
 * `list/review`: without `page` every shown review, as the call always answered; with it that page and
 * the product's summary, `total` being what the filter in use matches.
 */
export async function listReviews(db: Db, body: ReviewListBody): Promise<{ list: Review[] } | ReviewPage> {
  if (body.page === undefined) return { list: await reviewsOf(db, body.p_id) };
  const page = {
    number: body.page,
    size: body.page_size ?? REVIEW_LIST_PAGE_SIZE,
    withPhotos: body.with_photos ?? false,
  };
  const [list, summary] = await Promise.all([reviewsOf(db, body.p_id, page), summarise(db, body.p_id)]);
  return { list, total: page.withPhotos ? summary.with_photos : summary.count, summary };
}

/**
 * The counts of the product's shown reviews in one pass over migration 0023's index (product, rating,
 * id of the shown ones): no review row is read, and each review's photos are one probe of their index.
 */
async function summarise(db: Db, productId: number): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      stars: sql<number[]>`array[${sql.join(
        STARS.map((stars) => sql`count(*) filter (where ${reviews.rating} = ${stars})::int`),
        sql`, `,
      )}]`,
      withPhotos: sql<number>`(count(*) filter (where ${hasPhotos}))::int`,
    })
    .from(reviews)
    .where(shownOf(productId));
  // An aggregate without GROUP BY answers one row, reviews or none.
  const { count, total, stars, withPhotos } = row!;
  return {
    count,
    average: meanRating(total, count),
    stars: STARS.map((value, index) => ({ stars: value, count: stars[index]! })),
    with_photos: withPhotos,
  };
}

/** The product's shown reviews newest first: all of them, or one page. */
async function reviewsOf(db: Db, productId: number, page?: Page): Promise<Review[]> {
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
    .where(page?.withPhotos ? and(shownOf(productId), hasPhotos) : shownOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  // Migration 0020's index on the product's shown reviews in this order reads only up to the page
  // (with photos: probing each review's photos on the way); the writers' names and purchases are then
  // looked up for the page's reviews alone.
  const rows = await (page === undefined
    ? newestFirst
    : newestFirst.limit(page.size).offset((page.number - 1) * page.size));
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
