// How money, counts, pack sizes and dates read on every screen.
import { packSizeLabel, SHOP_TIME_ZONE, type ProductUnit } from '@prime/contract';

export { formatRupees } from '@prime/contract';

/** A count grouped the Indian way: 3,386; 12,34,567. */
export const formatCount = (count: number) => count.toLocaleString('en-IN');

/** `50` or `"50gm"` → "50 gm"; a product sold in ml (`p_unit`): "50 ml". */
export const formatPackSize = (size: number | string, unit: ProductUnit = 'g') => packSizeLabel(size, unit);

// Spelled out rather than Intl's en-GB short months, which read "Sept" in current browsers.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// The shop's day, India's: a page the server renders shows the same date the shopper's browser does.
const indianDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
/** 05 Jan 2024, the day in India; a value that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = indianDay.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${String(part('day')).padStart(2, '0')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}
