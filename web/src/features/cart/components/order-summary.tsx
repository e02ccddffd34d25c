// Total MRP, Discount and Total Amount of the lines that can be ordered.
import { formatRupees } from '../../../lib/format.ts';
import type { CartSummary } from '../cart-pricing.ts';
import styles from './cart-panel.module.css';

export function OrderSummary({ summary }: { summary: CartSummary }) {
  return (
    <section className={styles.summary} aria-label="Order summary">
      <h3 className={styles.summaryTitle}>Order Summary</h3>
      <dl>
        <div>
          <dt>Total MRP</dt>
          <dd>{formatRupees(summary.totalMrp)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className={styles.discount}>
            {summary.discount > 0 ? `− ${formatRupees(summary.discount)}` : formatRupees(0)}
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Total Amount</dt>
          <dd>{formatRupees(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
