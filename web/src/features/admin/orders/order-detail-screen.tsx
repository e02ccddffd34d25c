// /admin/orders/:orderId: one order: its items with their status, courier and AWB, the way to move
// the whole order or each item along and to mark it shipped, the packing slip; the customer and
// address, the payment, the returns, staff notes and the history; cancelling the whole order with a
// reason.
import type { OrderDetail } from '@prime/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { actionWords } from '../audit/audit-words.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { ScreenLink, useMayCall } from '../shared/staff-access.tsx';
import shared from '../shared/admin.module.css';
import { formatDateTime, paymentMethodWords, paymentStatusWords } from '../shared/words.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { CodPanel } from './cod-panel.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderReturns } from './order-returns.tsx';
import styles from './orders.module.css';
import { canCancelOrder } from './order-status.ts';

export default function OrderDetailScreen() {
  const { orderId = '' } = useParams();
  const id = /^\d+$/.test(orderId) ? Number(orderId) : 0;
  const order = useAdminOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const may = useMayCall();

  return (
    <>
      <ScreenHead title={`Order #${orderId}`}>
        <Link to="/admin/orders" className="btn btn-outline">
          Back to orders
        </Link>
        {order.data && may('cancel-order') && canCancelOrder(order.data.lines) && (
          <button type="button" className="btn btn-clay" onClick={() => setCancelling(true)}>
            Cancel order
          </button>
        )}
      </ScreenHead>
      {!order.data ? (
        <QueryState query={order} loading="Loading the order…" />
      ) : (
        <OrderSections order={order.data} />
      )}
      {cancelling && order.data && (
        <CancelOrderDialog order={order.data} onClose={() => setCancelling(false)} />
      )}
    </>
  );
}

function OrderSections({ order }: { order: OrderDetail }) {
  return (
    <div className={styles.detail}>
      <OrderItems order={order} />
      <CodPanel order={order} />
      <OrderCustomer order={order} />
      <OrderPayment order={order} />
      <OrderReturns order={order} returns={order.returns ?? []} />
      <OrderNotes orderId={order.od_id} notes={order.notes ?? []} />
      <OrderHistory timeline={order.timeline} />
    </div>
  );
}

function OrderCustomer({ order }: { order: OrderDetail }) {
  return (
    <section className={shared.panel} aria-labelledby="order-customer">
      <h2 id="order-customer">Customer and address</h2>
      <p className={styles.address}>
        <strong>{order.user_name}</strong>
        <br />
        {order.user_address}
        {order.landmark && (
          <>
            <br />
            Landmark: {order.landmark}
          </>
        )}
        <br />
        {[order.user_city, order.user_district, order.user_state].filter(Boolean).join(', ')}{' '}
        {order.user_zipcode}
      </p>
      <p className={styles.address}>
        <a href={`tel:+91${order.user_mobile_no}`}>{order.user_mobile_no}</a>
        <br />
        <a href={`mailto:${order.user_email}`}>{order.user_email}</a>
      </p>
      {order.od_user_id !== null && (
        <ScreenLink call="admin/customer/detail" to={`/admin/customers/${order.od_user_id}`}>
          The customer's account and orders
        </ScreenLink>
      )}
    </section>
  );
}

function OrderPayment({ order }: { order: OrderDetail }) {
  return (
    <section className={shared.panel} aria-labelledby="order-payment">
      <h2 id="order-payment">Payment</h2>
      <dl className={styles.facts}>
        <dt>Method</dt>
        <dd>{paymentMethodWords(order.od_payment_method)}</dd>
        {order.od_payment_method === 'online' && (
          <>
            <dt>Status</dt>
            <dd>{paymentStatusWords[order.od_payment_status]}</dd>
          </>
        )}
        <dt>Placed</dt>
        <dd>{formatDateTime(order.od_created_at)}</dd>
        {order.od_refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>
              {formatRupees(order.od_refunded)}
              <ul>
                {order.od_refunds.map((refund, index) => (
                  <li key={`${refund.at}-${index}`}>
                    {formatRupees(refund.amount)} on {formatDateTime(refund.at)}: {refund.reason}
                    {refund.reference ? ` (reference ${refund.reference})` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {order.od_cancelled_at && (
          <>
            <dt>Cancelled</dt>
            <dd>
              {formatDateTime(order.od_cancelled_at)}
              {order.od_cancel_reason ? `: ${order.od_cancel_reason}` : ''}
            </dd>
          </>
        )}
      </dl>
      <GatewayPayments payments={order.payments} />
    </section>
  );
}

/** What the gateway recorded of each try to pay: a list, not a table, as the column beside the items is
 * narrow and a reference is long. */
function GatewayPayments({ payments }: { payments: OrderDetail['payments'] }) {
  if (payments.length === 0) return null;
  return (
    <>
      <h3 id="order-gateway-payments" className={styles.subhead}>
        Gateway payments
      </h3>
      <ul className={styles.payments} aria-labelledby="order-gateway-payments">
        {payments.map((payment) => (
          <li key={payment.reference}>
            <dl className={styles.facts}>
              <dt>When</dt>
              <dd>{formatDateTime(payment.created_at)}</dd>
              <dt>Gateway</dt>
              <dd>{payment.gateway}</dd>
              <dt>Reference</dt>
              <dd>{payment.reference}</dd>
              <dt>Status</dt>
              <dd>{payment.status}</dd>
              <dt>Amount</dt>
              <dd>{formatRupees(payment.amount)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderHistory({ timeline }: { timeline: OrderDetail['timeline'] }) {
  return (
    <section className={shared.panel} aria-labelledby="order-timeline">
      <h2 id="order-timeline">History</h2>
      <ol className={styles.timeline}>
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <span>
              {/* A whole-order change comes as its audit action (`order.ship`): read as the audit log words it. */}
              {actionWords(entry.what)}
              {entry.by && <span className={shared.muted}> · by {entry.by}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
