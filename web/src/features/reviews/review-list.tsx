// One page of reviews (the server sends REVIEWS_PER_PAGE of them) and the pages to move between.
// Text is shown as text (React escapes it), photos open larger in a viewer, and a review whose writer
// bought the product carries a 'Verified purchase' mark.
import { MAX_REVIEW_IMAGES, type Review } from '@prime/contract';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Stars } from '../../ui/stars.tsx';
import { Pagination } from './pagination.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { normaliseRating } from './rating.ts';
import styles from './reviews.module.css';

interface Props {
  /** The reviews of page `page`. */
  reviews: Review[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function ReviewList({ reviews, page, pageCount, onPage }: Props) {
  return (
    <div className={styles.list}>
      {reviews.map((review) => (
        <ReviewItem key={review.r_id} review={review} />
      ))}
      <Pagination label="Review pages" page={page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const photos = review.reviewimages.slice(0, MAX_REVIEW_IMAGES).map((image) => image.ri_image);
  const author = review.u_name || 'Anonymous';
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <article className={styles.review}>
      <Stars rating={normaliseRating(review.r_rating)} />
      {/* h3: each review sits under the section's h2, so no heading level is skipped. */}
      <h3 className={styles.reviewHeading}>{review.r_heading}</h3>
      <p className={styles.comment}>{review.r_comment}</p>
      {photos.length > 0 && (
        <ul className={styles.reviewImages} aria-label={`Photos from ${author}`}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                className={styles.photoButton}
                aria-label={`Open photo ${index + 1} of ${photos.length} from ${author}`}
                onClick={() => setViewing(index)}
              >
                <ResponsiveImage
                  src={photo}
                  alt={`Photo from ${author}`}
                  width={72}
                  height={72}
                  sizes="72px"
                  widths={[160, 320]}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.byline}>
        <span className={styles.author}>{author}</span>
        {review.r_verified === 1 && (
          <span className={styles.verified}>
            <VerifiedIcon />
            Verified purchase
          </span>
        )}
        <time dateTime={review.r_date}>{formatDate(review.r_date)}</time>
      </p>
      <PhotoViewer
        photos={photos}
        author={author}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </article>
  );
}

/** A filled seal with a tick: the mark beside the words, which carry the meaning. */
const VerifiedIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path className={styles.verifiedTick} d="m7.5 12.5 3 3 6-6.5" />
  </svg>
);
