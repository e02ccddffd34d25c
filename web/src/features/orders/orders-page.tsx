// /MainLayout/orders: ORDER HISTORY, one card per order line, newest first; a card opens the tracking,
// and offers PAY NOW while its order waits for its payment. Below, the proof of the account's email that
// brings the orders placed as a guest with it.
import { messages } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrders } from './api/get-orders.ts';
import { waitingOrderOf } from './api/waiting-order.ts';
import { GuestOrdersProof } from './guest-orders-proof.tsx';
import { OrderLineCard } from './order-line-card.tsx';
import { linesOfOrder } from './order-status.ts';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';
import { TrackingDialog } from './tracking-dialog.tsx';

export default function OrdersPage() {
  usePageTitle('My Orders');
  const orders = useOrders();
  const [tracking, setTracking] = useState<{ orderId: number; lineId: number } | null>(null);
  const lines = orders.data ?? [];

  return (
    <section className={pageStyles.panel} aria-labelledby="order-history">
      <div className={styles.pageHead}>
        <h1 id="order-history" className={pageStyles.heading}>
          ORDER HISTORY
        </h1>
        <nav aria-label="Order help" className={styles.helpLinks}>
          <Link to="/MainLayout/trackorder">Track an order</Link>
          <Link to="/MainLayout/ordercancellation">Cancel an order</Link>
        </nav>
      </div>
      {orders.isPending ? (
        <Spinner label={orderTexts.loading} />
      ) : orders.isError && lines.length === 0 ? (
        <div className={`${pageStyles.empty} ${styles.failure}`}>
          <p role="alert">{messages.serverError}</p>
          <button type="button" className="btn btn-outline" onClick={() => void orders.refetch()}>
            Try Again
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>No orders found.</p>
          <p>Orders you place will appear here with their delivery status, ready to track or cancel.</p>
          <Link to="/" className="btn">
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul className={pageStyles.list}>
          {lines.map((line) => (
            <li key={line.op_id}>
              <OrderLineCard
                line={line}
                waiting={waitingOrderOf(line, linesOfOrder(lines, line.od_id), false)}
                order={linesOfOrder(lines, line.od_id)}
                onTrack={() => setTracking({ orderId: line.od_id, lineId: line.op_id })}
              />
            </li>
          ))}
        </ul>
      )}
      <GuestOrdersProof />
      {tracking && (
        <TrackingDialog
          orderId={tracking.orderId}
          lineId={tracking.lineId}
          onClose={() => setTracking(null)}
        />
      )}
    </section>
  );
}
