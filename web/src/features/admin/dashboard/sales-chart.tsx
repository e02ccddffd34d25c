// Revenue per day as bars, drawn in SVG (no chart library): the picture is named and described for
// screen readers, and the table under it holds every figure as text.
import type { DaySales } from '@prime/contract';
import { useId } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import styles from './dashboard.module.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-01-12` → "Sun 12 Jan" (the day as the server counted it, India time). */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

const WIDTH = 560;
const HEIGHT = 200;
const AXIS = 28;
const TOP = 22;

export function SalesChart({ days }: { days: DaySales[] }) {
  const titleId = useId();
  const descId = useId();
  const most = Math.max(...days.map((day) => day.revenue), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = Math.min(48, slot * 0.6);
  const usable = HEIGHT - AXIS - TOP;
  const summary = days
    .map((day) => `${dayLabel(day.day)}: ${formatRupees(day.revenue)} from ${ordersText(day.orders)}`)
    .join('; ');

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={styles.chartSvg}
      >
        <title id={titleId}>Revenue per day, last {days.length} days</title>
        <desc id={descId}>{summary}</desc>
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className={styles.axis} />
        {days.map((day, index) => {
          const height = most > 0 ? Math.max((day.revenue / most) * usable, day.revenue > 0 ? 2 : 0) : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={day.day}>
              <rect x={x} y={y} width={barWidth} height={height} rx="4" className={styles.bar} />
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className={styles.barValue}>
                {day.orders}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.dayLabel}>
                {dayLabel(day.day).split(' ').slice(0, 2).join(' ')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        Bars: revenue per day. Above each bar: its number of orders.
      </figcaption>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Orders and revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.number}>
                Orders
              </th>
              <th scope="col" className={styles.number}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td className={styles.number}>{day.orders}</td>
                <td className={styles.number}>{formatRupees(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
