// Review ratings as the product page reads them.
import type { Review } from '@prime/contract';

/** Some stored ratings are on a 10-point scale: above 5 they are halved, then rounded. */
export const normaliseRating = (rating: number) => (rating > 5 ? Math.round(rating / 2) : rating);

/** An average rating as every screen shows it: 2 decimals, as `p_rating` is answered, so a card,
 * the product page's rating line and its review summary all read the same "4.33". */
export const formatRating = (rating: number) => rating.toFixed(2);

/** "1 review", "12 reviews". */
export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The mean of the normalised ratings with 2 decimals ("0.00" with no reviews). */
export function averageRating(reviews: Pick<Review, 'r_rating'>[]): string {
  if (!reviews.length) return formatRating(0);
  const total = reviews.reduce((sum, review) => sum + normaliseRating(review.r_rating), 0);
  return formatRating(total / reviews.length);
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
export function starCounts(reviews: Pick<Review, 'r_rating'>[]): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: reviews.filter((review) => Math.round(normaliseRating(review.r_rating)) === stars).length,
  }));
}

/** A page number kept between 1 and the page count (page 1 when there are no pages). */
export const clampPage = (page: number, pageCount: number) =>
  Math.min(Math.max(1, page), Math.max(1, pageCount));
