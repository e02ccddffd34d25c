// The console's part of cash on delivery on an order's page (decision 0031): confirming an order with
// the shopper by phone (their number one tap away), recording a failed delivery with its reason, the
// shopper's choice after it, sending the parcel out again or back to the shop, and its arrival back
// (stock, refund and credit note). Each is one audited call; the page reads the order again after.
import {
  AWAITING_CONFIRMATION,
  DELIVERY_FAILED,
  DELIVERY_FAILED_REASONS,
  RETURNING_TO_SELLER,
  SHOP_TIME_ZONE,
  type DeliveryChoice,
  type DeliveryFailedReason,
  type OrderDetail,
} from '@prime/contract';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { confirmCodOrder } from '../api/confirm-cod-order.ts';
import { recordFailedDelivery } from '../api/delivery-failed.ts';
import { moveOrder } from '../api/move-order.ts';
import { returnToSeller } from '../api/return-to-seller.ts';
import { receiveReturnedParcel } from '../api/rto-received.ts';
import { Checkbox, Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { formatDateTime } from '../shared/words.ts';
import styles from './orders.module.css';

const WITH_COURIER: readonly string[] = ['Shipped', 'Out for Delivery'];
const has = (order: OrderDetail, statuses: readonly string[]) =>
  order.lines.some((line) => statuses.includes(line.op_delivery_status));

const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** The shopper's choice after a failed delivery, in words. */
export function choiceWords(choice: DeliveryChoice | null): string {
  if (!choice) return 'No answer from the customer yet';
  if (choice.choice === 'cancel') return 'Customer asked to cancel: return to seller';
  const day = choice.date ? indiaDay.format(new Date(`${choice.date}T12:00:00+05:30`)) : 'a day';
  const extras = [
    choice.phone && `new phone ${choice.phone}`,
    choice.landmark && `landmark: ${choice.landmark}`,
  ];
  return [`Customer asked for another attempt on ${day}`, ...extras.filter(Boolean)].join(' · ');
}

export function CodPanel({ order }: { order: OrderDetail }) {
  const awaiting = has(order, [AWAITING_CONFIRMATION]);
  const withCourier = has(order, WITH_COURIER);
  const failed = has(order, [DELIVERY_FAILED]);
  const returning = has(order, [RETURNING_TO_SELLER]);
  if (!awaiting && !withCourier && !failed && !returning && order.od_delivery_attempts === 0) return null;
  return (
    <section className={shared.panel} aria-labelledby="order-cod">
      <h2 id="order-cod">Confirmation and delivery</h2>
      {awaiting && <ConfirmByPhone order={order} />}
      {order.od_delivery_attempts > 0 && (
        <dl className={styles.facts}>
          <dt>Failed attempts</dt>
          <dd>{order.od_delivery_attempts}</dd>
          <dt>Last reason</dt>
          <dd>{order.od_delivery_failed_reason ?? '—'}</dd>
          <dt>Customer’s choice</dt>
          <dd>{choiceWords(order.od_delivery_choice)}</dd>
        </dl>
      )}
      <div className={shared.formActions}>
        {withCourier && <DeliveryFailedButton orderId={order.od_id} />}
        {failed && <FailedDeliveryActions orderId={order.od_id} />}
        {returning && <ParcelBackButton order={order} />}
      </div>
    </section>
  );
}

function ConfirmByPhone({ order }: { order: OrderDetail }) {
  const confirm = useAdminWrite({ write: confirmCodOrder, success: (answer) => answer.message });
  return (
    <>
      <p>
        Waiting for the customer’s confirmation
        {order.od_confirm_by ? ` until ${formatDateTime(order.od_confirm_by)}` : ''}. Call{' '}
        <a
          href={`tel:+91${order.user_mobile_no}`}
          aria-label={`Call ${order.user_name} on ${order.user_mobile_no}`}
        >
          {order.user_mobile_no}
        </a>{' '}
        and confirm it for them.
      </p>
      <div className={shared.formActions}>
        <a className="btn btn-outline" href={`tel:+91${order.user_mobile_no}`}>
          Call the customer
        </a>
        <button
          type="button"
          className="btn"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(order.od_id)}
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm order'}
        </button>
      </div>
    </>
  );
}

function DeliveryFailedButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeliveryFailedReason>('Customer not available');
  const record = useAdminWrite({
    write: recordFailedDelivery,
    success: (answer) => answer.message,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Delivery failed
      </button>
      {open && (
        <Dialog
          open
          title={`Delivery of order #${orderId} failed`}
          onClose={() => setOpen(false)}
          closeOnBackdrop={false}
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              record.mutate({ od_id: orderId, reason });
            }}
          >
            <p className={shared.muted}>
              The customer is mailed a link to choose another attempt or to cancel.
            </p>
            <Select
              label="Why it failed"
              value={reason}
              error={record.fieldErrors.reason}
              options={DELIVERY_FAILED_REASONS.map((value) => ({ value, label: value }))}
              onChange={(event) => setReason(event.target.value as DeliveryFailedReason)}
            />
            <div className={shared.formActions}>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setOpen(false)}
                disabled={record.isPending}
              >
                Back
              </button>
              <button type="submit" className="btn" disabled={record.isPending}>
                {record.isPending ? 'Saving…' : 'Record failed delivery'}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}

function FailedDeliveryActions({ orderId }: { orderId: number }) {
  const again = useAdminWrite({ write: moveOrder, success: () => 'Sent out for delivery again' });
  const back = useAdminWrite({ write: returnToSeller, success: (answer) => answer.message });
  const busy = again.isPending || back.isPending;
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => again.mutate({ od_id: orderId, status: 'Out for Delivery' })}
      >
        Out for delivery again
      </button>
      <button type="button" className="btn btn-clay" disabled={busy} onClick={() => back.mutate(orderId)}>
        Return to seller
      </button>
    </>
  );
}

function ParcelBackButton({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const receive = useAdminWrite({
    write: receiveReturnedParcel,
    success: (answer) => answer.message,
    onSuccess: () => setOpen(false),
  });
  const paid = order.od_payment_status === 'paid';
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Parcel received back
      </button>
      {open && (
        <Dialog
          open
          title={`Order #${order.od_id} is back`}
          onClose={() => setOpen(false)}
          closeOnBackdrop={false}
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              receive.mutate({ od_id: order.od_id, restock: restock ? 1 : 0 });
            }}
          >
            <p className={shared.muted}>
              {paid
                ? `Up to ${formatRupees(order.od_amount - order.od_refunded)} is refunded through the gateway. `
                : 'Nothing was paid online, so nothing is refunded. '}
              An invoiced order gets a credit note. This cannot be undone.
            </p>
            <Checkbox
              label="Put the items back in stock"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
            />
            <div className={shared.formActions}>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setOpen(false)}
                disabled={receive.isPending}
              >
                Back
              </button>
              <button type="submit" className="btn" disabled={receive.isPending}>
                {receive.isPending ? 'Saving…' : 'Mark as returned to seller'}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
