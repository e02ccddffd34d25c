// Bodies of the order calls (add/order, list/order, update/order-tracking, cancel-order; their answers:
// call-shapes.ts), the order line statuses and who may move them. The checkout form runs
// `orderContactProblems` and `addOrderBody` too, so the browser and the server refuse the same orders with
// the same words.
import { z } from 'zod';
import type { FieldError } from './answer-fields.ts';
import {
  AWAITING_CONFIRMATION,
  CANCELLED,
  DELIVERY_FAILED,
  DELIVERY_STATUSES,
  PAYMENT_PENDING,
  RETURNED_TO_SELLER,
  RETURNING_TO_SELLER,
  type DeliveryStatus,
} from './constants.ts';
import { codMessages } from './cod-messages.ts';
import { messages } from './messages.ts';
import { quantityField } from './cart.ts';
import { idField, packetSizeField, trimmedText } from './rules.ts';
import { mobileError, nationalMobile } from './field-rules.ts';
import { indianStateOf } from './gst.ts';
import { isEmail, isPincode } from './text-checks.ts';

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a delivered line may still go, in their order. */
export const RETURN_STATUSES = ['Return requested', 'Returned'] as const;
/**
 * Every status an order line can have: the payment wait, the confirmation of cash on delivery, the
 * delivery sequence with a failed delivery and its way back to the shop (decision 0031), a return's.
 */
export const ORDER_LINE_STATUSES: readonly DeliveryStatus[] = [
  PAYMENT_PENDING,
  AWAITING_CONFIRMATION,
  'Order confirmed',
  'Packing',
  'Shipped',
  'Out for Delivery',
  DELIVERY_FAILED,
  RETURNING_TO_SELLER,
  RETURNED_TO_SELLER,
  'Delivered',
  CANCELLED,
  ...RETURN_STATUSES,
];
/** The statuses a line may still be cancelled from: before `Shipped`. */
export const CANCELLABLE_STATUSES: readonly DeliveryStatus[] = [
  PAYMENT_PENDING,
  AWAITING_CONFIRMATION,
  'Order confirmed',
  'Packing',
];
export const isCancellable = (status: string) => (CANCELLABLE_STATUSES as readonly string[]).includes(status);

/** The sequence a line moves along, forward only; steps may be skipped. */
const STATUS_SEQUENCE: readonly string[] = [
  PAYMENT_PENDING,
  ...DELIVERY_STATUSES.filter((s) => s !== CANCELLED),
];
/**
 * Where a parcel with the courier may go besides the sequence (decision 0031): from `Shipped` or `Out for
 * Delivery` to `Delivery failed`; from there out again (a reattempt, or delivered after all) or back to
 * the shop; once on its way back, only back. Each move of this path other than a reattempt has its
 * own call (admin/order/delivery-failed, admin/order/rto, admin/order/rto-received).
 */
const FAILED_DELIVERY_MOVES: Readonly<Record<string, readonly string[]>> = {
  Shipped: ['Out for Delivery', 'Delivered', DELIVERY_FAILED],
  'Out for Delivery': ['Delivered', DELIVERY_FAILED],
  [DELIVERY_FAILED]: ['Out for Delivery', 'Delivered', RETURNING_TO_SELLER],
  [RETURNING_TO_SELLER]: [RETURNED_TO_SELLER],
};

/** Delivered, or on its way back: such a line is no longer cancelled, only returned. */
export const isDeliveredOrLater = (status: string) =>
  status === 'Delivered' || (RETURN_STATUSES as readonly string[]).includes(status);

/**
 * Why a line may not move from `from` to `to`, or undefined when it may (a move to the status it
 * has already changes nothing and is allowed). Forward only along the sequence, steps may be
 * skipped; never out of `Cancelled`; `Delivered` only on to the return states; a line waiting for its
 * payment moves only by the payment, a switch to cash on delivery or a cancellation. Cancelling has
 * rules of its own (`isCancellable`) and is not judged here.
 */
