// The reviews block of the product page: the rating summary, WRITE A REVIEW, a 'With photos' filter
// and the list, 2 a page. The server sends one page at a time with the summary of all the product's
// reviews (list/review with `page`), so a product with thousands reads as fast as one with two. After a
// review is written the list starts again at its first page, where the new review is.
import { REVIEWS_PER_PAGE, type ReviewSummary as Summary } from '@prime/contract';
import { useState } from 'react';
import { useReviewPage, type ReviewPageRequest } from './api/get-reviews.ts';
import { clampPage } from './rating.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { WriteReview } from './write-review.tsx';
import styles from './reviews.module.css';

interface Props {
  productId: number;
  /** Named at the top of the form, so the shopper sees what they are reviewing. */
  productName?: string;
}

/** What the summary shows before the first page has come. */
const NO_REVIEWS: Summary = {
  count: 0,
  average: 0,
  stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
  with_photos: 0,
};

const FIRST_PAGE: ReviewPageRequest = { page: 1, withPhotos: false };

export function ProductReviews({ productId, productName }: Props) {
  const [request, setRequest] = useState(FIRST_PAGE);
  const { data, isPlaceholderData } = useReviewPage(productId, request);
  const summary = data?.summary ?? NO_REVIEWS;
  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / REVIEWS_PER_PAGE);
  // Reviews hidden since the pages were counted can leave the page past the end: show the last one.
  const page = clampPage(request.page, pageCount);
  if (data && !isPlaceholderData && page !== request.page) setRequest({ ...request, page });

  return (
    <section
      id="reviews"
      className={`section container below-fold ${styles.reviews}`}
      aria-labelledby="reviews-title"
    >
      <h2 id="reviews-title" className="section-title">
        CUSTOMER REVIEWS
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>
          <ReviewSummary summary={summary} />
          <WriteReview
            productId={productId}
            productName={productName}
            onSubmitted={() => setRequest(FIRST_PAGE)}
          />
        </div>
        <div>
          {summary.count > 0 && (
            <label className={styles.filter}>
              <input
                type="checkbox"
                checked={request.withPhotos}
                // A new filter starts the list at page 1.
                onChange={(event) => setRequest({ page: 1, withPhotos: event.target.checked })}
              />
              With photos ({summary.with_photos})
            </label>
          )}
          {total > 0 ? (
            <ReviewList
              reviews={data?.list ?? []}
              page={page}
              pageCount={pageCount}
              onPage={(next) => setRequest({ ...request, page: next })}
            />
          ) : (
            <p className={styles.none}>
              {summary.count
                ? 'No reviews with photos yet.'
                : 'No reviews yet. Be the first to share how it worked for you.'}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
