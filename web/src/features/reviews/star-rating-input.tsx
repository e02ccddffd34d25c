// The rating of the WRITE A REVIEW form: five stars as one radio group. Tab reaches the group once (the
// chosen star, or the first); the arrow keys move and choose, Home and End go to 1 and 5 stars, as a
// group of radio buttons does. Each star is named '1 star' … '5 stars'.
import { MAX_REVIEW_RATING, MIN_REVIEW_RATING } from '@prime/contract';
import { useId, useRef } from 'react';
import { StarIcon } from '../../ui/icons.tsx';
import styles from './write-review.module.css';

const STARS = Array.from({ length: MAX_REVIEW_RATING }, (_, index) => index + MIN_REVIEW_RATING);
export const starLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

interface Props {
  label: string;
  /** 0 while none is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

export function StarRatingInput({ label, value, onChange, error }: Props) {
  const labelId = useId();
  const errorId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The star Tab lands on: the chosen one, else the first.
  const tabStop = value || MIN_REVIEW_RATING;

  function choose(stars: number) {
    const next = Math.min(MAX_REVIEW_RATING, Math.max(MIN_REVIEW_RATING, stars));
    onChange(next);
    buttons.current[next - MIN_REVIEW_RATING]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, stars: number) {
    const moves: Record<string, number> = {
      ArrowRight: stars + 1,
      ArrowUp: stars + 1,
      ArrowLeft: stars - 1,
      ArrowDown: stars - 1,
      Home: MIN_REVIEW_RATING,
      End: MAX_REVIEW_RATING,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  }

  return (
    <div className={styles.rating}>
      <span id={labelId} className={styles.ratingLabel}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className={styles.stars}
      >
        {STARS.map((stars) => (
          <button
            key={stars}
            ref={(button) => {
              buttons.current[stars - MIN_REVIEW_RATING] = button;
            }}
            type="button"
            role="radio"
            aria-checked={value === stars}
            aria-label={starLabel(stars)}
            tabIndex={stars === tabStop ? 0 : -1}
            className={styles.star}
            onClick={() => choose(stars)}
            onKeyDown={(event) => onKeyDown(event, stars)}
          >
            <StarIcon size={32} filled={stars <= value} className={stars <= value ? styles.on : styles.off} />
          </button>
        ))}
        <span className={styles.ratingValue} aria-hidden="true">
          {value ? `${value} of ${MAX_REVIEW_RATING}` : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
