// Bodies of the admin console's calls (`/prime/admin/…`, role `admin` only) for orders, reviews,
// customers, the message inbox, the dashboard and the audit log; their answers' shapes and types are in
// admin-shapes.ts. The catalogue's and the content lists' are in admin-catalogue.ts and
// admin-content.ts. The console checks its forms with the same schemas the server does.
import { z } from 'zod';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus } from './constants.ts';
import { ORDER_LINE_STATUSES } from './orders.ts';
import { bodyFieldMessages, emptyIsAbsent, flag01, isYearInRange, pageField } from './body-fields.ts';
import { idField } from './rules.ts';
import { MAX_EMAIL_LENGTH } from './text-checks.ts';

export const ADMIN_ORDERS_PER_PAGE = 20;
export const AUDIT_ENTRIES_PER_PAGE = 50;
/** Products, reviews, customers and messages per page of their admin lists. */
export const ADMIN_LIST_PAGE_SIZE = 20;
/**
 * A console list that counts with a limit counts its matches up to this many: a `total` above it is
 * this plus one and means "more than this many" (docs/decisions/0026-big-shop-reads.md).
 */
export const LIST_COUNT_LIMIT = 10_000;
/** Days of orders and revenue the dashboard shows, today included. */
export const DASHBOARD_DAYS = 7;

