// The reviews block of the product page: summary and paginated list. (Writing a review arrives
// with the reviews work.)
import { useReviews } from '../../api/get-reviews.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';
import styles from './reviews.module.css';

export function ProductReviews({ productId }: { productId: number }) {
  const { data: reviews = [] } = useReviews(productId);
  return (
    <section className={`section container ${styles.reviews}`} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        CUSTOMER REVIEWS
      </h2>
      <div className={styles.layout}>
        <ReviewSummary reviews={reviews} />
        {reviews.length ? (
          <ReviewList reviews={reviews} />
        ) : (
          <p className={styles.none}>No reviews yet. Be the first to share how it worked for you.</p>
        )}
      </div>
    </section>
  );
}
