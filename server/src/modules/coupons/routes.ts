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
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import { optionalUser } from '../../auth/request-user.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { listCoupons, saveCoupon } from './coupon-admin.ts';
import { checkCoupon } from './coupon-check.ts';

export const couponsModule: ApiModule = async (api, ctx) => {
  postedCalls(api, { tag: 'Coupons', auth: 'optional' })(
    '/check/coupon',
    {
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
    },
    async ({ body, request }) => {
      const checked = await checkCoupon(ctx.db, await optionalUser(request, ctx), body, request.ip);
      return ok(
        { code: checked.code, discount: rupees(checked.discountPaise), amount: rupees(checked.amountPaise) },
        messages.couponApplied,
      );
    },
  );

  await adminOnly(api, ctx, '/admin/coupon', async (admin) => {
    const post = postedCalls(admin, { tag: 'Coupons', ...STAFF_CALLS });
    post(
      '/save',
      {
        summary: 'Create a coupon, or update the one with that code',
        description:
          'With `is_new` 1 a code that exists in any case answers 409 and changes nothing. ' +
          '`kind` percent takes a whole number 1–90, flat an amount in rupees; `max_uses` null for no limit; ' +
          'dates are ISO 8601 date-times (UTC when they name no zone), or null. While a coupon is off, not started or ended, the offer ' +
          'strip’s texts that name it are left out of `list/offer-banner`.',
        body: couponSaveRequest,
        parse: couponSaveBody,
        answer: couponSaveAnswer,
        errors: [409],
      },
      async ({ body, caller }) => {
        const coupon = await saveCoupon(ctx, caller, body);
        return ok({ code: coupon.code, data: coupon }, couponMessages.saved);
      },
    );
    post(
      '/list',
      {
        summary: 'Every coupon, with how many live orders used it',
        body: couponListBody,
        answer: couponListAnswer,
      },
      async () => ok({ list: await listCoupons(ctx.db) }),
    );
  });
};
