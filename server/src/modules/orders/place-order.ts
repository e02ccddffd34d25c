// `add/order`: what happens when an order is placed, in one place. The steps inside the transaction
// either all happen or none does; the gateway and the mail come after the commit, so a slow gateway
// or mail server never holds a lock (docs/decisions/0008-orders-stock-and-idempotency.md).
import { randomBytes } from 'node:crypto';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AWAITING_CONFIRMATION,
  PAYMENT_PENDING,
  PAYMENT_WINDOW_MINUTES,
  MAX_ID,
  messages,
  sellableFrom,
  type AddOrderBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Tx } from '../../db/client.ts';
import { takeOrderedFromCart } from '../../shop/order-cart.ts';
import { takeOrderStock } from '../../shop/order-stock.ts';
import { bumpStockRevision } from '../../db/site-revision.ts';
import { runTransaction } from '../../db/transaction.ts';
import { keptForTransactions, placeholderValues, placeholders } from '../../db/kept-statements.ts';
import { orderLines, orders, payments } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { issueInvoiceOf, newDocumentToken, type InvoiceLine } from '../../gst/issue.ts';
import { holdOrderMail, sendHeldMails, sendOrderMail } from '../../mail/send-order-mail.ts';
import type { OrderForMail } from '../../mail/order-mails.ts';
import type { KeptMail } from '../../mail/outbox.ts';
import { queueOrderAlerts } from '../../mail/staff-alerts.ts';
import { settlePayment } from '../../payments/settle-payment.ts';
import {
  awaitAnswer,
  claimKey,
  orderRecording,
  recordOrder,
  releaseKey,
  type OrderKey,
  type StoredAnswer,
} from './idempotency.ts';
import { codPlacement, refuseReturned, returnedOrdersCount, type CodPlacement } from './cod-rules.ts';
import { askPaymentLink, paymentLinkOf } from './order-payment.ts';
import { currentShopSettings, type ShopSettingsRow } from '../../db/shop-settings.ts';
import { readContentRevision } from '../../db/site-revision.ts';
import type { ProductRow } from '../../shop/pack-size-choice.ts';
import { priceCart, type PricedCart } from './order-pricing.ts';
import {
  keptProducts,
  checkLockedPrices,
  orderLinesOf,
  refuseUnbuyable,
  type PricedLine,
} from './price-lines.ts';

interface PendingPayment {
  reference: string;
  expiresAt: Date;
}

/** What the order's transaction starts from, read before it (see `placeOrder`). */
interface KnownBefore {
  settings: ShopSettingsRow;
  products: ReadonlyMap<number, ProductRow>;
}

interface OrderRequest {
  caller: AuthUser | null;
  body: AddOrderBody;
  key: OrderKey | undefined;
  known: KnownBefore;
}

interface Placed {
  orderId: number;
  cart: PricedCart;
  lines: PricedLine[];
  amountPaise: number;
  payment: PendingPayment | null;
  /**
   * Mails kept with the order for this process to send: a cash-on-delivery order's own (an online
   * order's waits for the gateway's link), and the staff's alerts.
   */
  mails: KeptMail[];
}

const answerOf = (orderId: number, paymentLinkUrl: string | null): StoredAnswer => ({
  status: 200,
  body: { result: true, message: messages.orderPlaced, order_id: orderId, paymentLinkUrl },
});

/**
 * Places the order of `caller` (null for a guest) and answers what `add/order` answers. With an
 * idempotency key, a request already placed under it is answered as it was the first time.
 */
