// The rating summary: the average out of 5 and one bar per star count.
import type { Review } from '@prime/contract';
import { Stars } from '../../ui/stars.tsx';
import { averageRating, reviewCountText, starCounts } from './rating.ts';
import styles from './reviews.module.css';

export function ReviewSummary({ reviews }: { reviews: Review[] }) {
  const average = averageRating(reviews);
  const total = reviews.length;
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageValue}>{average}</span>
        <span> out of 5</span>
      </p>
      <Stars rating={Number(average)} size={20} />
      <p className={styles.basedOn}>Based on {reviewCountText(total)}</p>
      <ul className={styles.bars} aria-label="Ratings by stars">
        {starCounts(reviews).map(({ stars, count }) => (
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
