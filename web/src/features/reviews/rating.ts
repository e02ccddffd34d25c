// Review ratings as the product page reads them (their average and count per star come from the
// server, list/review's summary).
import { formatCount } from '../../lib/format.ts';

/** Some stored ratings are on a 10-point scale: above 5 they are halved, then rounded. */
export const normaliseRating = (rating: number) => (rating > 5 ? Math.round(rating / 2) : rating);

/** An average rating as every screen shows it: 2 decimals, as `p_rating` is answered, so a card,
 * the product page's rating line and its review summary all read the same "4.33". */
export const formatRating = (rating: number) => rating.toFixed(2);

/** "1 review", "3,386 reviews". */
export const reviewCountText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;

/** A page number kept between 1 and the page count (page 1 when there are no pages). */
export const clampPage = (page: number, pageCount: number) =>
  Math.min(Math.max(1, page), Math.max(1, pageCount));