export async function placeOrder(
  ctx: AppContext,
  caller: AuthUser | null,
  body: AddOrderBody,
  key: OrderKey | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<StoredAnswer> {
  // Read before the transaction, as kept while nothing but stock changed: what the order's own
  // statements need not read again. Prices and stock are read and checked in the transaction.
  // Both kept for the content revision, read once for the two.
  const revision = await readContentRevision(ctx.db);
  const [settings, products] = await Promise.all([
    currentShopSettings(ctx.db, revision),
    keptProducts(
      ctx.db,
      body.product_details.map((item) => item.product_id),
      revision,
    ),
  ]);
  const known: KnownBefore = { settings, products };
  // Run again whole if PostgreSQL breaks it as a deadlock: the key's claim is undone with the rest, so
  // a keyed order is still placed once.
  const placed = await runTransaction(ctx.db, (tx) =>
    writePlacedOrder(tx, ctx, { caller, body, key, known }),
  );

  if (placed === 'claimed') {
    const replayed = await answerOfClaim(ctx, key!);
    return replayed ?? placeOrder(ctx, caller, body, key, log);
  }

  sendHeldMails(ctx.db, placed.mails);
  if (!placed.payment) return answerOf(placed.orderId, null);
  const paymentLinkUrl = await startPayment(ctx, body, placed, key, log);
  const answer = answerOf(placed.orderId, paymentLinkUrl);
  if (key) await recordOrder(ctx.db, key.key, placed.orderId, answer);
  await sendPaymentMail(ctx, placed.orderId, paymentLinkUrl, log);
  return answer;
}

/**
 * The order's transaction: claims the key (`claimed` when another request holds it), prices the cart
 * afresh, writes the order, takes its stock and, for cash on delivery, issues its invoice.
 */
async function writePlacedOrder(
  tx: Tx,
  ctx: AppContext,
  { caller, body, key, known }: OrderRequest,
): Promise<Placed | 'claimed'> {
  if (key && !(await claimKey(tx, key))) return 'claimed';
  const { settings } = known;
  // Priced as order/quote prices it, pack sizes read afresh, with the coupon's row locked until the commit.
  const cart = await priceCart(
    { db: tx, inOrder: true, products: known.products },
    {
      items: body.product_details,
      couponCode: body.coupon_code,
      paymentMethod: body.payment_method,
      // A customer's first order is judged by the account (its orders and its email), a guest's by the order's email.
      orderer: { userId: caller?.id ?? null, email: caller?.email ?? body.user_email },
    },
    settings,
  );
  refuseUnbuyable(cart.priced);
  if (cart.coupon.refusal) throw conflict(cart.coupon.refusal);
  const amountPaise = checkAmount(body, cart);
  assertStorable(amountPaise);
  // Cash on delivery where the shop offers it (else 409, nothing kept), confirmed now or by the shopper.
  const cod = codPlacement(settings, body, caller, amountPaise);
  const confirmed = body.payment_method === 'cod' && cod.confirmBy === null;
  const lines = orderLinesOf(cart.priced);
  const written = await writeOrder(tx, { caller, body, cart, lines, cod, settings });
  const orderId = written.order.id;
  const payment =
    body.payment_method === 'online' ? await writePendingPayment(tx, ctx, orderId, amountPaise) : null;
  // A cash-on-delivery answer is complete now, and is stored with the order it describes; so is its
  // mail, from the rows just written (nothing to read again, one commit for both), in one statement.
  const recording = key
    ? orderRecording(tx, key.key, orderId, payment ? undefined : answerOf(orderId, null))
    : undefined;
  // A cash-on-delivery order is confirmed now. Its mail links to the invoice issued at the end (its
  // address is known before its number), when the seller issues invoices.
  const invoiceToken = confirmed && ctx.config.seller.issuesInvoices ? newDocumentToken() : null;
  // An online order's mail waits for its payment link: its key is recorded on its own.
  if (payment) await recording;
  const mail = payment
    ? null
    : await holdOrderMail(
        tx,
        ctx.db,
        { ...written, order: { ...written.order, invoiceToken } },
        confirmed ? 'placed' : 'awaiting-confirmation',
        {},
        recording ? [recording] : [],
      );
  const { packsLeft, lotsOf } = await takeStock(tx, { caller, body, cart, lines, written, settings });
  // Staff hear of a confirmed order and of low stock (nothing to do without a staff address).
  const alerts = settings.staffEmail
    ? await queueOrderAlerts(tx, {
        written,
        confirmed,
        packsLeft,
        settings,
        publicUrl: ctx.config.publicUrl,
      })
    : [];
  // A cash-on-delivery order is confirmed as it is placed: its tax invoice, last, so the invoice
  // number's lock is held only to the commit (docs/decisions/0023-gst-invoices.md).
  if (invoiceToken) {
    await issueInvoiceOf(
      tx,
      written.order,
      written.invoiceLines.map((line) => ({ ...line, lots: lotsOf.get(line.opId) ?? [] })),
      ctx.config.seller,
      new Date(),
      invoiceToken,
    );
  }
  return { orderId, cart, lines, amountPaise, payment, mails: mail ? [mail, ...alerts] : alerts };
}

/**
 * Last, the locks all orders of a pack size queue on, held only for the stock and the commit, each
 * taken by the statement that takes its units from the sellable lots (the earliest expiry first; each
 * line records its batches): the prices the order was written with are checked under them. A
 * cash-on-delivery order of a signed-in shopper then takes its lines from the cart (an online order
 * leaves the cart as it is until it is paid: payments/settle-payment.ts).
 */
async function takeStock(
  tx: Tx,
  order: Pick<OrderToWrite, 'caller' | 'body' | 'cart' | 'lines' | 'settings'> & {
    written: { lines: { id: number }[] };
  },
) {
  const { caller, body, cart, lines, written, settings } = order;
  const takesCart = caller !== null && body.payment_method === 'cod';
  const taken = await takeOrderStock(
    tx,
    lines.map((line, index) => ({
      packSizeId: line.packSizeId!,
      quantity: line.quantity,
      productName: line.productName,
      lineId: written.lines[index]!.id,
    })),
    sellableFrom(settings.minShelfLifeDays),
    !takesCart,
  );
  checkLockedPrices(cart.priced, taken.locked);
  // The cart's lines after the pack sizes and before the site revision, as an admin's save takes
  // them (it deletes the lines of a pack size it removes): no lock cycle between the two.
  if (takesCart) {
    await takeOrderedFromCart(tx, caller.id, lines);
    await bumpStockRevision(tx);
  }
  return taken;
}

/** The answer of the request that claimed the key first, once it has one (undefined: the key was freed). */
const answerOfClaim = (ctx: AppContext, key: OrderKey) =>
  awaitAnswer(ctx.db, key, (orderId) => paymentAnswer(ctx, orderId), ctx.config.orderRetryWaitMs);

/**
 * The client's amount must be what the order costs now: the shopper agreed to pay that, not more or
 * less. Nothing to pay (a coupon worth the whole cart, as `check/coupon` says) is an order too, but
 * not one to pay online; an amount of 0 for an order that costs something is the checkout's refusal.
 */
function checkAmount(body: AddOrderBody, cart: PricedCart): number {
  const amountPaise = cart.amountPaise;
  if (body.amount === 0 && amountPaise > 0) throw refusedField('amount', messages.orderAmountZero);
  if (body.amount !== amountPaise) throw conflict(messages.pricesChanged);
  if (amountPaise === 0 && body.payment_method === 'online') {
    throw refusedField('payment_method', messages.nothingToPayOnline);
  }
  return amountPaise;
}

const refusedField = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Past the integer range an amount cannot be stored; reached only once the stock for it was seen. */
function assertStorable(amountPaise: number): void {
  if (amountPaise > MAX_ID) {
    throw badRequest(messages.orderTooLarge, [{ field: 'amount', message: messages.orderTooLarge }]);
  }
}

/** The order's columns `writeOrder` writes; the rest take their defaults. */
const ORDER_FIELDS = [
  'userId',
  'amountPaise',
  'discountPaise',
  'couponCode',
  'deliveryChargePaise',
  'codChargePaise',
  'paymentMethod',
  'paymentStatus',
  'name',
  'email',
  'mobile',
  'address',
  'city',
  'district',
  'state',
  'landmark',
  'pincode',
  'confirmBy',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderField = (typeof ORDER_FIELDS)[number];

/** Whose returned parcels the insert counts (`returnedOrdersCount`): its placeholders' names end so. */
const RETURNED_COUNT_SUFFIX = '_returned';
const RETURNED_COUNT = placeholders(['userId', 'email', 'mobile', 'limit'], RETURNED_COUNT_SUFFIX);

/**
 * The order's insert, answering its row and, when `counted`, the count of the shopper's returned
 * parcels (a cash-on-delivery order where the shop limits them), kept built (decision 0045).
 */
const insertOrder = keptForTransactions((tx: Tx, counted: boolean) =>
  tx
    .insert(orders)
    .values(placeholders(ORDER_FIELDS))
    .returning({
      ...getTableColumns(orders),
      returned: counted ? returnedOrdersCount(RETURNED_COUNT) : sql<null>`null`,
    })
    .prepare(counted ? 'insert_order_counting_returns' : 'insert_order'),
);

/** The order line's columns `writeOrder` writes. */
const LINE_FIELDS = [
  'orderId',
  'productId',
  'packSizeId',
  'productName',
  'productImage',
  'grams',
  'unit',
  'quantity',
  'unitPricePaise',
  'unitMrpPaise',
  'deliveryStatus',
] as const satisfies readonly (keyof typeof orderLines.$inferInsert)[];
type LineField = (typeof LINE_FIELDS)[number];

/** The insert of an order's `count` lines, each line's values named `<field>_<index>`, kept built. */
const insertOrderLines = keptForTransactions((tx: Tx, count: number) =>
  tx
    .insert(orderLines)
    .values(Array.from({ length: count }, (_, index) => placeholders(LINE_FIELDS, `_${index}`)))
    .returning()
    .prepare(`insert_order_lines_${count}`),
);

/** What `writeOrder` writes from. */
interface OrderToWrite {
  caller: AuthUser | null;
  body: AddOrderBody;
  cart: PricedCart;
  lines: PricedLine[];
  /** Cash on delivery's confirmation and the count of past returns its order answers (cod-rules.ts). */
  cod: CodPlacement;
  settings: ShopSettingsRow;
}

/**
 * Writes the order and its lines; answers the rows written. A cash-on-delivery order's insert also
 * counts the shopper's returned parcels: 409 before its lines when they stop cash on delivery (the
 * transaction then keeps nothing).
 */
async function writeOrder(
  tx: Tx,
  { caller, body, cart, lines, cod, settings }: OrderToWrite,
): Promise<OrderForMail & { invoiceLines: InvoiceLine[] }> {
  const online = body.payment_method === 'online';
  const firstStatus = online ? PAYMENT_PENDING : cod.confirmBy ? AWAITING_CONFIRMATION : 'Order confirmed';
  const orderValues = {
    userId: caller?.id ?? null,
    amountPaise: cart.amountPaise,
    discountPaise: cart.coupon.discountPaise,
    couponCode: cart.coupon.code,
    deliveryChargePaise: cart.deliveryChargePaise,
    codChargePaise: cart.codChargePaise,
    paymentMethod: body.payment_method,
    paymentStatus: online ? 'pending' : 'cod',
    name: body.user_name,
    email: body.user_email,
    mobile: body.user_mobile_no,
    address: body.user_address,
    city: body.user_city,
    district: body.user_district,
    state: body.user_state,
    landmark: body.landmark,
    pincode: body.user_zipcode,
    confirmBy: cod.confirmBy,
  } satisfies Record<OrderField, unknown>;
  const counted = cod.returnedCount;
  const [inserted] = await insertOrder(tx, counted !== null).execute({
    ...orderValues,
    ...(counted ? placeholderValues({ ...counted }, RETURNED_COUNT_SUFFIX) : {}),
  });
  const { returned, ...order } = inserted!;
  refuseReturned(settings, returned);
  const written = await insertOrderLines(tx, lines.length).execute(
    Object.assign(
      {},
      ...lines.map((line, index) =>
        placeholderValues(
          {
            orderId: order.id,
            productId: line.productId,
            packSizeId: line.packSizeId,
            productName: line.productName,
            productImage: line.productImage,
            grams: line.grams,
            unit: line.unit,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
            unitMrpPaise: line.unitMrpPaise,
            deliveryStatus: firstStatus,
          } satisfies Record<LineField, unknown>,
          `_${index}`,
        ),
      ),
    ),
  );
  // The lines come back in the order they were written: each with what its invoice row needs.
  const invoiceLines: InvoiceLine[] = lines.map((line, index) => ({
    opId: written[index]!.id,
    productName: line.productName,
    grams: line.grams,
    unit: line.unit,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    hsn: line.hsn,
    rate: line.gstRate,
    // Known once the stock is taken (takeOrderStock).
    lots: [],
  }));
  return { order, lines: written, invoiceLines };
}

/** The payment the gateway will confirm: our unguessable reference, due in 30 minutes. */
async function writePendingPayment(
  tx: Tx,
  ctx: AppContext,
  orderId: number,
  amountPaise: number,
): Promise<PendingPayment> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId,
      gateway: ctx.payments.name,
      reference: randomBytes(24).toString('base64url'),
      amountPaise,
      status: 'pending',
      expiresAt: sql`now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES})`,
    })
    .returning({ reference: payments.reference, expiresAt: payments.expiresAt });
  return payment!;
}

