// The order summary as the server quotes it: the lines' subtotal, the coupon's discount, delivery and
// cash-on-delivery charges, and the amount to pay. While a newer quote is on its way the last figures
// stay (aria-busy), so nothing blanks out between presses.
import { formatRupees } from '../../../lib/format.ts';
import type { Pricing } from '../hooks/use-pricing.ts';
import styles from './cart-panel.module.css';

export function OrderSummary({ pricing }: { pricing: Pricing }) {
  const { quote, coupon } = pricing;
  return (
    <section className={styles.summary} aria-label="Order summary" aria-busy={!pricing.current}>
      <h3 className={styles.summaryTitle}>Order Summary</h3>
      {pricing.error && !quote && (
        <p className={styles.summaryError} role="alert">
          {pricing.error}
        </p>
      )}
      {!quote && !pricing.error && <p className={styles.summaryWait}>Working out your total…</p>}
      {quote && (
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatRupees(quote.subtotal)}</dd>
          </div>
          {quote.discount > 0 && (
            <div>
              <dt>Coupon ({coupon.code})</dt>
              <dd className={styles.discount}>− {formatRupees(quote.discount)}</dd>
            </div>
          )}
          <div>
            <dt>Delivery</dt>
            <dd>{quote.delivery_charge > 0 ? formatRupees(quote.delivery_charge) : 'Free'}</dd>
          </div>
          {quote.cod_charge > 0 && (
            <div>
              <dt>Cash on delivery charge</dt>
              <dd>{formatRupees(quote.cod_charge)}</dd>
            </div>
          )}
          <div className={styles.totalRow}>
            <dt>Total Amount</dt>
            <dd>{formatRupees(quote.amount)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
