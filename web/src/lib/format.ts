// How money, pack sizes and dates read on every screen.
const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,299 (Indian digit grouping; paise shown only when there are any). */
export const formatRupees = (amount: number) => `₹${rupeeFormat.format(amount)}`;

/** `50` or `"50gm"` → "50 gm". */
export const formatPackSize = (grams: number | string) => `${String(grams).replace(/\s*gm$/i, '')} gm`;

const shortDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
/** 05 Jan 2024 */
export const formatDate = (iso: string) => shortDate.format(new Date(iso));
