// Order calls: placing an order (guests and customers), the order history, line tracking and
// cancellation. Rules live in the services; see docs/decisions/0008-orders-stock-and-idempotency.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addOrderBody,
  addReturnAnswer,
  addReturnBody,
  addOrderHeaders,
  addOrderRequest,
  cancelOrderAnswer,
  cancelOrderBody,
  listOrderBody,
  messages,
  orderCodAnswer,
  orderListAnswer,
  orderPayAnswer,
  orderPaymentBody,
  orderQuoteAnswer,
  orderQuoteBody,
  orderQuoteRequest,
  orderTrackingAnswer,
  placeOrderAnswer,
  returnMessages,
  rupees,
  updateOrderTrackingBody,
} from '@prime/contract';
import type { ApiModule } from '../index.ts';
import { adminOnly } from '../../auth/admin-only.ts';
import { loggedIn, optionalUser, requireUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { unauthorized } from '../../http/errors.ts';
import { ok } from '../../http/validate.ts';
import { cancelOrder } from './cancel-order.ts';
import { codShopperRoutes, codStaffRoutes } from './cod-routes.ts';
import { orderKey, readIdempotencyKey } from './idempotency.ts';
import { listOrderLines } from './order-history.ts';
import { namedOrder } from './named-order.ts';
import { payAgain, switchToCod } from './order-payment.ts';
import { quoteOrder } from './order-quote.ts';
import { updateOrderTracking } from './order-tracking.ts';
import { assertPincodeInState } from '../../pincodes/address-check.ts';
import { placeOrder } from './place-order.ts';
import { requestReturn } from './returns-request.ts';
import { staffOrderRoutes } from './staff-routes.ts';

const tag = 'Orders';
const IDENTITY_FIELDS = ['u_id', 'userid', 'user_id'] as const;
const isPresent = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** Whether the request claims to come from an account: a user id, or a bearer token at all. */
function claimsAccount(request: FastifyRequest): boolean {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return (
    request.headers.authorization !== undefined ||
    isPresent(request.headers['user_id']) ||
    IDENTITY_FIELDS.some((field) => isPresent(body[field]))
  );
}

export const ordersModule: ApiModule = async (api, ctx) => {
  placingRoutes(api, ctx);
  customerOrderRoutes(api, ctx);
  cancelOrderRoute(api, ctx);
  paymentRoutes(api, ctx);
  returnRequestRoute(api, ctx);
  codShopperRoutes(api, ctx);
  await adminOnly(api, ctx, '/admin', (admin) => staffOrderRoutes(admin, ctx));
  // Cash on delivery's confirmation, failed deliveries and returns to the shop (decision 0031).
  await adminOnly(api, ctx, '/admin', (admin) => codStaffRoutes(admin, ctx));
};

/** Placing an order, and what placing it would charge. */
function placingRoutes(api: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(api, { tag, auth: 'optional' });
  post(
    '/add/order',
    {
      summary: 'Place an order (guest or customer)',
      description:
        'The server prices every line and applies the coupon; stock is taken in the same transaction ' +
        '(409 `Only N left of <product>.` when a line is short, and nothing is taken). `online` answers ' +
        'a `paymentLinkUrl`; a failed attempt leaves it payable (`order/pay`, `order/cod`) and an unpaid ' +
        'order is cancelled after 30 minutes. The ordered units leave a customer’s server cart once the ' +
        'order is confirmed (at once for `cod`, on payment for `online`), and a mail goes to `user_email`.',
      // An empty cart is answered before anything else, the login included.
      firstRefusals: [messages.cartEmpty],
      admit: async (request) => {
        const caller = await optionalUser(request, ctx);
        // A guest sends no identity; one that claims an account without a valid token must log in
        // again, rather than have the order silently placed as a guest's.
        if (!caller && claimsAccount(request)) throw unauthorized();
        return caller;
      },
      body: addOrderRequest,
      parse: addOrderBody,
      headers: addOrderHeaders,
      answer: placeOrderAnswer,
      errors: [404, 409, 503],
      // Listings show stock: this process's next read shows what the order took (decision 0003).
      shownOnStorefront: true,
    },
    async ({ body, caller, request, reply }) => {
      const { user_zipcode: pincode, user_state: state } = body;
      await assertPincodeInState(pincode, state, { pincode: 'user_zipcode', state: 'user_state' });
      const header = readIdempotencyKey(request.headers['idempotency-key']);
      const key = header ? orderKey(header, caller, body) : undefined;
      const answer = await placeOrder(ctx, caller, body, key, request.log);
      reply.status(answer.status);
      return answer.body;
    },
  );

  post(
    '/order/quote',
    {
      summary: 'What add/order would charge for a cart, without placing it',
      description:
        'Priced as `add/order` prices an order: each line with its problem (`This product is no longer ' +
        'available.`, `Not available yet.`, `Out of stock.`, `Only N left in stock.`; such a line counts for ' +
        'nothing), the coupon (`coupon_message` `Coupon applied!` or its refusal, then no discount), the ' +
        'delivery charge below the free-delivery threshold and the cash-on-delivery charge. `amount` is what ' +
        '`add/order` expects. A token’s account decides a first-order coupon, else `user_email`. A quote ' +
        'with a code counts against `check/coupon`’s 60 an hour per client address (429 past it).',
      body: orderQuoteRequest,
      parse: orderQuoteBody,
      answer: orderQuoteAnswer,
    },
    async ({ body, request }) =>
      ok({ data: await quoteOrder(ctx.db, await optionalUser(request, ctx), body, request.ip) }),
  );
}

/** A logged-in customer's orders: the history, moving or cancelling a line, cancelling an order. */
function customerOrderRoutes(api: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(api, { tag, ...loggedIn(ctx) });
  post(
    '/list/order',
    { summary: "The caller's order lines, newest first", body: listOrderBody, answer: orderListAnswer },
    async ({ caller }) => ok({ list: await listOrderLines(ctx.db, caller.id) }),
  );

  post(
    '/update/order-tracking',
    {
      summary: "Move an order line's delivery status",
      description:
        'An admin moves a line forward along the sequence (steps may be skipped; never out of `Cancelled`, ' +
        '`Delivered` only on to the return states: else 409 `Status can only move forward.`; the status it ' +
        'has already: 200, nothing changes); a line in `Payment pending` moves only by payment, `order/cod` ' +
        'or cancellation (409 `This order is waiting for payment.`). The line’s owner may set only ' +
        '`Cancelled`, and only before `Shipped` (409 after); anyone else: 403, or 404 for another customer’s line.',
      body: updateOrderTrackingBody,
      answer: orderTrackingAnswer,
      errors: [404, 409, 502],
      // A cancelled line gave its stock back: listings show it on this process's next read.
      shownOnStorefront: true,
    },
    async ({ caller, body, request }) => {
      const line = await updateOrderTracking(ctx, caller, body, request.log, (task) =>
        api.afterAnswer.run('order status mail', task),
      );
      return ok({ data: line }, messages.orderStatusUpdated);
    },
  );
}

/**
 * `cancel-order`: by the order's number with the token of its account (or an admin's), or by the token
 * of its link (a guest, `/orders/<access>`). The number without a login answers 401 before the body
 * is read, as every call of a logged-in shopper does.
 */
function cancelOrderRoute(api: FastifyInstance, ctx: AppContext): void {
  postedCalls(api, { tag, auth: 'optional' })(
    '/cancel-order',
    {
      summary: 'Cancel a whole order',
      description:
        '`{od_id, reason}` with the token of the order’s account (or an admin’s), or `{access, reason}` (the ' +
        'token of its link, without a login). While no line is `Shipped` or later (else 409 `Order can no ' +
        'longer be cancelled.`); the stock goes back, and a paid online order is refunded through its gateway.',
      admit: (request) => {
        const byLink = ((request.body ?? {}) as { access?: unknown }).access !== undefined;
        return byLink ? null : requireUser(request, ctx);
      },
      body: cancelOrderBody,
      answer: cancelOrderAnswer,
      errors: [404, 409, 502],
      shownOnStorefront: true,
    },
    async ({ body, caller, request }) => {
      const actor = caller ?? { access: body.access! };
      const { orderId, refundedPaise } = await cancelOrder(ctx, actor, body, request.log);
      return ok({ od_id: orderId, refunded: rupees(refundedPaise) }, messages.orderCancelled);
    },
  );
}

/** A shopper pays a waiting online order again, or switches it to cash on delivery. */
function paymentRoutes(api: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(api, { tag, auth: 'optional' });
  post(
    '/order/pay',
    {
      summary: 'The payment link of an online order still waiting for payment',
      description:
        '`{od_id}` with the token of the order’s account, or `{access}` (the token of its link). While the ' +
        'order is online, `pending` or `failed` (a failed attempt), not cancelled and within its 30 minutes; ' +
        'otherwise 409 `This order is no longer waiting for payment.`',
      body: orderPaymentBody,
      answer: orderPayAnswer,
      errors: [401, 404, 409, 503],
    },
    async ({ body, request }) => {
      const { orderId, paymentLinkUrl } = await payAgain(ctx, await namedOrder(ctx, request, body));
      return ok({ od_id: orderId, paymentLinkUrl }, messages.paymentLinkReady);
    },
  );
  post(
    '/order/cod',
    {
      summary: 'Pay a waiting online order on delivery instead',
      description:
        'Named as for `order/pay`, which also decides whether it still waits (else 409); its lines become ' +
        '`Order confirmed`, `od_payment_method` and `od_payment_status` `cod`, the shop’s cash-on-delivery ' +
        'charge is added, the ordered units leave the cart, and a mail confirms it. Answers the amount to pay on delivery.',
      body: orderPaymentBody,
      answer: orderCodAnswer,
      errors: [401, 404, 409, 503],
      shownOnStorefront: true,
    },
    async ({ body, request }) => {
      const { orderId, amountPaise } = await switchToCod(ctx, await namedOrder(ctx, request, body));
      return ok({ od_id: orderId, amount: rupees(amountPaise) }, messages.switchedToCod);
    },
  );
}

function returnRequestRoute(api: FastifyInstance, ctx: AppContext): void {
  postedCalls(api, { tag, auth: 'optional' })(
    '/add/return',
    {
      summary: 'Ask to return delivered items',
      description:
        '`{od_id, op_ids, reason}` with the token of the order’s account, or `{access, op_ids, reason}` (the ' +
        'token of its link). Within 7 days of each line’s `Delivered` the lines move to `Return requested` ' +
        'and the customer is mailed; before `Delivered`, later, or a line asked back before: 409 ' +
        '`These items can no longer be returned.` Staff then decide (`admin/return/decide`).',
      body: addReturnBody,
      answer: addReturnAnswer,
      errors: [401, 404, 409],
    },
    async ({ body, request }) => {
      const requested = await requestReturn(ctx, await namedOrder(ctx, request, body), body, request.log);
      return ok({ rq_id: requested.rq_id, data: requested }, returnMessages.returnRequested);
    },
  );
}
