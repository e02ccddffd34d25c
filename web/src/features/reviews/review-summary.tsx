// The rating summary: the average out of 5 and one bar per star count, as the server summed them over
// all of the product's shown reviews (list/review's summary).
import type { ReviewSummary as Summary } from '@prime/contract';
import { Stars } from '../../ui/stars.tsx';
import { formatRating, reviewCountText } from './rating.ts';
import styles from './reviews.module.css';

export function ReviewSummary({ summary }: { summary: Summary }) {
  const { count: total, average, stars } = summary;
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageValue}>{formatRating(average)}</span>
        <span> out of 5</span>
      </p>
      <Stars rating={average} size={20} />
      <p className={styles.basedOn}>Based on {reviewCountText(total)}</p>
      <ul className={styles.bars} aria-label="Ratings by stars">
        {stars.map(({ stars, count }) => (
          <li key={stars} className={styles.bar}>
            <span>{stars} ★</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${total ? (count / total) * 100 : 0}%` }} />
            </span>
            <span className={styles.count}>
              {count}
              <span className="visually-hidden"> with {stars === 1 ? '1 star' : `${stars} stars`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