/** The words of the console and of its refusals that the shopper-facing list does not hold. */
export const adminMessages = {
  saved: 'Saved',
  editClash: 'Someone else changed this meanwhile. Reload it and save again.',
  deleted: 'Deleted',
  pageInvalid: bodyFieldMessages.pageInvalid,
  dateInvalid: 'Use a date written YYYY-MM-DD.',
  dateRangeInvalid: 'The end date must not come before the start date.',
  statusInvalid: `Status must be one of ${ORDER_LINE_STATUSES.join(', ')}.`,
  paymentStatusInvalid: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}.`,
  searchTooLong: 'Search must be at most 100 characters.',
  flagInvalid: bodyFieldMessages.flagInvalid,
  reviewHidden: 'Review hidden',
  reviewShown: 'Review shown again',
  messageMarked: 'Message updated',
  targetInvalid: 'A target is written kind:id, e.g. product:12.',
  actorEmailInvalid: 'Name an admin by the email of their account, at most 254 characters.',
  customerMissing: 'Name a customer by the id of their account or the email of their orders.',
} as const;

const searchField = z.preprocess(
  emptyIsAbsent,
  z.string({ error: adminMessages.searchTooLong }).trim().max(100, adminMessages.searchTooLong).optional(),
);

const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isYearInRange(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
/** A `YYYY-MM-DD` day (India time for the order filters). */
export const dayField = z.preprocess(
  emptyIsAbsent,
  z
    .string({ error: adminMessages.dateInvalid })
    .trim()
    .refine(isCalendarDay, adminMessages.dateInvalid)
    .optional(),
);

const caseInsensitive =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown) =>
    typeof value === 'string'
      ? (choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase()) ?? value)
      : value;

// ── orders ─────────────────────────────────────────────────────────────────────────────────────

/** `admin/order/list` (and its CSV export): every filter optional, each narrows the list. */
export const adminOrderListBody = z
  .object({
    status: z.preprocess(
      (value) => caseInsensitive(ORDER_LINE_STATUSES)(emptyIsAbsent(value)),
      z
        .enum(ORDER_LINE_STATUSES as [DeliveryStatus, ...DeliveryStatus[]], {
          error: adminMessages.statusInvalid,
        })
        .optional(),
    ),
    payment_status: z.preprocess(
      (value) => caseInsensitive(PAYMENT_STATUSES)(emptyIsAbsent(value)),
      z.enum(PAYMENT_STATUSES, { error: adminMessages.paymentStatusInvalid }).optional(),
    ),
    from: dayField,
    to: dayField,
    search: searchField,
    page: pageField,
  })
  .superRefine((body, ctx) => {
    if (body.from && body.to && body.to < body.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: adminMessages.dateRangeInvalid });
    }
  });
export type AdminOrderListBody = z.output<typeof adminOrderListBody>;

export const adminOrderBody = z.object({ od_id: idField });

// ── reviews ────────────────────────────────────────────────────────────────────────────────────

/** `admin/review/hide`: `hidden` 1 hides the review from the storefront and its rating, 0 shows it again. */
export const reviewHideBody = z.object({ r_id: idField, hidden: flag01 });
export type ReviewHideBody = z.output<typeof reviewHideBody>;

export const adminReviewListBody = z.object({
  p_id: z.preprocess(emptyIsAbsent, idField.optional()),
  hidden: z.preprocess(emptyIsAbsent, flag01.optional()),
  search: searchField,
  page: pageField,
});
export type AdminReviewListBody = z.output<typeof adminReviewListBody>;

// ── customers ──────────────────────────────────────────────────────────────────────────────────

/** `search` matches part of a name, email or phone. */
export const adminCustomerListBody = z.object({ search: searchField, page: pageField });
export type AdminCustomerListBody = z.output<typeof adminCustomerListBody>;

/**
 * One customer: an account by `customer_id` (named so, not `u_id`: a `u_id` in a body must be the
 * caller's own, 403 otherwise), or a guest by the `email` of their orders.
 */
export const adminCustomerBody = z
  .object({
    customer_id: z.preprocess(emptyIsAbsent, idField.optional()),
    email: z.preprocess(
      emptyIsAbsent,
      z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH, adminMessages.customerMissing).optional(),
    ),
  })
  .refine((body) => body.customer_id !== undefined || body.email !== undefined, {
    path: ['customer_id'],
    message: adminMessages.customerMissing,
  });
export type AdminCustomerBody = z.output<typeof adminCustomerBody>;

// ── contact-form inbox ─────────────────────────────────────────────────────────────────────────

export const adminMessageListBody = z.object({
  unread: z.preprocess(emptyIsAbsent, flag01.optional()),
  page: pageField,
});
export type AdminMessageListBody = z.output<typeof adminMessageListBody>;

export const adminMessageReadBody = z.object({ m_id: idField, read: flag01 });
export type AdminMessageReadBody = z.output<typeof adminMessageReadBody>;

// ── dashboard ──────────────────────────────────────────────────────────────────────────────────

export const dashboardBody = z.object({});

// ── audit log ──────────────────────────────────────────────────────────────────────────────────

/** What an admin write is recorded as: `<kind>.<verb>`. */
export const AUDIT_ACTIONS = [
  'product.save',
  'product.image',
  'product.image.order',
  'product.image.delete',
  'category.save',
  'category.delete',
  'concern.save',
  'concern.delete',
  'content.save',
  'content.delete',
  'content.order',
  'order.status',
  'order.ship',
  'order.cancel',
  'order.note',
  'order.confirm',
  'order.delivery_failed',
  'order.delivery_choice',
  'order.rto',
  'order.rto_received',
  'return.decide',
  'return.receive',
  'review.hide',
  'coupon.save',
  'message.read',
  'image.upload',
  'settings.save',
  'staff.invite',
  'staff.role',
  'staff.remove',
  'grievance.reply',
  'grievance.resolve',
  'stock.receive',
  'stock.adjust',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of object a target names (`product:12`, `order_line:40`, `coupon:PRIME10`). */
export const AUDIT_TARGET_KINDS = [
  'product',
  'category',
  'concern',
  'banner',
  'offer_banner',
  'standard',
  'speciality',
  'faq',
  'partner',
  'contact_card',
  'blog',
  'order',
  'order_line',
  'return',
  'review',
  'coupon',
  'message',
  'image',
  'settings',
  'user',
  'grievance',
  'lot',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * `admin/audit/list`, 50 a page, newest first. Filters: `kind` (every target of that kind), `target`
 * (one object, `product:12`), `actor_email` (one admin: that email exactly, in any case) and `actor`
 * (a free-text search: any admin whose email holds the text, so `asha@` also finds `nasha@…`).
 */
export const auditListBody = z.object({
  page: pageField,
  kind: z.preprocess(
    emptyIsAbsent,
    z.enum(AUDIT_TARGET_KINDS, { error: adminMessages.targetInvalid }).optional(),
  ),
  target: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: adminMessages.targetInvalid })
      .trim()
      .max(100, adminMessages.targetInvalid)
      .regex(/^[a-z_]+:[^\s]+$/, adminMessages.targetInvalid)
      .optional(),
  ),
  actor: searchField,
  actor_email: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: adminMessages.actorEmailInvalid })
      .trim()
      .toLowerCase()
      .max(254, adminMessages.actorEmailInvalid)
      .optional(),
  ),
});
export type AuditListBody = z.output<typeof auditListBody>;

/** Statuses an admin moves a line along, in order (`Cancelled` goes through cancel-order or tracking). */
export const ADMIN_STATUS_SEQUENCE: readonly DeliveryStatus[] = DELIVERY_STATUSES.filter(
  (status) => status !== 'Cancelled',
);
