// Dates of tax documents in India time (UTC+5:30, no daylight saving): the invoice date, the
// financial year from 1 April that numbers it, and the month the console and GSTR-1 list it under.

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at `at`, as `YYYY-MM-DD`. */
export const indiaDate = (at: Date): string =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** `2026-27` for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 India time. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first moment of a month (`YYYY-MM`) in India time, and of the month after it. */
export function indiaMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - INDIA_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - INDIA_OFFSET_MS);
  return { from, to };
}

/** The series of each kind of tax document: `PRM/2026-27/000123`, `PRM-CN/2026-27/000007`. */
export const SERIES = { invoice: 'PRM', credit_note: 'PRM-CN' } as const;
export type DocumentKind = keyof typeof SERIES;
