// "Mark shipped": the order's confirmed and packing items go to Shipped with the courier that carries
// them (one of the usual couriers and aggregators, or another by name), the AWB number and the link to
// the courier's tracking page; the customer gets a mail showing them. "Add or correct AWB" sets them on
// items shipped already (moved to Shipped without them, or with a wrong AWB): mailed once per AWB.
// Checked with the server's own schema first, then the AWB with `admin/order/awb-check`: one that does
// not look like an AWB, or is on another order, is flagged and saved only on "Save anyway". Shipping is
// never taken back, so the dialog names what moves and says so.
import { adminOrderShipBody, type OrderLine } from '@prime/contract';
import { useState } from 'react';
import { formatPackSize } from '../../../lib/format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { checkAwb } from '../api/check-awb.ts';
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
  if (going.length === 0) {
    return (
      <p className={shared.muted}>
        The courier, AWB number and tracking link of the items shipped already. The customer is mailed them
        once.
      </p>
    );
  }
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

interface ParcelFieldsProps {
  awb: string;
  trackingUrl: string;
  errors: PathErrors;
  /** Why the AWB typed may be a mistake, as the server said. */
  doubts: string[];
  onAwb: (awb: string) => void;
  onTrackingUrl: (url: string) => void;
}

/** The parcel's AWB number and tracking link, and the server's doubts about the AWB. */
function ParcelFields({ awb, trackingUrl, errors, doubts, onAwb, onTrackingUrl }: ParcelFieldsProps) {
  return (
    <>
      <TextField
        label="AWB number"
        value={awb}
        error={errors.awb}
        autoComplete="off"
        onChange={(event) => onAwb(event.target.value)}
      />
      <TextField
        label="Tracking link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="The courier's page for this parcel, starting with https://. The customer opens it."
        value={trackingUrl}
        error={errors.tracking_url}
        onChange={(event) => onTrackingUrl(event.target.value)}
      />
      {doubts.length > 0 && (
        <div className="field-error" role="alert">
          {doubts.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
    </>
  );
}

/** The server's doubts about an AWB, asked once per AWB: submitting the same AWB again saves it. */
function useAwbCheck(orderId: number) {
  const [warned, setWarned] = useState<{ awb: string; warnings: string[] } | null>(null);
  async function mayShip(awb: string): Promise<boolean> {
    if (warned?.awb === awb) return true;
    const warnings = await checkAwb({ od_id: orderId, awb }).catch(() => []);
    if (warnings.length === 0) return true;
    setWarned({ awb, warnings });
    return false;
  }
  /** The doubts about the AWB as typed now (kept as the server keeps it: no spaces, capitals). */
  const warningsFor = (typed: string) =>
    warned !== null && warned.awb === typed.replace(/\s+/g, '').toUpperCase() ? warned.warnings : [];
  return { mayShip, warningsFor };
}

export function ShipOrderDialog({ orderId, lines, onClose }: ShipOrderDialogProps) {
  const [courier, setCourier] = useState('');
  const [otherName, setOtherName] = useState('');
  const [awb, setAwb] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const awbCheck = useAwbCheck(orderId);
  const shipping = shippableLines(lines).length > 0;
  const ship = useAdminWrite({
    write: shipOrder,
    success: (answer) => answer.message || `Order #${orderId} shipped`,
    onSuccess: onClose,
  });
  const shown = { ...errors, ...ship.fieldErrors };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
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
    if (await awbCheck.mayShip(checked.data.awb)) ship.mutate(checked.data);
  }
  const doubts = awbCheck.warningsFor(awb);
  const saveWords = doubts.length > 0 ? 'Save anyway' : shipping ? 'Mark shipped' : 'Save AWB';

  return (
    <Dialog
      open
      title={shipping ? `Mark order #${orderId} shipped` : `AWB of order #${orderId}`}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ShippedItemsNote lines={lines} />
        <CourierChoice
          courier={courier}
          otherName={otherName}
          error={shown.courier}
          onCourier={setCourier}
          onOtherName={setOtherName}
        />
        <ParcelFields
          awb={awb}
          trackingUrl={trackingUrl}
          errors={shown}
          doubts={doubts}
          onAwb={setAwb}
          onTrackingUrl={setTrackingUrl}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={ship.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={ship.isPending}>
            {ship.isPending ? 'Saving…' : saveWords}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
