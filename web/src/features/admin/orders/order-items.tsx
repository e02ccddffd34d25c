// The items part of an order's page: moving the whole order along, marking it shipped and its packing
// slip; then each item with its status, shipment and the way to move it alone; the order's figures and
// its invoice and credit notes.
import { batchWords, type OrderDetail } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { InvoiceLinks } from '../../../ui/invoice-links.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { downloadPackingSlip } from '../api/packing-slips.ts';
import { failureMessage } from '../shared/errors.ts';
import shared from '../shared/admin.module.css';
import { LineStatusForm } from './line-status-form.tsx';
import { linesWithCourier, shippableLines } from './order-lines-state.ts';
import { OrderStatusForm } from './order-status-form.tsx';
import styles from './orders.module.css';
import { ShipmentFacts } from './shipment-facts.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

type OrderLine = OrderDetail['lines'][number];

export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section className={`${shared.panel} ${styles.items}`} aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <WholeOrderActions order={order} />
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <OrderItem key={line.op_id} line={line} index={index} />
        ))}
      </ul>
      <OrderFigures order={order} />
      <InvoiceLinks
        invoiceNo={order.od_invoice_no}
        invoiceUrl={order.od_invoice_url}
        creditNotes={order.od_credit_notes}
      />
    </section>
  );
}

function WholeOrderActions({ order }: { order: OrderDetail }) {
  const [shipping, setShipping] = useState(false);
  const { toast } = useToast();
  const slip = useMutation({
    mutationFn: downloadPackingSlip,
    onError: (error) => toast({ title: failureMessage(error), kind: 'error' }),
  });
  // A form's choices follow the lines: once they move, it starts afresh.
  const statuses = order.lines.map((line) => line.op_delivery_status).join();
  return (
    <>
      <div className={styles.orderActions}>
        <OrderStatusForm key={statuses} orderId={order.od_id} lines={order.lines} />
        <div className={shared.actions}>
          {shippableLines(order.lines).length > 0 ? (
            <button type="button" className="btn" onClick={() => setShipping(true)}>
              Mark shipped
            </button>
          ) : (
            linesWithCourier(order.lines).length > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => setShipping(true)}>
                Add or correct AWB
              </button>
            )
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
    </>
  );
}

function OrderItem({ line, index }: { line: OrderLine; index: number }) {
  const label = `item ${index + 1} (${line.p_productname}, ${formatPackSize(line.op_packet_size, line.op_unit)})`;
  const cancelled = line.op_delivery_status === 'Cancelled';
  return (
    <li className={styles.line} aria-label={`Item ${index + 1}`}>
      <img src={imageUrl(line.p_image)} alt="" width={56} height={56} className={shared.thumb} />
      <div className={styles.lineText}>
        <strong>{line.p_productname}</strong>
        <span className={shared.muted}>
          {formatPackSize(line.op_packet_size, line.op_unit)} · {line.op_quantity} ×{' '}
          {formatRupees(line.op_price)}
        </span>
        {line.op_lots.length > 0 && (
          <span className={shared.muted}>
            Batch {line.op_lots.map((lot) => `${batchWords(lot)} × ${lot.quantity}`).join(', ')}
          </span>
        )}
        <span>
          Status:{' '}
          <span className={`${shared.badge} ${cancelled ? shared.badgeWarn : shared.badgeGood}`}>
            {line.op_delivery_status}
          </span>
        </span>
        <ShipmentFacts line={line} />
      </div>
      <LineStatusForm key={line.op_delivery_status} line={line} label={label} />
    </li>
  );
}

function OrderFigures({ order }: { order: OrderDetail }) {
  const subtotal = order.lines.reduce((sum, line) => sum + line.op_price * line.op_quantity, 0);
  return (
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
  );
}
