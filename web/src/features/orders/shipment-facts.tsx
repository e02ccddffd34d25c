// A shipped line's courier, its AWB number and the link to the courier's tracking page, as staff
// recorded them (null until shipped). The courier's page opens in a new tab, told nothing of this one.
import type { OrderLine } from '@prime/contract';
import styles from './orders.module.css';

export function ShipmentFacts({ line }: { line: OrderLine }) {
  if (!line.op_courier && !line.op_awb && !line.op_tracking_url) return null;
  return (
    <p className={styles.muted}>
      {line.op_courier && <>Courier: {line.op_courier}. </>}
      {line.op_awb && <>AWB: {line.op_awb}. </>}
      {line.op_tracking_url && (
        <a href={line.op_tracking_url} target="_blank" rel="noopener noreferrer">
          Follow the parcel
        </a>
      )}
    </p>
  );
}
