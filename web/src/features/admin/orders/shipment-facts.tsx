// A shipped line's courier, AWB number and tracking link, as staff recorded them with "Mark shipped".
import type { OrderLine } from '@prime/contract';
import shared from '../shared/admin.module.css';

export function ShipmentFacts({ line }: { line: OrderLine }) {
  if (!line.op_courier && !line.op_awb && !line.op_tracking_url) return null;
  return (
    <span className={shared.muted}>
      {line.op_courier && <>Courier: {line.op_courier}</>}
      {line.op_awb && <> · AWB: {line.op_awb}</>}
      {line.op_tracking_url && (
        <>
          {' · '}
          <a href={line.op_tracking_url} target="_blank" rel="noopener noreferrer">
            Tracking link
          </a>
        </>
      )}
    </span>
  );
}
