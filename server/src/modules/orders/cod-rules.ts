// Where and to whom the shop offers cash on delivery (decision 0031): not above the shop's maximum, not
// at a blocked pincode, and not to an account, email or mobile whose orders came back to the shop
// `cod_rto_limit` times in the last 365 days. `order/quote` answers the refusal, and `add/order` and
// `order/cod` refuse with it (409) before writing anything: one function for the three.
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { codAboveMessage, codMessages, type AddOrderBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db, Tx } from '../../db/client.ts';
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

/** Orders of this account, email or mobile that went back to the shop in the last 365 days. */
async function returnedOrders(db: Db | Tx, who: CodCandidate, limit: number): Promise<number> {
  const matches: SQL[] = [];
  if (who.userId) matches.push(eq(orders.userId, who.userId));
  if (who.email) matches.push(eq(orders.email, who.email.toLowerCase()));
  if (who.mobile) matches.push(eq(orders.mobile, who.mobile));
  if (matches.length === 0) return 0;
  // Counted up to the limit only: the partial index on rto_at holds returned orders alone.
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(gt(orders.rtoAt, sql`now() - ${RTO_WINDOW}`), or(...matches)))
    .limit(limit);
  return rows.length;
}

/** Why cash on delivery is not offered for this order (the first that applies), or null when it is. */
export async function codRefusal(db: Db | Tx, limits: CodLimits, who: CodCandidate): Promise<string | null> {
  if (limits.codMaxAmountPaise !== null && who.amountPaise > limits.codMaxAmountPaise) {
    return codAboveMessage(limits.codMaxAmountPaise);
  }
  if (who.pincode && limits.codBlockedPincodes.includes(who.pincode)) return codMessages.notAtPincode;
  if (limits.codRtoLimit !== null) {
    const returned = limits.codRtoLimit === 0 ? 0 : await returnedOrders(db, who, limits.codRtoLimit);
    if (returned >= limits.codRtoLimit) return codMessages.notForAccount;
  }
  return null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * `add/order`'s step for cash on delivery, in the order's transaction before anything is written: 409
 * with the reason where the shop does not offer it; else when the shopper must confirm the order by
 * (`cod_confirm_hours` from now), or null when it is confirmed as placed (and for online payment).
 */
export async function codPlacement(
  tx: Tx,
  settings: CodLimits & Pick<ShopSettingsRow, 'codConfirmHours'>,
  body: AddOrderBody,
  caller: AuthUser | null,
  amountPaise: number,
): Promise<Date | null> {
  if (body.payment_method !== 'cod') return null;
  const refusal = await codRefusal(tx, settings, {
    amountPaise,
    pincode: body.user_zipcode,
    userId: caller?.id,
    email: body.user_email,
    mobile: body.user_mobile_no,
  });
  if (refusal) throw conflict(refusal);
  return settings.codConfirmHours === null ? null : new Date(Date.now() + settings.codConfirmHours * HOUR_MS);
}
