// Reviews 2 per page (spec §9); the page stays within 1..page count even when the list shrinks.
import { MAX_REVIEW_IMAGES, REVIEWS_PER_PAGE, type Review } from '@prime/contract';
import { useState } from 'react';
import { formatDate } from '../../../../lib/format.ts';
import { imageUrl } from '../../../../lib/image-url.ts';
import { Stars } from '../stars.tsx';
import { Pagination } from './pagination.tsx';
import { clampPage, normaliseRating } from './rating.ts';
import styles from './reviews.module.css';

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const [wantedPage, setWantedPage] = useState(1);
  const pageCount = Math.ceil(reviews.length / REVIEWS_PER_PAGE);
  const page = clampPage(wantedPage, pageCount);
  const shown = reviews.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);

  return (
    <div className={styles.list}>
      {shown.map((review) => (
        <ReviewItem key={review.r_id} review={review} />
      ))}
      <Pagination
        label="Review pages"
        page={page}
        pageCount={pageCount}
        onPage={(next) => setWantedPage(clampPage(next, pageCount))}
      />
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const images = review.reviewimages.slice(0, MAX_REVIEW_IMAGES);
  const author = review.u_name || 'Anonymous';
  return (
    <article className={styles.review}>
      <Stars rating={normaliseRating(review.r_rating)} />
      {/* h3: each review sits under the section's h2, so no heading level is skipped. */}
      <h3 className={styles.reviewHeading}>{review.r_heading}</h3>
      <p className={styles.comment}>{review.r_comment}</p>
      {images.length > 0 && (
        <ul className={styles.reviewImages}>
          {images.map((image) => (
            <li key={image.ri_image}>
              <img
                src={imageUrl(image.ri_image)}
                alt={`Photo from ${author}`}
                width={72}
                height={72}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.byline}>
        <span>{author}</span>
        <time dateTime={review.r_date}>{formatDate(review.r_date)}</time>
      </p>
    </article>
  );
}
