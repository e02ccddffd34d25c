// Reviews in the console: every review, shown and hidden, and hiding or showing one. A hidden review
// leaves `list/review` and stops counting in the product's rating and review count (both read only
// shown reviews), and showing it again restores both.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminReview,
  type AdminReviewListBody,
  type ReviewHideBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products, reviewImages, reviews, users } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { adminWrite } from './admin-write.ts';

const SHOWN = 1;
const HIDDEN = 0;

async function toAdminReviews(db: Db | Tx, where: SQL | undefined, page?: number): Promise<AdminReview[]> {
  const query = db
    .select({
      review: reviews,
      productName: products.name,
      userName: users.name,
      userEmail: users.email,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = await (page === undefined
    ? query
    : query.limit(ADMIN_LIST_PAGE_SIZE).offset((page - 1) * ADMIN_LIST_PAGE_SIZE));
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(reviewImages)
    .where(
      inArray(
        reviewImages.reviewId,
        rows.map((row) => row.review.id),
      ),
    )
    .orderBy(asc(reviewImages.sortOrder), asc(reviewImages.id));
  return rows.map(({ review, productName, userName, userEmail }) => ({
    r_id: review.id,
    p_id: review.productId,
    p_productname: productName,
    r_rating: review.rating,
    r_heading: review.heading,
    r_comment: review.comment,
    r_date: review.createdAt.toISOString(),
    u_name: (userName ?? review.authorName).trim() || 'Anonymous',
    u_email: userEmail ?? '',
    r_hidden: review.status === SHOWN ? 0 : 1,
    reviewimages: images
      .filter((image) => image.reviewId === review.id)
      .map((image) => ({ ri_image: image.image })),
  }));
}

export async function listAdminReviews(
  db: Db,
  body: AdminReviewListBody,
): Promise<{ list: AdminReview[]; total: number }> {
  const conditions: SQL[] = [];
  if (body.p_id !== undefined) conditions.push(eq(reviews.productId, body.p_id));
  if (body.hidden !== undefined) conditions.push(eq(reviews.status, body.hidden === 1 ? HIDDEN : SHOWN));
  if (body.search !== undefined) {
    conditions.push(
      sql`(strpos(lower(${reviews.heading}), lower(${body.search})) > 0 or strpos(lower(${reviews.comment}), lower(${body.search})) > 0 or strpos(lower(${products.name}), lower(${body.search})) > 0)`,
    );
  }
  const where = and(...conditions);
  const [list, [total]] = await Promise.all([
    toAdminReviews(db, where, body.page),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function hideReview(
  ctx: AppContext,
  admin: AuthUser,
  body: ReviewHideBody,
): Promise<AdminReview> {
  return adminWrite(ctx, async (tx) => {
    const [locked] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.id, body.r_id))
      .for('update');
    if (!locked) throw notFound();
    const [before] = await toAdminReviews(tx, eq(reviews.id, body.r_id));
    await tx
      .update(reviews)
      .set({ status: body.hidden === 1 ? HIDDEN : SHOWN })
      .where(eq(reviews.id, body.r_id));
    const [after] = await toAdminReviews(tx, eq(reviews.id, body.r_id));
    // Also when showing it again: the log says who decided what the storefront shows.
    await recordAudit(tx, {
      actor: admin,
      action: 'review.hide',
      target: `review:${body.r_id}`,
      before,
      after,
    });
    return after!;
  });
}
