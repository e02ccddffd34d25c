// /admin/orders/:orderId: one order: its items with their status, courier and AWB, the way to move
// the whole order or each item along and to mark it shipped, the packing slip; the customer and
// address, the payment, the returns, staff notes and the history; cancelling the whole order with a
// reason.
import type { OrderDetail } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { actionWords } from '../audit/audit-words.ts';
import { downloadPackingSlip } from '../api/packing-slips.ts';
import { failureMessage } from '../shared/errors.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import shared from '../shared/admin.module.css';
import { formatDateTime, paymentMethodWords, paymentStatusWords } from '../shared/words.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { LineStatusForm } from './line-status-form.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { shippableLines } from './order-lines-state.ts';
import { InvoiceLinks } from '../../../ui/invoice-links.tsx';
import styles from './orders.module.css';
import { canCancelOrder } from './order-status.ts';
import { ShipmentFacts } from './shipment-facts.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

export default function OrderDetailScreen() {
  const { orderId = '' } = useParams();
  const id = /^\d+$/.test(orderId) ? Number(orderId) : 0;
  const order = useAdminOrder(id);
  const [cancelling, setCancelling] = useState(false);

  return (
    <>
      <ScreenHead title={`Order #${orderId}`}>
        <Link to="/admin/orders" className="btn btn-outline">
          Back to orders
        </Link>
        {order.data && canCancelOrder(order.data.lines) && (
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
  const subtotal = order.lines.reduce((sum, line) => sum + line.op_price * line.op_quantity, 0);
  const [shipping, setShipping] = useState(false);
  const { toast } = useToast();
  const slip = useMutation({
    mutationFn: downloadPackingSlip,
    onError: (error) => toast({ title: failureMessage(error), kind: 'error' }),
  });
  // A form's choices follow the lines: once they move, it starts afresh.
  const statuses = order.lines.map((line) => line.op_delivery_status).join();
  return (
    <div className={styles.detail}>
      <section className={`${shared.panel} ${styles.items}`} aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <div className={styles.orderActions}>
          <OrderStatusForm key={statuses} orderId={order.od_id} lines={order.lines} />
          <div className={shared.actions}>
            {shippableLines(order.lines).length > 0 && (
              <button type="button" className="btn" onClick={() => setShipping(true)}>
                Mark shipped
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline"
              disabled={slip.isPending}
              onClick={() => slip.mutate(order.od_id)}
            >
              {slip.isPending ? 'Preparing PDF…' : 'Packing slip (PDF)'}
            </button>
          </div>
        </div>
        {shipping && (
          <ShipOrderDialog orderId={order.od_id} lines={order.lines} onClose={() => setShipping(false)} />
        )}
        <ul className={styles.lines}>
          {order.lines.map((line, index) => {
            const label = `item ${index + 1} (${line.p_productname}, ${formatPackSize(line.op_packet_size)})`;
            return (
              <li key={line.op_id} className={styles.line} aria-label={`Item ${index + 1}`}>
                <img src={imageUrl(line.p_image)} alt="" width={56} height={56} className={shared.thumb} />
                <div className={styles.lineText}>
                  <strong>{line.p_productname}</strong>
                  <span className={shared.muted}>
                    {formatPackSize(line.op_packet_size)} · {line.op_quantity} × {formatRupees(line.op_price)}
                  </span>
                  <span>
                    Status:{' '}
                    <span
                      className={`${shared.badge} ${line.op_delivery_status === 'Cancelled' ? shared.badgeWarn : shared.badgeGood}`}
                    >
                      {line.op_delivery_status}
                    </span>
                  </span>
                  <ShipmentFacts line={line} />
                </div>
                <LineStatusForm key={line.op_delivery_status} line={line} label={label} />
              </li>
            );
          })}
        </ul>
        <dl className={styles.totals}>
          <dt>Items</dt>
          <dd>{formatRupees(subtotal)}</dd>
          {order.od_discount > 0 && (
            <>
              <dt>Coupon {order.od_coupon_code}</dt>
              <dd>−{formatRupees(order.od_discount)}</dd>
            </>
          )}
          {order.od_delivery_charge > 0 && (
            <>
              <dt>Delivery</dt>
              <dd>{formatRupees(order.od_delivery_charge)}</dd>
            </>
          )}
          {order.od_cod_charge > 0 && (
            <>
              <dt>Cash on delivery charge</dt>
              <dd>{formatRupees(order.od_cod_charge)}</dd>
            </>
          )}
          <dt>Order total</dt>
          <dd>
            <strong>{formatRupees(order.od_amount)}</strong>
          </dd>
        </dl>
        <InvoiceLinks
          invoiceNo={order.od_invoice_no}
          invoiceUrl={order.od_invoice_url}
          creditNotes={order.od_credit_notes}
        />
      </section>

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
          <Link to={`/admin/customers/${order.od_user_id}`}>The customer's account and orders</Link>
        )}
      </section>

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
              <dd>{formatRupees(order.od_refunded)}</dd>
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
        {order.payments.length > 0 && (
          // A list, not a table: the column beside the items is narrow, and a reference is long.
          <>
            <h3 id="order-gateway-payments" className={styles.subhead}>
              Gateway payments
            </h3>
            <ul className={styles.payments} aria-labelledby="order-gateway-payments">
              {order.payments.map((payment) => (
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
        )}
      </section>

      <OrderReturns order={order} returns={order.returns ?? []} />

      <OrderNotes orderId={order.od_id} notes={order.notes ?? []} />

      <section className={shared.panel} aria-labelledby="order-timeline">
        <h2 id="order-timeline">History</h2>
        <ol className={styles.timeline}>
          {order.timeline.map((entry, index) => (
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
    </div>
  );
}
