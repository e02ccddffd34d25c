// The reviews block of the product page: the rating summary, WRITE A REVIEW, a 'With photos' filter
// and the list, 2 a page. After a review is written the list starts again at its first page, where
// the new review is.
import { useState } from 'react';
import { useReviews } from './api/get-reviews.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { WriteReview } from './write-review.tsx';
import styles from './reviews.module.css';

interface Props {
  productId: number;
  /** Named at the top of the form, so the shopper sees what they are reviewing. */
  productName?: string;
}

export function ProductReviews({ productId, productName }: Props) {
  const { data: reviews = [] } = useReviews(productId);
  const [withPhotos, setWithPhotos] = useState(false);
  const [written, setWritten] = useState(0);
  const withPhotosCount = reviews.filter((review) => review.reviewimages.length > 0).length;
  const shown = withPhotos ? reviews.filter((review) => review.reviewimages.length > 0) : reviews;

  return (
    <section id="reviews" className={`section container ${styles.reviews}`} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        CUSTOMER REVIEWS
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>
          <ReviewSummary reviews={reviews} />
          <WriteReview
            productId={productId}
            productName={productName}
            onSubmitted={() => {
              setWithPhotos(false);
              setWritten((count) => count + 1);
            }}
          />
        </div>
        <div>
          {reviews.length > 0 && (
            <label className={styles.filter}>
              <input
                type="checkbox"
                checked={withPhotos}
                onChange={(event) => setWithPhotos(event.target.checked)}
              />
              With photos ({withPhotosCount})
            </label>
          )}
          {shown.length ? (
            // A new filter or a new review starts the list at page 1.
            <ReviewList key={`${withPhotos}-${written}`} reviews={shown} />
          ) : (
            <p className={styles.none}>
              {reviews.length
                ? 'No reviews with photos yet.'
                : 'No reviews yet. Be the first to share how it worked for you.'}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
