// The order summary as the server quotes it: the lines' subtotal, the coupon's discount, delivery and
// cash-on-delivery charges, and the amount to pay. While a newer quote is on its way the last figures
// stay (aria-busy), so nothing blanks out between presses. Below the free-delivery total, it says how
// much more makes delivery free.
import type { OrderQuote } from '@prime/contract';
import { formatRupees } from '../../../lib/format.ts';
import { useShopCharges } from '../api/get-shop-charges.ts';
import type { Pricing } from '../hooks/use-pricing.ts';
import styles from './cart-panel.module.css';

/** Rupees still to add for free delivery, or null when delivery is free or the threshold unknown. */
function shortOfFreeDelivery(quote: OrderQuote, freeFrom: number | undefined): number | null {
  if (quote.delivery_charge <= 0 || freeFrom === undefined) return null;
  const short =
    Math.round(freeFrom * 100) - Math.round(quote.subtotal * 100) + Math.round(quote.discount * 100);
  return short > 0 ? short / 100 : null;
}

export function OrderSummary({ pricing }: { pricing: Pricing }) {
  const { quote, coupon } = pricing;
  const charges = useShopCharges();
  const short = quote ? shortOfFreeDelivery(quote, charges.data?.free_delivery_from) : null;
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
      {short !== null && (
        <p className={styles.freeDelivery}>Add {formatRupees(short)} more for free delivery.</p>
      )}
    </section>
  );
}
