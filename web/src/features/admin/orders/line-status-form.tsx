// Moves one order line to a later step of the sequence (a mail tells the customer when it ships and
// when it is delivered). A move that skips steps or delivers the line asks first, naming the move. A
// line waiting for its online payment only says so.
import type { DeliveryStatus, OrderLine } from '@prime/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { updateOrderTracking, type TrackingChange } from '../api/update-order-tracking.ts';
import { Select } from '../shared/form-controls.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import styles from './orders.module.css';
import shared from '../shared/admin.module.css';
import { laterStatuses, moveWarning, PAYMENT_PENDING } from './order-status.ts';

export function LineStatusForm({ line, label }: { line: OrderLine; label: string }) {
  const choices = laterStatuses(line.op_delivery_status);
  const [status, setStatus] = useState<DeliveryStatus | ''>(choices[0] ?? '');
  const [asking, setAsking] = useState(false);
  const move = useAdminWrite({
    write: updateOrderTracking,
    success: (_, change) => `${label}: ${change.status}`,
    onSuccess: () => setAsking(false),
    onFailure: () => {
      setAsking(false);
      return false;
    },
  });
  const warning = status ? moveWarning(line.op_delivery_status, status) : undefined;
  const send = () => {
    if (status) move.mutate({ op_id: line.op_id, status: status as TrackingChange['status'] });
  };
  if (line.op_delivery_status === PAYMENT_PENDING) {
    return (
      <p className={`${shared.muted} ${styles.lineNote}`}>
        Waits for its online payment: it is confirmed once paid.
      </p>
    );
  }
  if (choices.length === 0) return null;
  return (
    <form
      className={styles.moveForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (warning) setAsking(true);
        else send();
      }}
    >
      <Select
        label={`Move ${label} to`}
        value={status}
        onChange={(event) => setStatus(event.target.value as DeliveryStatus)}
        options={choices.map((choice) => ({ value: choice, label: choice }))}
      />
      <button type="submit" className="btn" disabled={move.isPending}>
        {move.isPending ? 'Updating…' : 'Update status'}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Move ${label} to ${status}?`}
        text={warning ?? ''}
        confirmLabel={`Move to ${status}`}
        busy={move.isPending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
