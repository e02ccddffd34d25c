// Moves the whole order to one status in one step (admin/order/status): every live line before it goes
// there, one mail to the customer. A move that skips steps or delivers asks first, as a line's move
// does. Lines are still moved one by one under Items.
import type { AdminOrderStatusBody, DeliveryStatus, OrderLine } from '@prime/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { moveOrder } from '../api/move-order.ts';
import { Select } from '../shared/form-controls.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import shared from '../shared/admin.module.css';
import { furthestBehind, wholeOrderChoices } from './order-lines-state.ts';
import { moveWarning, PAYMENT_PENDING } from './order-status.ts';
import styles from './orders.module.css';

export function OrderStatusForm({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  const from = furthestBehind(lines);
  const choices = wholeOrderChoices(lines);
  const [status, setStatus] = useState<DeliveryStatus | ''>(choices[0] ?? '');
  const [asking, setAsking] = useState(false);
  const move = useAdminWrite({
    write: moveOrder,
    success: (_, body) => `Order #${orderId}: ${body.status}`,
    onSuccess: () => setAsking(false),
    onFailure: () => {
      setAsking(false);
      return false;
    },
  });
  if (from === PAYMENT_PENDING) {
    return <p className={shared.muted}>The order waits for its online payment: it is confirmed once paid.</p>;
  }
  if (!from || choices.length === 0 || !status) return null;
  const warning = moveWarning(from, status);
  const send = () => move.mutate({ od_id: orderId, status: status as AdminOrderStatusBody['status'] });

  return (
    <form
      className={styles.moveForm}
      aria-label="Move the whole order"
      onSubmit={(event) => {
        event.preventDefault();
        if (warning) setAsking(true);
        else send();
      }}
    >
      <Select
        label="Move every item of the order to"
        value={status}
        onChange={(event) => setStatus(event.target.value as DeliveryStatus)}
        options={choices.map((choice) => ({ value: choice, label: choice }))}
      />
      <button type="submit" className="btn" disabled={move.isPending}>
        {move.isPending ? 'Moving…' : 'Move order'}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Move order #${orderId} to ${status}?`}
        text={warning ?? ''}
        confirmLabel={`Move to ${status}`}
        busy={move.isPending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
