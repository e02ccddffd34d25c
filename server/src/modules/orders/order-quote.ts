// `order/quote`: what `add/order` would charge for these lines, coupon and payment method, priced by
// the same function without writing or locking anything (order-pricing.ts), and whether it may be paid
// on delivery (cod-rules.ts).
import type { OrderQuote, OrderQuoteBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Db } from '../../db/client.ts';
import { COUPON_CHECKS, ordererOf } from '../../shop/coupons.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import { enforceLimit, withdrawEvent } from '../../http/rate-limit.ts';
import { codRefusal } from './cod-rules.ts';
import { codAmountOf, priceCart, toOrderQuote } from './order-pricing.ts';

/**
 * A first-order coupon is judged for `ordererOf` the caller and `user_email`.
 * A quote with a code counts against `check/coupon`'s limit for the client address (429 past it), so
 * quotes are no way around it to try codes or to learn whether an email has ordered. A code that
 * applies the same for anyone is taken back off the count once it applied: it is the coupon the
 * shopper holds, priced again at every change of the cart, not a guess (many shoppers share one
 * address behind a mobile network's gateway).
 */
export async function quoteOrder(
  db: Db,
  caller: AuthUser | null,
  body: OrderQuoteBody,
  clientAddress: string,
): Promise<OrderQuote> {
  const countedAt = Date.now();
  if (body.coupon_code !== null) await enforceLimit(db, COUPON_CHECKS(clientAddress), countedAt);
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
  if (cart.coupon.code !== null && !cart.coupon.firstOrderOnly) {
    await withdrawEvent(db, COUPON_CHECKS(clientAddress), countedAt);
  }
  return toOrderQuote(cart, body.coupon_code !== null, codReason);
}