export function statusMoveRefusal(from: string, to: string): string | undefined {
  if (from === to) return undefined;
  if (from === PAYMENT_PENDING) return messages.orderWaitingForPayment;
  // Confirmed only as a whole order, by the shopper or staff (order/confirm, admin/order/confirm).
  if (from === AWAITING_CONFIRMATION) return codMessages.awaitingConfirmation;
  const failed = FAILED_DELIVERY_MOVES[from];
  if (failed) return failed.includes(to) ? undefined : messages.statusForwardOnly;
  if (from === RETURNED_TO_SELLER) return messages.statusForwardOnly;
  const returns: readonly string[] = RETURN_STATUSES;
  if (isDeliveredOrLater(from)) {
    return returns.indexOf(to) > returns.indexOf(from) ? undefined : messages.statusForwardOnly;
  }
  const next = STATUS_SEQUENCE.indexOf(to);
  return next > STATUS_SEQUENCE.indexOf(from) && from !== CANCELLED ? undefined : messages.statusForwardOnly;
}

/** How long an online order waits for its payment before it is cancelled and its stock given back. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** The most lines one order may hold: more is no shopper's cart. */
export const MAX_ORDER_LINES = 100;
/** The longest Idempotency-Key header the store keeps. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_ADDRESS = 500;
const MAX_PLACE = 100;
const MAX_COUPON = 50;

/** The contact and address fields of an order, as `add/order` names them. */
export interface OrderContact {
  user_name: string;
  user_email: string;
  user_mobile_no: string;
  user_address: string;
  user_city: string;
  user_state: string;
  user_district: string;
  landmark: string;
  user_zipcode: string;
}

type ContactRule = readonly [field: keyof OrderContact, broken: (value: string) => boolean, message: string];
const tooLong = (max: number) => (value: string) => value.length > max;

// The checkout rules in the order the shopper reads them: name, email, phone, the four address
// fields (street, city, state, pincode), then the pincode's shape. District and landmark are optional.
const contactRules: readonly ContactRule[] = [
  ['user_name', (value) => value === '', messages.enterName],
  ['user_name', tooLong(MAX_NAME), messages.fieldTooLong],
  ['user_email', (value) => !isEmail(value), messages.enterValidEmail],
  ['user_email', tooLong(MAX_EMAIL), messages.fieldTooLong],
  ['user_mobile_no', (value) => mobileError(value) !== undefined, messages.enterValidPhone],
  ['user_address', (value) => value === '', messages.fillAddressFields],
  ['user_city', (value) => value === '', messages.fillAddressFields],
  ['user_state', (value) => value === '', messages.fillAddressFields],
  ['user_zipcode', (value) => value === '', messages.fillAddressFields],
  ['user_zipcode', (value) => value !== '' && !isPincode(value), messages.enterValidPincode],
  // The place of supply of the tax invoice: one of India's states, as listed (gst.ts).
  ['user_state', (value) => value !== '' && !indianStateOf(value), messages.chooseState],
  ['user_address', tooLong(MAX_ADDRESS), messages.fieldTooLong],
  ['user_city', tooLong(MAX_PLACE), messages.fieldTooLong],
  ['user_state', tooLong(MAX_PLACE), messages.fieldTooLong],
  ['user_district', tooLong(MAX_PLACE), messages.fieldTooLong],
  ['landmark', tooLong(MAX_ADDRESS), messages.fieldTooLong],
];

/**
 * Every broken contact rule, one per field, in the checkout's order (the first is the message to
 * show). Values are compared trimmed; the pincode must be digits only, the phone an Indian mobile
 * however it is written (field-rules.ts).
 */
export function orderContactProblems(contact: OrderContact): FieldError[] {
  const problems: FieldError[] = [];
  for (const [field, broken, message] of contactRules) {
    if (problems.some((problem) => problem.field === field)) continue;
    if (broken(contact[field].trim())) problems.push({ field, message });
  }
  return problems;
}

/** Typed text as sent (numbers, as clients keep phones and pincodes, become their digits), trimmed. */
const contactText = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '',
  );

/**
 * Rupees with at most 2 decimals, zero or more; a digit string is read as its number. Zero is what an
 * order costs whose coupon takes its whole total (contract/src/coupons.ts): the server refuses it for
 * any other order with `orderAmountZero`, as a negative amount is refused here.
 */
const amountField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const amount =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
          ? Number(value)
          : NaN;
    if (!Number.isFinite(amount) || amount < 0) {
      ctx.addIssue({ code: 'custom', message: messages.orderAmountZero });
      return z.NEVER;
    }
    if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: messages.amountDecimals });
      return z.NEVER;
    }
    return Math.round(amount * 100);
  });

