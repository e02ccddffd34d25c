// The shop's day is India's (SHOP_TIME_ZONE, contract/src/constants.ts): the console's day filters,
// the dashboard's days and the export's times are counted by it. India is UTC+05:30 all year (no
// daylight saving), so a fixed offset serves; browsers format with Intl and SHOP_TIME_ZONE.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a `YYYY-MM-DD` day begins in India. */
export const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
/** The `YYYY-MM-DD` day in India of an instant. */
export const indiaDayOf = (instant: Date) =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
/** An instant as India's wall-clock time, `YYYY-MM-DD HH:mm:ss`, as a spreadsheet reads it. */
export const indiaTimeOf = (instant: Date) =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
/** The `YYYY-MM-DD` day after `day`. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
