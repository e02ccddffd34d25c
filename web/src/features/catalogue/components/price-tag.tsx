// Selling price, MRP struck through and percent off, as every price in the store reads.
import { formatRupees } from '../../../lib/format.ts';
import type { ShownPrice } from './product-pricing.ts';
import styles from './price-tag.module.css';

export function PriceTag({ price, mrp, percentOff, large = false }: ShownPrice & { large?: boolean }) {
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      <span className={styles.now}>
        <span className="visually-hidden">Price </span>
        {formatRupees(price)}
      </span>
      {mrp > price && (
        <s className={styles.mrp}>
          <span className="visually-hidden">MRP </span>
          {formatRupees(mrp)}
        </s>
      )}
      {percentOff > 0 && <span className={styles.off}>{percentOff}% OFF</span>}
    </p>
  );
}
