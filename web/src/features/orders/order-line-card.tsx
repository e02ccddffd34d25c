// One order line in ORDER HISTORY: what was bought, what the line cost (its units at the price paid,
// not the order's total: the tracking shows that), how it is paid, where it stands, its courier, AWB
// and tracking link once shipped; PAY NOW while its order waits for its payment; after delivery, the
// way to return it and, once asked, where its return stands.
import { FALLBACK_IMAGE, type OrderLine, type OrderReturn } from '@prime/contract';
import { Link } from 'react-router';
import { formatDate, formatPackSize, formatRupees } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { InvoiceLinks } from '../../ui/invoice-links.tsx';
import { useReturnDays } from './api/get-return-days.ts';
import type { WaitingOrder } from './api/waiting-order.ts';
import { returnableLines, returnsOf, returnStatusText } from './order-returns.ts';
import {
  AWAITING_CONFIRMATION,
  CANCELLED,
  DELIVERY_FAILED,
  lineAmount,
  paymentText,
  statusWords,
} from './order-status.ts';
import { PayNowButton } from './pay-now-button.tsx';
import { ReturnItems } from './return-items.tsx';
import { ShipmentFacts } from './shipment-facts.tsx';
import styles from './orders.module.css';

const showFallback = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
};

export interface OrderLineCardProps {
  line: OrderLine;
  /** The line's order, when it still waits for its payment. */
  waiting?: WaitingOrder | null;
  /** Every line of its order (the line's own among them). */
  order: OrderLine[];
  onTrack: () => void;
}

/** What the order's own page asks of the shopper (decision 0031): a confirmation, a choice after a failed delivery. */
const ASKS_THE_SHOPPER: readonly string[] = [AWAITING_CONFIRMATION, DELIVERY_FAILED];

export function OrderLineCard({ line, waiting, order, onTrack }: OrderLineCardProps) {
  const titleId = `order-line-${line.op_id}`;
  const status = line.op_delivery_status;
  const returns = returnsOf(order);
  const itsReturn = returns.find((request) => request.op_ids.includes(line.op_id));
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img
        className={styles.thumb}
        src={imageUrl(line.p_image)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={showFallback}
      />
      <div className={styles.cardBody}>
        <p className={styles.orderNo}>Order #{line.od_id}</p>
        <h2 id={titleId} className={styles.name}>
          {line.p_productname}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Quantity</dt>
            <dd>
              {line.op_quantity} × {formatPackSize(line.op_packet_size, line.op_unit)}
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatRupees(lineAmount(line))}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentText(line)}</dd>
          </div>
          <div>
            <dt>Ordered on</dt>
            <dd>
              <time dateTime={line.od_created_at}>{formatDate(line.od_created_at)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.statusRow}>
          <span className="visually-hidden">Delivery status: </span>
          <span className={`${styles.badge} ${status === CANCELLED ? styles.badgeCancelled : ''}`}>
            {statusWords(status)}
          </span>
        </p>
        <ShipmentFacts line={line} />
        {itsReturn && <p className={styles.muted}>{returnStatusText[itsReturn.status]}</p>}
        <InvoiceLinks
          className={styles.muted}
          invoiceNo={line.od_invoice_no}
          invoiceUrl={line.od_invoice_url}
          creditNotes={line.od_credit_notes}
        />
        <OrderPageAction line={line} waiting={waiting ?? null} />
        <ReturnThisLine line={line} order={order} returns={returns} />
        <button
          type="button"
          className={`btn btn-outline ${styles.track}`}
          aria-label={`Track order: ${line.p_productname}`}
          onClick={onTrack}
        >
          Track order
        </button>
      </div>
    </article>
  );
}

/**
 * PAY NOW for an order waiting for its payment; a confirmation to give, or a choice to make after a
 * failed delivery, on the order's own page.
 */
function OrderPageAction({ line, waiting }: { line: OrderLine; waiting: WaitingOrder | null }) {
  const status = line.op_delivery_status;
  if (waiting) return <PayNowButton order={waiting} />;
  if (!ASKS_THE_SHOPPER.includes(status)) return null;
  return (
    <Link to={`/orders/${line.od_access}`} className={`btn ${styles.track}`}>
      {status === AWAITING_CONFIRMATION ? 'CONFIRM ORDER' : 'CHOOSE NEXT DELIVERY'}
      <span className="visually-hidden"> for order #{line.od_id}</span>
    </Link>
  );
}

/** "Return items" beside a delivered line still within the shop's return window. */
function ReturnThisLine({
  line,
  order,
  returns,
}: {
  line: OrderLine;
  order: OrderLine[];
  returns: OrderReturn[];
}) {
  const returnDays = useReturnDays(line.op_delivery_status === 'Delivered');
  if (!returnableLines(order, returns, returnDays).some((one) => one.op_id === line.op_id)) return null;
  return (
    <ReturnItems
      orderId={line.od_id}
      orderRef={{ od_id: line.od_id }}
      lines={order}
      returns={returns}
      startWith={line.op_id}
    />
  );
}
