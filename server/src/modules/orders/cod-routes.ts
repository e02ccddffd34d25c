// Cash on delivery's calls (decision 0031): the shopper's `order/confirm` and `order/delivery-choice`
// (by the order's link or the owner's token), and the console's confirmation by phone, failed
// deliveries, returns to the shop and their summary. The rules: cod-*.ts; why: docs/decisions/0031.
import type { FastifyInstance } from 'fastify';
import {
  adminOrderBody,
  codMessages,
  deliveryChoiceAnswer,
  deliveryChoiceBody,
  deliveryFailedAnswer,
  deliveryFailedBody,
  orderConfirmAnswer,
  orderConfirmBody,
  rtoReceivedAnswer,
  rtoReceivedBody,
  rtoStartedAnswer,
  rtoSummaryAnswer,
  rtoSummaryBody,
  type Order,
} from '@prime/contract';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import { withCustomerReturns, withStaffDetails } from '../../db/order-after-sale.ts';
import { loadOrder } from '../../db/order-shape.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { confirmByShopper, confirmByStaff } from './cod-confirm.ts';
import { chooseDelivery, recordFailedDelivery, returnToSeller } from './cod-delivery.ts';
import { receiveReturnedParcel } from './cod-rto-received.ts';
import { namedOrder } from './named-order.ts';
import { rtoSummary } from './rto-summary.ts';

/** `order/confirm` and `order/delivery-choice`: each answers the order as the shopper's page shows it. */
export function codShopperRoutes(api: FastifyInstance, ctx: AppContext): void {
  const shopperView = async (orderId: number) =>
    (await withCustomerReturns(ctx.db, [(await loadOrder(ctx.db, orderId))!]))[0]!;
  const post = postedCalls(api, { tag: 'Orders', auth: 'optional' });
  post(
    '/order/confirm',
    {
      summary: 'Confirm a cash-on-delivery order (CONFIRM ORDER)',
      description:
        '`{access}` (the token of the order’s link) or `{od_id}` with the owner’s token. The lines in ' +
        '`Awaiting confirmation` move to `Order confirmed` and the tax invoice is issued; confirming again ' +
        'changes nothing; a cancelled order: 409 `This order can no longer be confirmed.`',
      body: orderConfirmBody,
      answer: orderConfirmAnswer,
      errors: [401, 404, 409],
    },
    async ({ body, request }) => {
      const orderId = await confirmByShopper(ctx, await namedOrder(ctx, request, body), request.log);
      return ok({ data: await shopperView(orderId) }, codMessages.confirmed);
    },
  );
  post(
    '/order/delivery-choice',
    {
      summary: 'What to do after a failed delivery: reattempt on a date, or cancel',
      description:
        '`{access, choice, date?, phone?, landmark?}` (or `od_id` with the owner’s token) while a line is ' +
        '`Delivery failed` (else 409). `reattempt` needs a `date` from today to 7 days ahead, India time ' +
        '(400 on `date`), and may add a new 10-digit phone or a landmark; `cancel` asks for the parcel to come ' +
        'back. Staff see the choice on the order; it is audited as `order.delivery_choice`.',
      body: deliveryChoiceBody,
      answer: deliveryChoiceAnswer,
      errors: [401, 404, 409],
    },
    async ({ body, request }) => {
      const orderId = await chooseDelivery(ctx, await namedOrder(ctx, request, body), body);
      return ok({ data: await shopperView(orderId) }, codMessages.choiceSaved);
    },
  );
}

/** The console's calls, under /prime/admin/ (admins only): each answers the order as the console shows it. */
export async function codStaffRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const staffView = async (order: Order) => (await withStaffDetails(ctx.db, [order]))[0]!;
  const post = postedCalls(admin, { tag: 'Admin: orders', ...STAFF_CALLS });
  post(
    '/order/confirm',
    {
      summary: 'Confirm a cash-on-delivery order taken by phone',
      description:
        'As `order/confirm`, by staff who reached the shopper: lines `Order confirmed`, invoice issued, one ' +
        'mail. Confirming again changes nothing; a cancelled order: 409. Audited as `order.confirm`.',
      body: adminOrderBody,
      answer: orderConfirmAnswer,
      errors: [404, 409],
    },
    async ({ body, caller, request }) =>
      ok(
        { data: await staffView(await confirmByStaff(ctx, caller, body.od_id, request.log)) },
        codMessages.confirmed,
      ),
  );
  post(
    '/order/delivery-failed',
    {
      summary: 'The courier could not deliver: record the failed attempt',
      description:
        'The order’s `Shipped` and `Out for Delivery` lines move to `Delivery failed` (none: 409) and an ' +
        'attempt is counted (`od_delivery_attempts`) with its `reason`: `Customer not available`, `Address ' +
        'incomplete`, `Customer refused`, `Phone unreachable` or `Other`. The shopper is mailed a link to ' +
        'choose a reattempt or cancel. Audited as `order.delivery_failed`.',
      body: deliveryFailedBody,
      answer: deliveryFailedAnswer,
      errors: [404, 409],
    },
    async ({ body, caller, request }) =>
      ok(
        { data: await staffView(await recordFailedDelivery(ctx, caller, body, request.log)) },
        codMessages.deliveryFailedRecorded,
      ),
  );
  codReturnRoutes(post, ctx);
}

function codReturnRoutes(post: ReturnType<typeof postedCalls<AuthUser>>, ctx: AppContext): void {
  const staffView = async (order: Order) => (await withStaffDetails(ctx.db, [order]))[0]!;
  post(
    '/order/rto',
    {
      summary: 'Have a parcel whose delivery failed brought back (return to origin)',
      description:
        'The order’s `Delivery failed` lines move to `Returning to seller` (none: 409); one mail. Audited as `order.rto`.',
      body: adminOrderBody,
      answer: rtoStartedAnswer,
      errors: [404, 409],
    },
    async ({ body, caller, request }) =>
      ok(
        { data: await staffView(await returnToSeller(ctx, caller, body.od_id, request.log)) },
        codMessages.rtoStarted,
      ),
  );
  post(
    '/order/rto-received',
    {
      summary: 'The returned parcel is back with the shop',
      description:
        'The order’s `Returning to seller` lines become `Returned to seller` (none: 409); with `restock` 1 their ' +
        'units go back into stock. A paid online order is refunded through its gateway (502 and nothing ' +
        'changed when it refuses); an invoiced order gets a credit note. When nothing of the order is left ' +
        'bought it ends, the charges refunded too. One mail; audited as `order.rto_received`.',
      body: rtoReceivedBody,
      answer: rtoReceivedAnswer,
      errors: [404, 409, 502],
      shownOnStorefront: true,
    },
    async ({ body, caller, request }) =>
      ok(
        { data: await staffView(await receiveReturnedParcel(ctx, caller, body, request.log)) },
        codMessages.rtoReceived,
      ),
  );
  post(
    '/rto/summary',
    {
      tag: 'Admin',
      summary: 'Parcels returned to the shop undelivered, over the orders shipped in the last `days` days',
      description:
        '`days` 1–365. `rate` is returned ÷ shipped (0 to 1); `by_pincode` (most returned first, 100 at most) ' +
        'and `by_payment` split the same counts. An order counts as returned from `admin/order/rto` on.',
      body: rtoSummaryBody,
      answer: rtoSummaryAnswer,
    },
    async ({ body }) => ok({ data: await rtoSummary(ctx.db, body.days) }),
  );
}
