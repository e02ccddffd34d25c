// Where and to whom the shop offers cash on delivery (decision 0031): not above the shop's maximum, not
// at a blocked pincode, and not to an account, email or mobile whose orders came back to the shop
// `cod_rto_limit` times in the last 365 days. `order/quote` answers the refusal, and `add/order` and
// `order/cod` refuse with it (409) before writing anything: one function for the three.
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { codAboveMessage, codMessages, type AddOrderBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { ShopSettingsRow } from '../../db/shop-settings.ts';
import { conflict } from '../../http/errors.ts';

export type CodLimits = Pick<ShopSettingsRow, 'codMaxAmountPaise' | 'codBlockedPincodes' | 'codRtoLimit'>;

/** The order as cash on delivery would be judged: its amount paid on delivery, where, and who orders. */
export interface CodCandidate {
  amountPaise: number;
  pincode?: string | null;
  userId?: number | null;
  email?: string | null;
  mobile?: string | null;
}

/** The window over which returned parcels count against a shopper. */
const RTO_WINDOW = sql`interval '365 days'`;

/**
 * How many orders of this account, email or mobile went back to the shop in the last 365 days,
 * counted up to `limit` (the partial index on rto_at holds returned orders alone), as a scalar
 * subquery: read alone by `codRefusal`, or in the answer of the order's own insert by `add/order`
 * (one round trip less). Null when the candidate names nobody to count.
 */
function returnedOrdersCount(who: CodCandidate, limit: number): SQL<number> | null {
  const matches: SQL[] = [];
  if (who.userId) matches.push(eq(orders.userId, who.userId));
  if (who.email) matches.push(eq(orders.email, who.email.toLowerCase()));
  if (who.mobile) matches.push(eq(orders.mobile, who.mobile));
  if (matches.length === 0) return null;
  return sql<number>`(select count(*)::int from (select 1 from ${orders}
    where ${and(gt(orders.rtoAt, sql`now() - ${RTO_WINDOW}`), or(...matches))} limit ${limit}) as returned)`;
}

/** The refusals judged without the database: above the shop's maximum, or at a blocked pincode. */
function codLimitRefusal(limits: CodLimits, who: CodCandidate): string | null {
  if (limits.codMaxAmountPaise !== null && who.amountPaise > limits.codMaxAmountPaise) {
    return codAboveMessage(limits.codMaxAmountPaise);
  }
  if (who.pincode && limits.codBlockedPincodes.includes(who.pincode)) return codMessages.notAtPincode;
  return null;
}

/** Whether `returned` parcels (as `returnedOrdersCount` counts them) stop cash on delivery. */
const tooManyReturned = (limits: CodLimits, returned: number) =>
  limits.codRtoLimit !== null && returned >= limits.codRtoLimit;

/** Why cash on delivery is not offered for this order (the first that applies), or null when it is. */
export async function codRefusal(db: Db | Tx, limits: CodLimits, who: CodCandidate): Promise<string | null> {
  const refusal = codLimitRefusal(limits, who);
  if (refusal || limits.codRtoLimit === null) return refusal;
  // A limit of 0 refuses everyone: nothing to count.
  const count = tooManyReturned(limits, 0) ? null : returnedOrdersCount(who, limits.codRtoLimit);
  const [row] = count ? rowsOf<{ returned: number }>(await db.execute(sql`select ${count} as returned`)) : [];
  return tooManyReturned(limits, row?.returned ?? 0) ? codMessages.notForAccount : null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Cash on delivery as `add/order` places it, judged before anything is written but its past returns. */
export interface CodPlacement {
  /** When the shopper must confirm the order by (`cod_confirm_hours` from now); null: confirmed as placed. */
  confirmBy: Date | null;
  /** The count of the shopper's returned orders, for the order's insert to answer; null: none to count. */
  returnedCount: SQL<number> | null;
}

/**
 * `add/order`'s step for cash on delivery, in the order's transaction before anything is written:
 * 409 with the reason where the shop's maximum or blocked pincodes refuse it. Past returns are counted
 * by the order's insert (`returnedCount`), and judged by `refuseReturned` before the rest is written.
 * Online payment: nothing to judge.
 */
export function codPlacement(
  settings: CodLimits & Pick<ShopSettingsRow, 'codConfirmHours'>,
  body: AddOrderBody,
  caller: AuthUser | null,
  amountPaise: number,
): CodPlacement {
  if (body.payment_method !== 'cod') return { confirmBy: null, returnedCount: null };
  const who: CodCandidate = {
    amountPaise,
    pincode: body.user_zipcode,
    userId: caller?.id,
    email: body.user_email,
    mobile: body.user_mobile_no,
  };
  const refusal = codLimitRefusal(settings, who);
  if (refusal) throw conflict(refusal);
  if (tooManyReturned(settings, 0)) throw conflict(codMessages.notForAccount);
  const confirmBy =
    settings.codConfirmHours === null ? null : new Date(Date.now() + settings.codConfirmHours * HOUR_MS);
  const limit = settings.codRtoLimit;
  return { confirmBy, returnedCount: limit === null ? null : returnedOrdersCount(who, limit) };
}

/** 409 when the returned orders counted with the order (`CodPlacement.returnedCount`) stop cash on delivery. */
export function refuseReturned(settings: CodLimits, returned: number | null): void {
  if (returned !== null && tooManyReturned(settings, returned)) throw conflict(codMessages.notForAccount);
}
