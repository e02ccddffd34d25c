// Cancels the whole order with a reason the customer reads in the cancellation mail (the dialog says so,
// so staff keep internal remarks for a note); stock goes back, and a paid online
// order is refunded through its gateway.
import { cancelOrderBody, type OrderDetail } from '@prime/contract';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { cancelOrder } from '../api/cancel-order.ts';
import { errorsByPath } from '../shared/errors.ts';
import { TextArea } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';

export function CancelOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useAdminWrite({
    write: cancelOrder,
    success: (answer) => answer.message || `Order #${order.od_id} cancelled`,
    onSuccess: onClose,
  });
  const paid = order.od_payment_status === 'paid';
  // Still held of the payment: the order's amount (already lowered by each cancelled line) less what
  // returns gave back.
  const returned = order.od_refunds
    .filter((refund) => refund.reason.startsWith('Return'))
    .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);
  const held = Math.round(order.od_amount * 100) - returned;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = cancelOrderBody.safeParse({ od_id: order.od_id, reason });
    if (!checked.success) {
      setError(errorsByPath(checked.error.issues).reason);
      return;
    }
    if (!checked.data.reason) {
      setError('Please say why the order is cancelled: the customer reads it.');
      return;
    }
    setError(undefined);
    cancel.mutate(checked.data);
  }

  return (
    <Dialog open title={`Cancel order #${order.od_id}?`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate>
        <p className={shared.muted}>
          Every item goes back into stock.{' '}
          {paid
            ? `The payment of ${formatRupees(held / 100)} is refunded through the gateway.`
            : 'Nothing was paid online, so there is nothing to refund.'}
        </p>
        <TextArea
          label="Reason for cancelling"
          hint="Sent to the customer in the cancellation mail. Keep remarks for staff in a note."
          value={reason}
          error={error ?? cancel.fieldErrors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={cancel.isPending}>
            Keep the order
          </button>
          <button type="submit" className="btn btn-clay" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
