// Bodies and answers of the admin console's calls (`/prime/admin/…`, role `admin` only) for orders,
// reviews, customers, the message inbox, the dashboard and the audit log. The catalogue's and the
// content lists' are in admin-catalogue.ts and admin-content.ts. The console checks its forms with the
// same schemas the server does.
import { z } from 'zod';
import type { UserRole } from './staff-access.ts';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus, type PaymentStatus } from './constants.ts';
import type { CodOrderFields } from './cod.ts';
import {
  ORDER_LINE_STATUSES,
  type OrderLine,
  type OrderRefund,
  type PaymentMethod,
  type TaxDocumentLink,
} from './orders.ts';
import { idField, MAX_ID } from './rules.ts';
import { MAX_EMAIL_LENGTH } from './text-checks.ts';
import type { OrderNote, OrderReturn } from './returns.ts';

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
  pageInvalid: 'Page must be a whole number of at least 1.',
  dateInvalid: 'Use a date written YYYY-MM-DD.',
  dateRangeInvalid: 'The end date must not come before the start date.',
  statusInvalid: `Status must be one of ${ORDER_LINE_STATUSES.join(', ')}.`,
  paymentStatusInvalid: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}.`,
  searchTooLong: 'Search must be at most 100 characters.',
  flagInvalid: 'Must be 1 or 0.',
  reviewHidden: 'Review hidden',
  reviewShown: 'Review shown again',
  messageMarked: 'Message updated',
  targetInvalid: 'A target is written kind:id, e.g. product:12.',
  actorEmailInvalid: 'Name an admin by the email of their account, at most 254 characters.',
  customerMissing: 'Name a customer by the id of their account or the email of their orders.',
} as const;

/** 1/0, also as JSON booleans or digit strings. */
export const flag01 = z.preprocess(
  (value) =>
    value === true || value === '1' || value === 'true'
      ? 1
      : value === false || value === '0' || value === 'false'
        ? 0
        : value,
  z.union([z.literal(0), z.literal(1)], { error: adminMessages.flagInvalid }),
);

/**
 * `schema`, after `check` has looked at the raw object: a rule across fields (a price above its MRP)
 * is reported even when another field fails, so a form shows every problem at once.
 */
export function crossChecked<S extends z.ZodObject>(
  schema: S,
  check: (raw: Record<string, unknown>, report: (path: (string | number)[], message: string) => void) => void,
) {
  const fieldOrder = Object.keys(schema.shape);
  const rank = (path: readonly PropertyKey[]) => {
    const at = fieldOrder.indexOf(String(path[0]));
    return at === -1 ? fieldOrder.length : at;
  };
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): z.output<S> => {
      const issues: { path: PropertyKey[]; message: string }[] = [];
      if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
        check(raw as Record<string, unknown>, (path, message) => issues.push({ path, message }));
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) issues.push(...parsed.error.issues);
      if (issues.length === 0) return parsed.data as z.output<S>;
      // In the order of the form's fields, so the first message is the first field's problem.
      issues.sort((a, b) => rank(a.path) - rank(b.path));
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    });
}

/** Left out, null or empty: no filter. */
export const emptyIsAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

/** Page 1 unless given; a whole number of at least 1. */
export const pageField = z.preprocess(
  (value) => {
    const given = emptyIsAbsent(value);
    if (given === undefined) return 1;
    return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  },
  z.int({ error: adminMessages.pageInvalid }).min(1, adminMessages.pageInvalid).max(MAX_ID),
);

const searchField = z.preprocess(
  emptyIsAbsent,
  z.string({ error: adminMessages.searchTooLong }).trim().max(100, adminMessages.searchTooLong).optional(),
);

/**
 * The years a date an admin types may fall in (order filters, coupon dates): a year 0000 or 0001 is a
 * typing slip, and one the database cannot store once moved to India time.
 */
export const FIRST_DATE_YEAR = 2000;
export const LAST_DATE_YEAR = 2099;
export const isYearInRange = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_DATE_YEAR && year <= LAST_DATE_YEAR;
};

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

/** An order as the console lists it: its contact, totals and every line. */
export interface Order extends CodOrderFields {
  od_id: number;
  od_created_at: string;
  od_amount: number;
  od_discount: number;
  od_coupon_code: string | null;
  /** Rupees, part of od_amount; 0 when not charged. */
  od_delivery_charge: number;
  od_cod_charge: number;
  od_payment_method: PaymentMethod;
  od_payment_status: PaymentStatus;
  user_name: string;
  user_email: string;
  user_mobile_no: string;
  user_address: string;
  user_city: string;
  user_state: string;
  user_zipcode: string;
  /** The order's unguessable access token: its page is `/orders/<od_access>`. */
  od_access: string;
  od_invoice_no: string | null;
  od_invoice_url: string | null;
  od_credit_notes: TaxDocumentLink[];
  /** Rupees given back so far, and each refund (as on OrderLine). */
  od_refunded: number;
  od_refunds: OrderRefund[];
  lines: OrderLine[];
  /** Staff notes, oldest first: only in the console's answers, never in a customer's. */
  notes?: OrderNote[];
  /** The order's returns, oldest first, in the console's answers. */
  returns?: OrderReturn[];
  /** The same returns in a customer's answers (order/view, order/lookup). */
  od_returns?: OrderReturn[];
}

/** One step of an order's history, oldest first. */
export interface OrderTimelineEntry {
  at: string;
  /** What happened, in words: `Order placed`, `Packing (Vitamin C Serum 30 gm)`, `Payment paid`. */
  what: string;
  /** The admin's email, or null for the shopper or the shop itself. */
  by: string | null;
}

/** `admin/order/detail`: the Order with the rest of its address, payment and history. */
export interface OrderDetail extends Order {
  user_district: string;
  landmark: string;
  od_user_id: number | null;
  od_cancel_reason: string | null;
  od_cancelled_at: string | null;
  payments: {
    gateway: string;
    reference: string;
    status: string;
    amount: number;
    created_at: string;
  }[];
  timeline: OrderTimelineEntry[];
}

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

export interface AdminReview {
  r_id: number;
  p_id: number;
  p_productname: string;
  r_rating: number;
  r_heading: string;
  r_comment: string;
  r_date: string;
  u_name: string;
  /** The writer's account email; '' for a review without an account (demo reviews). */
  u_email: string;
  r_hidden: 0 | 1;
  reviewimages: { ri_image: string }[];
}

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

/** A customer is an account, or a guest: someone who ordered without one, known by the email of those orders. */
export interface AdminCustomer {
  /** null for a guest. */
  u_id: number | null;
  /** A guest's: the name and phone of their latest order. */
  u_name: string;
  u_email: string;
  u_mobile: string;
  u_role: UserRole | 'guest';
  /** A guest's: when they first ordered. */
  u_created_at: string;
  /** Orders placed from the account or with its email (a guest's: with the email, without an account). */
  order_count: number;
  /**
   * Rupees they paid or owe: orders not cancelled, paid online or cash on delivery (not those still
   * waiting for an online payment), less what was refunded.
   */
  total_spent: number;
}

// ── contact-form inbox ─────────────────────────────────────────────────────────────────────────

export const adminMessageListBody = z.object({
  unread: z.preprocess(emptyIsAbsent, flag01.optional()),
  page: pageField,
});
export type AdminMessageListBody = z.output<typeof adminMessageListBody>;

export const adminMessageReadBody = z.object({ m_id: idField, read: flag01 });
export type AdminMessageReadBody = z.output<typeof adminMessageReadBody>;

export interface ContactMessage {
  m_id: number;
  m_name: string;
  m_email: string;
  m_message: string;
  m_created_at: string;
  m_read: 0 | 1;
}

// ── dashboard ──────────────────────────────────────────────────────────────────────────────────

export const dashboardBody = z.object({});

/** Orders placed on a day (India time) that are not cancelled, and what they bring in. */
export interface DaySales {
  /** `YYYY-MM-DD`. */
  day: string;
  orders: number;
  /** Rupees: cash-on-delivery and paid orders, less what was refunded. */
  revenue: number;
}

export interface LowStockPack {
  p_id: number;
  p_productname: string;
  pp_id: number;
  pp_packet_size: number;
  pp_stocks: number;
}

export interface Dashboard {
  today: DaySales;
  /** The last 7 days, oldest first, today last. */
  days: DaySales[];
  /** Orders with a line in `Order confirmed` or `Packing`. */
  waiting_to_ship: number;
  /** The shop setting `low_stock_at` (contract/src/shop-settings.ts): pack sizes at or below it are listed. */
  low_stock_at: number;
  low_stock: LowStockPack[];
}

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

export interface AuditEntry {
  a_id: number;
  a_actor_email: string;
  a_action: string;
  a_target: string;
  /** The whole object as the API answers it before the change; null on create. */
  a_before: unknown;
  /** The whole object after the change; null when it was deleted. */
  a_after: unknown;
  a_created_at: string;
}

/** Statuses an admin moves a line along, in order (`Cancelled` goes through cancel-order or tracking). */
export const ADMIN_STATUS_SEQUENCE: readonly DeliveryStatus[] = DELIVERY_STATUSES.filter(
  (status) => status !== 'Cancelled',
);
