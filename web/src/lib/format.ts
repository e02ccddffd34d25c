// How money, pack sizes and dates read on every screen.
const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,299 (Indian digit grouping; paise shown only when there are any). */
export const formatRupees = (amount: number) => `₹${rupeeFormat.format(amount)}`;

/** `50` or `"50gm"` → "50 gm". */
export const formatPackSize = (grams: number | string) => `${String(grams).replace(/\s*gm$/i, '')} gm`;

// Spelled out rather than Intl's en-GB short months, which read "Sept" in current browsers.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 05 Jan 2024, in the shopper's time zone; a value that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
