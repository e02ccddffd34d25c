// The order a page is about, as kept in this tab when it was placed: its number, total, payment
// method and where it goes. Nothing is shown for an order this tab did not place.
import type { OrderDetails } from '../cart/index.ts';
import { formatRupees } from '../../lib/format.ts';
import styles from './checkout-pages.module.css';

const PAYMENT_NAMES = { cod: 'Cash on delivery', online: 'Online payment' } as const;

export function OrderFacts({ details }: { details: OrderDetails }) {
  const method = PAYMENT_NAMES[details.paymentMethod];
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Order number</dt>
        <dd>#{details.orderId}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatRupees(details.total)}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{method}</dd>
      </div>
      <div>
        <dt>Delivering to</dt>
        <dd>
          {details.customer.name}, {details.address}
        </dd>
      </div>
    </dl>
  );
}

/** The kept order when it is the one the page's `order_id` names (or the page names none). */
export function keptOrder(details: OrderDetails | null, orderId: string | null): OrderDetails | null {
  if (!details) return null;
  return orderId === null || String(details.orderId) === orderId ? details : null;
}
