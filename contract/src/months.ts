// Months as lots carry them (`YYYY-MM`, India time) and the rule that says which lots may be sold. Kept
// apart from the stock calls' schemas: the product page uses `monthLabel` without loading any of them.
import { indiaDayOf } from './india-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A month written `YYYY-MM`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month (`YYYY-MM`) of an instant, India time. */
export const indiaMonthOf = (instant: Date) => indiaDayOf(instant).slice(0, 7);

/** `month` moved by `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The earliest expiry month that may still be sold: a month's last day is at least `minDays` after
 * today exactly when the month is not before the month of that day.
 */
export const sellableFrom = (minDays: number, now: Date = new Date()) =>
  indiaMonthOf(new Date(now.getTime() + minDays * DAY_MS));

/**
 * The first expiry month that does not end within `days` days (India time): lots expiring before it
 * end within that time, or have ended.
 */
export const expiringBefore = (days: number, now: Date = new Date()) =>
  indiaMonthOf(new Date(now.getTime() + (days + 1) * DAY_MS));

/** `2028-03` as the product page and the documents write it: `Mar 2028`. */
export function monthLabel(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : month;
}

/** A batch as the documents and the console print it: `VCS3-2502, exp. Mar 2028 (2028-03)`. */
export const batchWords = (lot: { batch_no: string; expiry: string }) =>
  `${lot.batch_no}, exp. ${monthLabel(lot.expiry)} (${lot.expiry})`;
