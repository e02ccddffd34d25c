// One whole order as its page and a guest's tracking show it: each line with its status steps and,
// once shipped, its courier, AWB number and tracking link; the amounts with every part of the total
// (items, discount, delivery, cash-on-delivery charge) and each refund; where it goes; its returns,
// and, after delivery, the way to return items.
import type { Order, OrderLine } from '@prime/contract';
import { formatDate, formatPackSize, formatRupees } from '../../lib/format.ts';
import { OrderAmounts } from './order-amounts.tsx';
import { InvoiceLinks } from '../../ui/invoice-links.tsx';
import { paymentText, statusWords } from './order-status.ts';
import styles from './orders.module.css';
import type { ReturnOrderRef } from './api/request-return.ts';
import { returnsOf } from './order-returns.ts';
import { OrderReturnsList, ReturnItems } from './return-items.tsx';
import { ShipmentFacts } from './shipment-facts.tsx';
import { TrackingSteps } from './tracking-steps.tsx';

function SummaryLine({ line, steps }: { line: OrderLine; steps: boolean }) {
  const headingId = `order-line-${line.op_id}`;
  return (
    <li className={styles.trackedLine} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.trackedName}>
        {line.p_productname}
      </h3>
      <p className={styles.muted}>
        {formatPackSize(line.op_packet_size, line.op_unit)} · {line.op_quantity} ×{' '}
        {formatRupees(line.op_price)} = {formatRupees(line.op_price * line.op_quantity)} · Status:{' '}
        {statusWords(line.op_delivery_status)}
      </p>
      <ShipmentFacts line={line} />
      {steps && <TrackingSteps status={line.op_delivery_status} />}
    </li>
  );
}

export interface OrderSummaryProps {
  order: Order;
  headingLevel?: 1 | 2;
  /** Each line's status steps; the thank-you page, where every line has just begun, leaves them out. */
  steps?: boolean;
  /** How this page names the order to return items of it; without it, returns are only shown. */
  returnBy?: ReturnOrderRef;
}

export function OrderSummary({ order, headingLevel = 2, steps = true, returnBy }: OrderSummaryProps) {
  const returns = returnsOf(order.lines, order);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.summary} aria-labelledby={`order-${order.od_id}`}>
      <Heading id={`order-${order.od_id}`} className={styles.summaryHeading}>
        Order #{order.od_id}
      </Heading>
      <p className={styles.muted}>
        Placed on {formatDate(order.od_created_at)} · {paymentText(order)}
      </p>
      <InvoiceLinks
        className={styles.muted}
        invoiceNo={order.od_invoice_no}
        invoiceUrl={order.od_invoice_url}
        creditNotes={order.od_credit_notes}
      />
      <ul className={styles.summaryLines}>
        {order.lines.map((line) => (
          <SummaryLine key={line.op_id} line={line} steps={steps} />
        ))}
      </ul>
      <OrderReturnsList lines={order.lines} returns={returns} />
      {returnBy && (
        <ReturnItems orderId={order.od_id} orderRef={returnBy} lines={order.lines} returns={returns} />
      )}
      <OrderAmounts order={order} lines={order.lines} />
      <h3 className={styles.trackedName}>Delivering to</h3>
      <p className={styles.muted}>
        {order.user_name}, {order.user_address}, {order.user_city}, {order.user_state} – {order.user_zipcode}
      </p>
    </article>
  );
}
