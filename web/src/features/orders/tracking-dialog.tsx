// The tracking of one order, read afresh when it opens: from a card it follows that line, from the
// tracker every line of the order. Staff who move orders move lines along; the owner may cancel before shipping,
// pay (or switch to paying on delivery) while the order waits for its payment, and return delivered
// items within 7 days.
import { mayCall } from '@prime/contract';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrders } from './api/get-orders.ts';
import { waitingOrderOf, type WaitingOrder } from './api/waiting-order.ts';
import { CancelOrderPanel } from './cancel-order-panel.tsx';
import { returnsOf } from './order-returns.ts';
import { OrderAmounts } from './order-amounts.tsx';
import { CANCELLED, canCancelOrder, linesOfOrder, paymentText } from './order-status.ts';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';
import { OrderReturnsList, ReturnItems } from './return-items.tsx';
import { TrackedLine } from './tracked-line.tsx';
import { WaitingPayment } from './waiting-payment.tsx';

export interface TrackingDialogProps {
  orderId: number;
  /** The line the dialog was opened from; without one, every line of the order is shown. */
  lineId?: number;
  onClose: () => void;
}

export function TrackingDialog({ orderId, lineId, onClose }: TrackingDialogProps) {
  return (
    <Dialog open title={`Track order #${orderId}`} onClose={onClose}>
      <TrackingContent orderId={orderId} lineId={lineId} />
    </Dialog>
  );
}

function TrackingContent({ orderId, lineId }: Omit<TrackingDialogProps, 'onClose'>) {
  const session = useSession();
  // A fresh read each time the dialog opens: the order may have moved on since the list loaded.
  const orders = useOrders({ refetchOnMount: 'always' });
  const { refetch } = orders;

  const order = linesOfOrder(orders.data ?? [], orderId);
  const shown = lineId === undefined ? order : order.filter((line) => line.op_id === lineId);
  const failed = orders.isError || (!orders.isFetching && shown.length === 0);
  const waiting = order[0] ? waitingOrderOf(order[0], order, false) : null;
  // Once shown, the offer stays when the order stops waiting (paid on delivery just now), so the
  // shopper reads what became of it.
  const [offered, setOffered] = useState<WaitingOrder | null>(null);
  if (waiting && offered?.orderId !== waiting.orderId) setOffered(waiting);

  if (orders.isFetching && (orders.isError || shown.length === 0)) {
    return <Spinner label={orderTexts.trackingLoading} />;
  }
  if (failed) {
    return (
      <div className={`${pageStyles.empty} ${styles.failure}`}>
        <p role="alert">{orderTexts.trackingFailed}</p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
          Try Again
        </button>
      </div>
    );
  }

  const first = shown[0]!;
  return (
    <div className={styles.tracking}>
      <p className={styles.muted}>
        Placed on {formatDate(first.od_created_at)} · {paymentText(first)}
      </p>
      <OrderAmounts order={first} lines={order} />
      {offered && <WaitingPayment order={offered} orderLink={false} />}
      {shown.map((line) => (
        <TrackedLine
          key={line.op_id}
          line={line}
          order={order}
          isAdmin={mayCall(session?.role ?? 'user', 'update/order-tracking')}
        />
      ))}
      <OrderReturnsList lines={order} returns={returnsOf(order)} />
      <ReturnItems
        orderId={orderId}
        orderRef={{ od_id: orderId }}
        lines={order}
        returns={returnsOf(order)}
        startWith={lineId}
      />
      {canCancelOrder(order) && (
        <div className={styles.orderActions}>
          {order.filter((line) => line.op_delivery_status !== CANCELLED).length > 1 && (
            <p className={styles.muted}>Cancel every item of this order at once:</p>
          )}
          <CancelOrderPanel orderId={orderId} />
        </div>
      )}
    </div>
  );
}
