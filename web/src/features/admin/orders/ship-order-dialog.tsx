// "Mark shipped": the order's confirmed and packing items go to Shipped with the courier that carries
// them (one of the usual couriers and aggregators, or another by name), the AWB number and the link to
// the courier's tracking page; the customer gets one mail showing them. Checked with the server's own
// schema first. Shipping is never taken back, so the dialog names what moves and says so.
import { adminOrderShipBody, type OrderLine } from '@prime/contract';
import { useState } from 'react';
import { formatPackSize } from '../../../lib/format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { shipOrder } from '../api/ship-order.ts';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { focusFirstInvalid, Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { COURIERS, OTHER_COURIER } from './couriers.ts';
import { shippableLines } from './order-lines-state.ts';

interface ShipOrderDialogProps {
  orderId: number;
  lines: OrderLine[];
  onClose: () => void;
}

/** Names the items that move to Shipped, and says that cannot be undone. */
function ShippedItemsNote({ lines }: { lines: OrderLine[] }) {
  const going = shippableLines(lines);
  const skipsPacking = going.some((line) => line.op_delivery_status === 'Order confirmed');
  return (
    <p className={shared.muted}>
      {going.length === 1 ? 'This item goes' : `These ${going.length} items go`} to Shipped:{' '}
      {going
        .map((line) => `${line.p_productname} (${formatPackSize(line.op_packet_size, line.op_unit)})`)
        .join(', ')}
      .{skipsPacking && ' Items still in Order confirmed skip Packing.'} Items only move forward: this cannot
      be undone, and the customer is mailed the courier, AWB number and tracking link.
    </p>
  );
}

interface CourierChoiceProps {
  courier: string;
  otherName: string;
  error: string | undefined;
  onCourier: (courier: string) => void;
  onOtherName: (name: string) => void;
}

/** One of the usual couriers, or another typed by name. */
function CourierChoice({ courier, otherName, error, onCourier, onOtherName }: CourierChoiceProps) {
  const other = courier === OTHER_COURIER;
  return (
    <>
      <Select
        label="Courier"
        value={courier}
        error={other ? undefined : error}
        onChange={(event) => onCourier(event.target.value)}
        options={[
          { value: '', label: 'Choose the courier' },
          ...[...COURIERS, OTHER_COURIER].map((name) => ({ value: name, label: name })),
        ]}
      />
      {other && (
        <TextField
          label="Courier name"
          value={otherName}
          error={error}
          onChange={(event) => onOtherName(event.target.value)}
        />
      )}
    </>
  );
}

export function ShipOrderDialog({ orderId, lines, onClose }: ShipOrderDialogProps) {
  const [courier, setCourier] = useState('');
  const [otherName, setOtherName] = useState('');
  const [awb, setAwb] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const ship = useAdminWrite({
    write: shipOrder,
    success: (answer) => answer.message || `Order #${orderId} shipped`,
    onSuccess: onClose,
  });
  const shown = { ...errors, ...ship.fieldErrors };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = adminOrderShipBody.safeParse({
      od_id: orderId,
      courier: courier === OTHER_COURIER ? otherName : courier,
      awb,
      tracking_url: trackingUrl,
    });
    const found = checked.success ? {} : errorsByPath(checked.error.issues);
    setErrors(found);
    if (!checked.success) {
      focusFirstInvalid(form);
      return;
    }
    ship.mutate(checked.data);
  }

  return (
    <Dialog open title={`Mark order #${orderId} shipped`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate>
        <ShippedItemsNote lines={lines} />
        <CourierChoice
          courier={courier}
          otherName={otherName}
          error={shown.courier}
          onCourier={setCourier}
          onOtherName={setOtherName}
        />
        <TextField
          label="AWB number"
          value={awb}
          error={shown.awb}
          autoComplete="off"
          onChange={(event) => setAwb(event.target.value)}
        />
        <TextField
          label="Tracking link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="The courier's page for this parcel, starting with https://. The customer opens it."
          value={trackingUrl}
          error={shown.tracking_url}
          onChange={(event) => setTrackingUrl(event.target.value)}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={ship.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={ship.isPending}>
            {ship.isPending ? 'Marking shipped…' : 'Mark shipped'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
