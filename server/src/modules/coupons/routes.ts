// Coupon codes: checking one against a cart (anyone; a logged-in shopper's account decides a first
// order), and saving and listing them (admins). The rules are contract/src/coupons.ts; an order applies
// them again when it is placed (docs/decisions/0017-admin-audit-and-coupons.md).
import {
  checkCouponAnswer,
  checkCouponBody,
  couponListAnswer,
  couponListBody,
  couponMessages,
  couponSaveAnswer,
  couponSaveBody,
  couponSaveRequest,
  messages,
  rupees,
} from '@prime/contract';
import { adminOf, adminOnly } from '../../auth/admin-only.ts';
import { optionalUser } from '../../auth/request-user.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { listCoupons, saveCoupon } from './coupon-admin.ts';
import { checkCoupon } from './coupon-check.ts';

export const couponsModule: ApiModule = async (api, ctx) => {
  const check = describeCall({
    tag: 'Coupons',
    auth: 'optional',
    summary: 'Check a coupon code against the lines of a cart',
    description:
      'The lines are priced by the server. Refused: 400 with the first rule broken, in this order: ' +
      `"${messages.couponInvalid}", "${messages.couponNotActiveYet}", "${messages.couponExpired}", ` +
      `"${messages.couponLimitReached}", "${messages.couponFirstOrderOnly}", "Add ₹N more to use this coupon.". ` +
      'A logged-in shopper’s account decides a first order, else `user_email`; with neither it is not judged. ' +
      'At most 60 checks an hour from one client address (then 429 with `Retry-After`).',
    body: checkCouponBody,
    answer: checkCouponAnswer,
    errors: [404, 409, 429],
  });
  api.post('/check/coupon', check, async (request) => {
    const body = parseBody(checkCouponBody, request.body);
    const checked = await checkCoupon(ctx.db, await optionalUser(request, ctx), body, request.ip);
    return ok(
      { code: checked.code, discount: rupees(checked.discountPaise), amount: rupees(checked.amountPaise) },
      messages.couponApplied,
    );
  });

  await adminOnly(api, ctx, '/admin/coupon', async (admin) => {
    const save = describeCall({
      tag: 'Coupons',
      auth: 'token',
      summary: 'Create a coupon, or update the one with that code',
      description:
        'With `is_new` 1 a code that exists in any case answers 409 and changes nothing. ' +
        '`kind` percent takes a whole number 1–90, flat an amount in rupees; `max_uses` null for no limit; ' +
        'dates are ISO 8601 date-times (UTC when they name no zone), or null. While a coupon is off, not started or ended, the offer ' +
        'strip’s texts that name it are left out of `list/offer-banner`.',
      body: couponSaveRequest,
      answer: couponSaveAnswer,
      errors: [409],
    });
    admin.post('/save', save, async (request) => {
      const coupon = await saveCoupon(ctx, adminOf(request), parseBody(couponSaveBody, request.body));
      return ok({ code: coupon.code, data: coupon }, couponMessages.saved);
    });

    const list = describeCall({
      tag: 'Coupons',
      auth: 'token',
      summary: 'Every coupon, with how many live orders used it',
      body: couponListBody,
      answer: couponListAnswer,
    });
    admin.post('/list', list, async (request) => {
      parseBody(couponListBody, request.body);
      return ok({ list: await listCoupons(ctx.db) });
    });
  });
};
