// A read-only row of five stars with its value in words for screen readers.
import { StarIcon } from './icons.tsx';
import styles from './stars.module.css';

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`${Number(rating.toFixed(2))} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} filled={n <= filled} className={n <= filled ? styles.on : styles.off} />
      ))}
    </span>
  );
}
