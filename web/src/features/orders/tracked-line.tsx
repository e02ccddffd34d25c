// One order line inside the tracking dialog: its courier, AWB and tracking link once shipped, its
// timeline, the admin's status buttons, and the owner's Cancel while the line has not shipped.
import type { OrderLine } from '@prime/contract';
import { useRef, useState } from 'react';
import { formatPackSize } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CANCELLED, canCancelLine, laterSteps, PAYMENT_PENDING, statusWords } from './order-status.ts';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';
import { ShipmentFacts } from './shipment-facts.tsx';
import { TrackingSteps } from './tracking-steps.tsx';
import { useUpdateLineStatus } from './use-order-actions.ts';

export interface TrackedLineProps {
  line: OrderLine;
  order: OrderLine[];
  isAdmin: boolean;
}

export function TrackedLine({ line, order, isAdmin }: TrackedLineProps) {
  const update = useUpdateLineStatus();
  const [confirming, setConfirming] = useState(false);
  // Where focus lands when the cancelled line's button is gone.
  const section = useRef<HTMLElement>(null);
  const headingId = `tracked-line-${line.op_id}`;
  const status = line.op_delivery_status;
  const marks = isAdmin ? laterSteps(status) : [];

  return (
    <section ref={section} tabIndex={-1} className={styles.trackedLine} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.trackedName}>
        {line.p_productname}
      </h3>
      <p className={styles.muted}>
        {formatPackSize(line.op_packet_size, line.op_unit)} · Quantity {line.op_quantity} · Status:{' '}
        {statusWords(status)}
      </p>
      <ShipmentFacts line={line} />
      {status === PAYMENT_PENDING && (
        <p className={styles.notice}>
          <strong>{orderTexts.paymentPendingTitle}.</strong> {orderTexts.paymentPendingText}
        </p>
      )}
      <TrackingSteps status={status} />
      {marks.length > 0 && (
        <div className={styles.actions} role="group" aria-label={`Update status of ${line.p_productname}`}>
          {marks.map((step) => (
            <button
              key={step}
              type="button"
              className="btn btn-outline"
              disabled={update.isPending}
              onClick={() => update.mutate({ opId: line.op_id, status: step })}
            >
              Mark as {step}
            </button>
          ))}
        </div>
      )}
      {canCancelLine(line, order) && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
            Cancel this item
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this item?"
        text={`${line.p_productname} (${formatPackSize(line.op_packet_size, line.op_unit)}) will be cancelled. The rest of the order goes ahead.`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        busy={update.isPending}
        focusAfterClose={section}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          update.mutate({ opId: line.op_id, status: CANCELLED }, { onSettled: () => setConfirming(false) })
        }
      />
    </section>
  );
}