export const paymentMethodField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 'cod' : value),
  z.enum(PAYMENT_METHODS, { error: messages.paymentMethodInvalid }),
);

const orderLineItem = z.object({
  product_id: idField,
  quantity: quantityField,
  packet_size: packetSizeField,
});
export type OrderLineItem = z.infer<typeof orderLineItem>;

/** An order's lines (`add/order`, `check/coupon`): an empty list is `Your cart is empty.` */
export const productDetailsField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      ctx.addIssue({ code: 'custom', message: messages.cartEmpty });
      return z.NEVER;
    }
    if (!Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: messages.productDetailsInvalid });
      return z.NEVER;
    }
    if (value.length > MAX_ORDER_LINES) {
      ctx.addIssue({ code: 'custom', message: messages.tooManyOrderLines });
      return z.NEVER;
    }
    const lines: OrderLineItem[] = [];
    value.forEach((item, index) => {
      const parsed = orderLineItem.safeParse(item);
      if (parsed.success) lines.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
    });
    return lines;
  });

export const couponField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: messages.couponInvalid });
      return z.NEVER;
    }
    const code = value.trim();
    if (code.length > MAX_COUPON) {
      ctx.addIssue({ code: 'custom', message: messages.couponInvalid });
      return z.NEVER;
    }
    return code === '' ? null : code;
  });

// Checked in this order after the contact fields: the amount, the payment method, each line, the coupon.
const orderFields = z.object({
  amount: amountField,
  payment_method: paymentMethodField,
  product_details: productDetailsField,
  coupon_code: couponField,
});

const contactFields: readonly (keyof OrderContact)[] = [
  'user_name',
  'user_email',
  'user_mobile_no',
  'user_address',
  'user_city',
  'user_state',
  'user_district',
  'landmark',
  'user_zipcode',
];

export interface AddOrderBody extends OrderContact {
  /** What the shopper expects to pay, in paise. */
  amount: number;
  payment_method: PaymentMethod;
  product_details: OrderLineItem[];
  coupon_code: string | null;
}

/**
 * `add/order`. An empty cart is refused before anything else; then the contact rules, the amount,
 * the payment method, each line and the coupon. `u_id` is not read here: the caller's identity is
 * the token's. Output: `amount` in paise, the email lower-cased, the phone as the shop keeps it
 * (field-rules.ts), every text trimmed.
 */
export const addOrderBody = z
  .unknown()
  .optional()
  .transform((value, ctx): AddOrderBody => {
    const body = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const fields = orderFields.safeParse(body);
    const issues = fields.success ? [] : fields.error.issues;
    if (issues.some((issue) => issue.message === messages.cartEmpty)) {
      ctx.addIssue({ code: 'custom', path: ['product_details'], message: messages.cartEmpty });
      return z.NEVER;
    }
    const contact = Object.fromEntries(
      contactFields.map((field) => [field, contactText.parse(body[field])]),
    ) as unknown as OrderContact;
    const problems = orderContactProblems(contact);
    for (const problem of problems)
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (!fields.success || problems.length > 0) return z.NEVER;
    return {
      ...contact,
      ...fields.data,
      user_email: contact.user_email.toLowerCase(),
      user_mobile_no: nationalMobile(contact.user_mobile_no),
      user_state: indianStateOf(contact.user_state)!.name,
    };
  });

export const listOrderBody = z.object({});

