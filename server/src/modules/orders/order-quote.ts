// `order/quote`: what `add/order` would charge for these lines, coupon and payment method, priced by
// the same function without writing or locking anything (order-pricing.ts), and whether it may be paid
// on delivery (cod-rules.ts).
import type { OrderQuote, OrderQuoteBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { COUPON_CHECKS, ordererOf } from '../../shop/coupons.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import { enforceLimit, refuseWhenOver } from '../../http/rate-limit.ts';
import { codRefusal } from './cod-rules.ts';
import { codAmountOf, priceCart, toOrderQuote } from './order-pricing.ts';

/**
 * A first-order coupon is judged for `ordererOf` the caller and `user_email`.
 * A quote with a code is under `check/coupon`'s limit for the client address (429 past it), so quotes
 * are no way around it to try codes or to learn whether an email has ordered. A code that applied and
 * tells nothing of anyone else is the coupon the shopper holds, priced again at every change of the
 * cart, not a guess (many shoppers share one address behind a mobile network's gateway): it is not
 * counted, only refused once the address is over the limit. Any other code is counted before its
 * answer leaves: one that did not apply, and a first-order coupon judged for an email a guest typed.
 */
export async function quoteOrder(
  db: Db,
  caller: AuthUser | null,
  body: OrderQuoteBody,
  clientAddress: string,
): Promise<OrderQuote> {
  const orderer = ordererOf(caller, body.user_email);
  const settings = await currentShopSettings(db);
  const cart = await priceCart(
    { db, inOrder: false },
    {
      items: body.product_details,
      couponCode: body.coupon_code,
      paymentMethod: body.payment_method,
      orderer,
    },
    settings,
  );
  // Whether this cart may be paid on delivery, whichever method the quote was asked for (decision 0031).
  const codReason = await codRefusal(db, settings, {
    amountPaise: codAmountOf(cart, settings),
    pincode: body.user_zipcode,
    userId: caller?.id,
    email: caller?.email ?? body.user_email,
    mobile: body.user_mobile_no,
  });
  if (body.coupon_code !== null) {
    const guestEmailJudged = cart.coupon.firstOrderOnly && orderer !== null && orderer.userId === null;
    const held = cart.coupon.code !== null && !guestEmailJudged;
    // A held code costs a read where counting it and taking it back cost two writes (decision 0035).
    await (held ? refuseWhenOver : enforceLimit)(db, COUPON_CHECKS(clientAddress));
  }
  return toOrderQuote(cart, body.coupon_code !== null, codReason);
}
