// The shopper's own orders as buttons that fill the order ID, so nobody has to look a number up.
import type { OrderLine } from '@prime/contract';
import { formatDate, formatRupees } from '../../lib/format.ts';
import styles from './orders.module.css';

export interface OrderPicksProps {
  label: string;
  lines: OrderLine[];
  chosen: string;
  onPick: (orderId: number) => void;
  limit?: number;
}

export function OrderPicks({ label, lines, chosen, onPick, limit = 6 }: OrderPicksProps) {
  const orders = [...new Map(lines.map((line) => [line.od_id, line])).values()].slice(0, limit);
  if (orders.length === 0) return null;
  return (
    <>
      <p className={styles.muted} id="order-picks">
        {label}
      </p>
      <ul className={styles.picks} aria-labelledby="order-picks">
        {orders.map((line) => (
          <li key={line.od_id}>
            <button
              type="button"
              className={styles.pick}
              aria-pressed={chosen === String(line.od_id)}
              onClick={() => onPick(line.od_id)}
            >
              #{line.od_id} · {formatDate(line.od_created_at)} · {formatRupees(line.od_amount)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
