// Every part of an order's total where a total is shown (the order's page, the thank-you page, the
// track dialog of My Orders): the items still ordered, the coupon's discount, delivery and the
// cash-on-delivery charge, the total, and each refund given back of it.
import type { OrderLine } from '@prime/contract';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { CANCELLED } from './order-status.ts';
import styles from './orders.module.css';

type OrderFigures = Pick<
  OrderLine,
  'od_amount' | 'od_discount' | 'od_coupon_code' | 'od_delivery_charge' | 'od_cod_charge' | 'od_refunds'
>;

export function OrderAmounts({ order, lines }: { order: OrderFigures; lines: OrderLine[] }) {
  const live = lines.filter((line) => line.op_delivery_status !== CANCELLED);
  // In paise, so no rupee goes astray in the sum.
  const itemsPaise = live.reduce((sum, line) => sum + Math.round(line.op_price * 100) * line.op_quantity, 0);
  return (
    <dl className={styles.amounts}>
      <div>
        <dt>Items</dt>
        <dd>{formatRupees(itemsPaise / 100)}</dd>
      </div>
      {order.od_discount > 0 && (
        <div>
          <dt>Discount{order.od_coupon_code ? ` (${order.od_coupon_code})` : ''}</dt>
          <dd>−{formatRupees(order.od_discount)}</dd>
        </div>
      )}
      {order.od_delivery_charge > 0 && (
        <div>
          <dt>Delivery</dt>
          <dd>{formatRupees(order.od_delivery_charge)}</dd>
        </div>
      )}
      {order.od_cod_charge > 0 && (
        <div>
          <dt>Cash on delivery charge</dt>
          <dd>{formatRupees(order.od_cod_charge)}</dd>
        </div>
      )}
      <div className={styles.amountTotal}>
        <dt>Order total</dt>
        <dd>{formatRupees(order.od_amount)}</dd>
      </div>
      {order.od_refunds.map((refund, index) => (
        <div key={`${refund.at}-${index}`}>
          <dt>
            Refunded on {formatDate(refund.at)} ({refund.reason})
          </dt>
          <dd>{formatRupees(refund.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
