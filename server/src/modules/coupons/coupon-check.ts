// `check/coupon`: whether a code applies to the lines a shopper holds, and what it takes off. The
// lines are priced from the database as `add/order` prices them; nothing is locked or counted here
// (the order judges the coupon again when it is placed).
import type { CheckCouponBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { COUPON_CHECKS, judgeCoupon, ordererOf } from '../../shop/coupons.ts';
import { chooseOrderPacks } from '../../shop/pack-size-choice.ts';
import { badRequest } from '../../http/errors.ts';
import { enforceLimit } from '../../http/rate-limit.ts';

export interface CheckedCoupon {
  code: string;
  discountPaise: number;
  /** The total after the discount. */
  amountPaise: number;
}

/** The lines' total at the shop's selling prices, with add/order's refusals for lines it cannot sell. */
async function subtotalOf(db: Db, body: CheckCouponBody): Promise<number> {
  const chosen = await chooseOrderPacks(db, body.product_details);
  return chosen.reduce(
    (total, { pack }, index) => total + pack.pricePaise * body.product_details[index]!.quantity,
    0,
  );
}

/**
 * 400 with the first rule the coupon breaks (the first-order rule judged for `ordererOf` the caller
 * and `user_email`). 429 past the address's limit (COUPON_CHECKS, shared with order/quote).
 */
export async function checkCoupon(
  db: Db,
  caller: AuthUser | null,
  body: CheckCouponBody,
  clientAddress: string,
): Promise<CheckedCoupon> {
  await enforceLimit(db, COUPON_CHECKS(clientAddress));
  const totalPaise = await subtotalOf(db, body);
  const orderer = ordererOf(caller, body.user_email);
  const judged = await judgeCoupon(db, { code: body.code, totalPaise, orderer, lock: false });
  if (!judged.applies) throw badRequest(judged.message, [{ field: 'code', message: judged.message }]);
  return {
    code: judged.code,
    discountPaise: judged.discountPaise,
    amountPaise: totalPaise - judged.discountPaise,
  };
}
