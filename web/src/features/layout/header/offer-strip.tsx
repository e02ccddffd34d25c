// The offer strip above the header: every active offer in turn, one at a time, each for OFFER_MS;
// a pointer resting on it holds the one shown. All of them stay in the page for screen readers (no
// live announcement at each turn). With prefers-reduced-motion nothing turns: the offers stand one
// under another (offer-strip.module.css).
import { useEffect, useState } from 'react';
import { useOfferTexts } from '../api/get-offer-banner.ts';
import styles from './offer-strip.module.css';

export const OFFER_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function OfferStrip() {
  const offers = useOfferTexts().data ?? [];
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const count = offers.length;

  useEffect(() => {
    if (count < 2 || held || window.matchMedia?.(REDUCED_MOTION).matches) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), OFFER_MS);
    return () => window.clearInterval(timer);
  }, [count, held]);

  if (count === 0) return null;
  const shown = current % count;
  return (
    <ul
      className={styles.strip}
      aria-label="Offers"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      {offers.map((text, index) => (
        <li key={`${index}-${text}`} className={index === shown ? styles.shown : styles.waiting}>
          {text}
        </li>
      ))}
    </ul>
  );
}
