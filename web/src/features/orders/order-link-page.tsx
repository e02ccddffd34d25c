// /orders/<od_access>: the order an order mail links to, shown to whoever holds the link, without a
// login. The address holds the order's access token: the page sends no Referer with it anywhere
// (the server's Referrer-Policy for this path says the same) and is kept out of search results.
// While the order waits for its payment, the page offers PAY NOW and "Pay on delivery instead"; for cash
// on delivery, CONFIRM ORDER and the choice after a failed delivery (cod-order-panels.tsx); until it
// ships, cancelling it (the same rules as the owner's).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Spinner } from '../../ui/spinner.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrderByAccess } from './api/view-order.ts';
import { waitingOrderOf, type WaitingOrder } from './api/waiting-order.ts';
import { ConfirmOrderPanel, DeliveryChoicePanel } from './cod-order-panels.tsx';
import { CancelOrderPanel } from './cancel-order-panel.tsx';
import { canCancelOrder } from './order-status.ts';
import { OrderSummary } from './order-summary.tsx';
import { rememberOrderLink } from './remembered-links.ts';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';
import { WaitingPayment } from './waiting-payment.tsx';

export default function OrderLinkPage() {
  const { access = '' } = useParams();
  const order = useOrderByAccess(access);
  // Kept, so /payment-failed after paying from here can find this order again (remembered-links.ts).
  useEffect(() => {
    if (order.data) rememberOrderLink(order.data.od_id, access);
  }, [order.data, access]);
  usePageTitle(order.data ? `Order #${order.data.od_id}` : 'Your order');
  const waiting = order.data ? waitingOrderOf(order.data, order.data.lines, true) : null;
  // Once shown, the offer stays when the order stops waiting (switched to cash on delivery just now,
  // or a 409), so the shopper reads what became of it above the order as it is now.
  const [shown, setShown] = useState<WaitingOrder | null>(null);
  if (waiting && shown?.orderId !== waiting.orderId) setShown(waiting);

  return (
    <section className={`container ${pageStyles.panel}`}>
      <meta name="referrer" content="no-referrer" />
      {order.data ? (
        <>
          {shown && <WaitingPayment order={shown} orderLink={false} />}
          <ConfirmOrderPanel order={order.data} access={access} />
          <DeliveryChoicePanel order={order.data} access={access} />
          <OrderSummary order={order.data} headingLevel={1} returnBy={{ access }} />
          {canCancelOrder(order.data.lines) && (
            <div className={styles.orderActions}>
              <CancelOrderPanel orderId={order.data.od_id} access={access} />
            </div>
          )}
        </>
      ) : order.isError && !(order.error instanceof ApiError && order.error.status === 404) ? (
        <div className={`${pageStyles.empty} ${styles.failure}`}>
          <p role="alert">{orderTexts.trackingFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void order.refetch()}>
            Try Again
          </button>
        </div>
      ) : order.isError ? (
        <div className={`${pageStyles.empty} ${styles.failure}`}>
          <h1 className={pageStyles.heading}>Order not found</h1>
          <p role="alert">{orderTexts.linkNotFound}</p>
          <Link to="/track-order" className="btn btn-outline">
            Track an order
          </Link>
        </div>
      ) : (
        <Spinner label={orderTexts.orderLoading} />
      )}
    </section>
  );
}