const statusField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (DELIVERY_STATUSES.find((status) => status.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value,
  z.enum(DELIVERY_STATUSES, { error: messages.deliveryStatusInvalid }),
);

/** `update/order-tracking`: an admin sets any status of the sequence; the line's owner only Cancelled. */
export const updateOrderTrackingBody = z.object({ op_id: idField, status: statusField });
export type UpdateOrderTrackingBody = z.infer<typeof updateOrderTrackingBody>;

/** Which lines of an order a staff move takes: all its live lines when left out. */
const orderLineIdsField = z
  .array(idField, { error: 'Must be a list of order line ids.' })
  .min(1, 'Must name at least one line.')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines.`)
  .optional();

/** `admin/order/status`: moves a whole order (or the lines named) to one status. */
export const adminOrderStatusBody = z.object({
  od_id: idField,
  status: statusField,
  op_ids: orderLineIdsField,
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBody>;

/** The most orders one bulk move takes: a page of the console's list, several times over. */
export const MAX_BULK_ORDERS = 100;

/** `admin/order/bulk-status`: moves each order named as `admin/order/status` would. */
export const adminOrderBulkStatusBody = z.object({
  od_ids: z
    .array(idField, { error: 'Must be a list of order ids.' })
    .min(1, 'Must name at least one order.')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders.`),
  status: statusField,
});
export type AdminOrderBulkStatusBody = z.infer<typeof adminOrderBulkStatusBody>;

/** A tracking link the customer's mail and order page open: the courier's page over https only. */
const trackingUrlField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : value),
  z
    .string({ error: 'Enter the tracking link starting with https://.' })
    .trim()
    .max(MAX_ADDRESS, `Must be at most ${MAX_ADDRESS} characters.`)
    .refine((url) => /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(url), {
      error: 'Enter the tracking link starting with https://.',
    })
    .nullable(),
);

/** What staff are told before they save an AWB that may be a mistake (`admin/order/awb-check`). */
export const shipMessages = {
  awbMalformed: 'This does not look like an AWB number: check it, or save it anyway.',
  awbUsedElsewhere: (orderId: number) =>
    `This AWB is already on order #${orderId}: check it, or save it anyway.`,
} as const;

/**
 * Whether a text looks like an air waybill number: 4 to 30 letters, digits and hyphens with at least
 * two digits (`DL123456789IN`, `1234567890123`, `D12345678`), not `N/A`, `pending` or `-`.
 */
export const looksLikeAwb = (awb: string): boolean =>
  /^[A-Z0-9-]{4,30}$/i.test(awb) && (awb.match(/\d/g) ?? []).length >= 2;

/**
 * `admin/order/ship`: ships the order's confirmed or packing lines (or those named) with a courier; on
 * lines shipped already it adds or corrects the courier, AWB and tracking link. The AWB is kept
 * without spaces, in capitals.
 */
export const adminOrderShipBody = z.object({
  od_id: idField,
  courier: trimmedText('Enter the courier.', 100),
  awb: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value),
    trimmedText('Enter the AWB number.', 50),
  ),
  tracking_url: trackingUrlField,
  op_ids: orderLineIdsField,
});
export type AdminOrderShipBody = z.infer<typeof adminOrderShipBody>;

/** `admin/order/awb-check`: what may be wrong with an AWB before it is saved on this order. */
export const adminAwbCheckBody = adminOrderShipBody.pick({ od_id: true, awb: true });
export type AdminAwbCheckBody = z.infer<typeof adminAwbCheckBody>;

/** `order/pay` and `order/cod` by the order's owner (the token's): which order. */
export const orderPaymentBody = z
  .object({
    od_id: idField.optional(),
    /** The token of the order's link `/orders/<od_access>`: names the order without a login. */
    access: z
      .string({ error: messages.orderNumberOrLink })
      .trim()
      .min(1, messages.orderNumberOrLink)
      .max(128, messages.orderNumberOrLink)
      .optional(),
  })
  .refine((body) => body.od_id !== undefined || body.access !== undefined, {
    message: messages.orderNumberOrLink,
    path: ['od_id'],
  });
export type OrderPaymentBody = z.infer<typeof orderPaymentBody>;

/**
 * `cancel-order`: the order by its number (the owner's token, or an admin's) or by the token of its link
 * `/orders/<od_access>` (a guest); the reason is optional free text.
 */
export const cancelOrderBody = z
  .object({
    od_id: idField.optional(),
    access: z
      .string({ error: messages.orderNumberOrLink })
      .trim()
      .min(1, messages.orderNumberOrLink)
      .max(128, messages.orderNumberOrLink)
      .optional(),
    reason: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string({ error: messages.cancelReasonInvalid }).trim().max(MAX_ADDRESS, messages.fieldTooLong),
    ),
  })
  .refine((body) => body.od_id !== undefined || body.access !== undefined, {
    message: messages.orderNumberOrLink,
    path: ['od_id'],
  });
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;
