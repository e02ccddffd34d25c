// What an order brings in, one rule for the dashboard and the customers screen: an order that is not
// cancelled and is paid online or to be paid on delivery counts, less what was refunded; an online
// order still waiting for its payment (or whose payment failed) brings in nothing yet. Written as SQL
// over an order named `o`, so a shop of a million orders sums them where they are.
import { sql } from 'drizzle-orm';

const EARNING_PAYMENT_STATUSES = ['cod', 'paid'] as const;

/** True for an order `o` that brings in money. */
export const EARNING_ORDER = sql`(o.cancelled_at is null and o.payment_status in (${sql.join(
  EARNING_PAYMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}))`;

/** What an earning order `o` brings in, in paise. */
export const EARNED_PAISE = sql`(o.amount_paise - o.refunded_paise)`;