/**
 * Asks the gateway for the payment link. When it cannot give one, the order is undone at once (its
 * payment failed, its stock back, its key free for a retry) rather than holding stock for 30 minutes.
 */
async function startPayment(
  ctx: AppContext,
  body: AddOrderBody,
  placed: Placed,
  key: OrderKey | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<string> {
  const payment = placed.payment!;
  try {
    const order = {
      id: placed.orderId,
      name: body.user_name,
      email: body.user_email,
      mobile: body.user_mobile_no,
    };
    return await askPaymentLink(ctx, order, { ...payment, amountPaise: placed.amountPaise });
  } catch (error) {
    log.error({ err: error, orderId: placed.orderId }, 'payment link failed: order cancelled');
    await settlePayment(ctx.db, ctx.payments, payment.reference, { kind: 'unavailable' }, { log });
    if (key) await releaseKey(ctx.db, key.key);
    throw new AppError(503, messages.paymentUnavailable);
  }
}

/**
 * The answer of an online order whose first request died before answering: its link, asked for again
 * with the same reference (the gateways answer the link they made before).
 */
async function paymentAnswer(ctx: AppContext, orderId: number): Promise<StoredAnswer> {
  const [row] = await ctx.db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(asc(payments.id))
    .limit(1);
  if (!row) return answerOf(orderId, null);
  return answerOf(orderId, await paymentLinkOf(ctx, row.order, row.payment));
}

/**
 * An online order's first mail, waiting for its payment with the pay link, kept in the outbox before
 * the answer: a slow or failing mail server never delays the answer, and never loses it.
 */
async function sendPaymentMail(
  ctx: AppContext,
  orderId: number,
  paymentLinkUrl: string,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const paymentUrl = paymentLinkUrl.startsWith('/')
    ? `${ctx.config.publicUrl}${paymentLinkUrl}`
    : paymentLinkUrl;
  await sendOrderMail(ctx.db, orderId, 'awaiting-payment', { paymentUrl }, log);
}
