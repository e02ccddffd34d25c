// Where and to whom the shop offers cash on delivery (decision 0031): not above the shop's maximum, not
// at a blocked pincode, and not to an account, email or mobile whose orders came back to the shop
// `cod_rto_limit` times in the last 365 days. `order/quote` answers the refusal, and `add/order` and
// `order/cod` refuse with it (409) before writing anything: one function for the three.
import { sql } from 'drizzle-orm';
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

/** Whose returned parcels to count, and up to how many: values, or a kept statement's placeholders. */
export interface ReturnedCountOf {
  userId: unknown;
  email: unknown;
  mobile: unknown;
  limit: unknown;
}

/**
 * How many orders of this account, email or mobile (each may be null) went back to the shop in the
 * last 365 days, counted up to `limit` (the partial index on rto_at holds returned orders alone), as
 * a scalar subquery: read alone by `codRefusal`, or in the answer of the order's own insert by
 * `add/order` (one round trip less).
 */
export const returnedOrdersCount = (who: ReturnedCountOf) =>
  sql<number>`(select count(*)::int from (select 1 from ${orders}
    where ${orders.rtoAt} > now() - ${RTO_WINDOW} and (${orders.userId} = ${who.userId}
      or ${orders.email} = ${who.email} or ${orders.mobile} = ${who.mobile})
    limit ${who.limit}) as returned)`;

/** `returnedOrdersCount`'s values for `who`: null when it names nobody to count. */
function returnedCountOf(who: CodCandidate, limit: number): ReturnedCountOf | null {
  const counted = {
    userId: who.userId ?? null,
    email: who.email ? who.email.toLowerCase() : null,
    mobile: who.mobile || null,
    limit,
  };
  return counted.userId === null && counted.email === null && counted.mobile === null ? null : counted;
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
  const counted = tooManyReturned(limits, 0) ? null : returnedCountOf(who, limits.codRtoLimit);
  const [row] = counted
    ? rowsOf<{ returned: number }>(await db.execute(sql`select ${returnedOrdersCount(counted)} as returned`))
    : [];
  return tooManyReturned(limits, row?.returned ?? 0) ? codMessages.notForAccount : null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Cash on delivery as `add/order` places it, judged before anything is written but its past returns. */
export interface CodPlacement {
  /** When the shopper must confirm the order by (`cod_confirm_hours` from now); null: confirmed as placed. */
  confirmBy: Date | null;
  /** Whose returned orders the order's insert counts (`returnedOrdersCount`); null: none to count. */
  returnedCount: ReturnedCountOf | null;
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
  return { confirmBy, returnedCount: limit === null ? null : returnedCountOf(who, limit) };
}

/** 409 when the returned orders counted with the order (`CodPlacement.returnedCount`) stop cash on delivery. */
export function refuseReturned(settings: CodLimits, returned: number | null): void {
  if (returned !== null && tooManyReturned(settings, returned)) throw conflict(codMessages.notForAccount);
}
