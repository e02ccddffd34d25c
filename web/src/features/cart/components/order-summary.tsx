// Total MRP, Discount, the coupon's share while it applies, and Total Amount of the lines that can be
// ordered.
import { formatRupees } from '../../../lib/format.ts';
import type { CartSummary } from '../cart-pricing.ts';
import type { CouponState } from '../hooks/use-coupon.ts';
import styles from './cart-panel.module.css';

export function OrderSummary({ summary, coupon }: { summary: CartSummary; coupon: CouponState }) {
  const applied = coupon.applied;
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
        {applied && (
          <div>
            <dt>Coupon ({applied.code})</dt>
            <dd className={styles.discount}>− {formatRupees(applied.discount)}</dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>Total Amount</dt>
          <dd>{formatRupees(applied?.amount ?? summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
