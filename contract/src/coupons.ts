// Coupon codes: what an admin saves (`admin/coupon/save`), what a shopper checks (`check/coupon`),
// and the rules both sides apply: which refusal comes first, and how much a coupon takes off. The
// server applies the same rules again when an order is placed (docs/decisions/0017-admin-audit-and-coupons.md).
import { z } from 'zod';
import { crossChecked, emptyIsAbsent, flag01, isYearInRange } from './body-fields.ts';
import { messages } from './messages.ts';
import { formatPaise } from './money.ts';
import { productDetailsField } from './orders.ts';
import { MAX_ID, paiseFromRupees } from './rules.ts';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A percent coupon takes a whole percent from 1 to 90. */
export const MIN_COUPON_PERCENT = 1;
export const MAX_COUPON_PERCENT = 90;
export const MAX_COUPON_CODE_LENGTH = 30;
/** The largest amount (₹10,00,000) a flat value or a minimum may be, in paise. */
const MAX_COUPON_PAISE = 100_000_000;

/** Codes are compared without regard to case: the stored and shown spelling is upper-case. */
export const normalizeCouponCode = (value: string) => value.trim().toUpperCase();

/** The refusal of a coupon the order's total is too small for. */
export const addMoreForCoupon = (shortPaise: number) =>
  `Add ${formatPaise(shortPaise)} more to use this coupon.`;

export const couponMessages = {
  codeFormat: `A code is 3 to ${MAX_COUPON_CODE_LENGTH} letters, digits, hyphens or underscores.`,
  kind: 'Choose percent or flat.',
  percent: `A percent coupon takes a whole number from ${MIN_COUPON_PERCENT} to ${MAX_COUPON_PERCENT}.`,
  flat: 'A flat coupon takes an amount in rupees above 0, with at most 2 decimals.',
  minAmount: 'The minimum order is an amount in rupees of 0 or more, with at most 2 decimals.',
  maxUses: 'Uses must be a whole number of at least 1, or empty for no limit.',
  date: 'Use an ISO 8601 date-time, e.g. 2025-01-31T23:59:00+05:30 (UTC when it names no zone), or leave it empty.',
  endsBeforeStart: 'The end must come after the start.',
  /** `admin/coupon/save` with `is_new: 1` for a code that exists in any case (409). */
  exists: 'A coupon with this code already exists.',
  saved: 'Coupon saved',
} as const;

/** A whole number, also as a digit string. */
const wholeNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
};

const maxUsesField = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const uses = wholeNumber(value);
    if (uses === undefined || uses < 1 || uses > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: couponMessages.maxUses });
      return z.NEVER;
    }
    return uses;
  });

const percentOf = (value: unknown) => {
  const percent = wholeNumber(value);
  return percent !== undefined && percent >= MIN_COUPON_PERCENT && percent <= MAX_COUPON_PERCENT
    ? percent
    : undefined;
};
const flatPaiseOf = (value: unknown) => {
  const paise = paiseFromRupees(value);
  return paise !== undefined && paise > 0 && paise <= MAX_COUPON_PAISE ? paise : undefined;
};
/** Left out or empty: no minimum. */
const minimumPaiseOf = (value: unknown) => {
  if (value === undefined || value === null || value === '') return 0;
  const paise = paiseFromRupees(value);
  return paise !== undefined && paise <= MAX_COUPON_PAISE ? paise : undefined;
};

/** Seconds and their fraction (any number of digits) optional; no zone means UTC, as the API's dates are. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const HAS_ZONE = /(Z|[+-]\d{2}:\d{2})$/;
/** The day exists (`Date` would take 30 February as 2 March) in a year an admin may type. */
const isRealDay = (text: string) => {
  if (!isYearInRange(text)) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const dateTimeField = z
  .unknown()
  .optional()
  .transform((value, ctx): Date | null => {
    if (value === undefined || value === null || value === '') return null;
    const text = typeof value === 'string' ? value.trim() : '';
    const date =
      ISO_DATE_TIME.test(text) && isRealDay(text) ? new Date(HAS_ZONE.test(text) ? text : `${text}Z`) : null;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: couponMessages.date });
      return z.NEVER;
    }
    return date;
  });

export const couponCodeField = z
  .string({ error: couponMessages.codeFormat })
  .transform(normalizeCouponCode)
  .refine(
    (code) => code.length >= 3 && code.length <= MAX_COUPON_CODE_LENGTH && /^[A-Z0-9_-]+$/.test(code),
    couponMessages.codeFormat,
  );

/**
 * `admin/coupon/save`. Output: the code upper-cased, `value` a whole percent or paise by `kind`,
 * `min_amount` in paise, dates as Date or null. Saving an existing code updates it, unless `is_new`
 * says the admin meant to add a code (then an existing one is refused).
 */
export const couponSaveBody = crossChecked(
  z.object({
    code: couponCodeField,
    kind: z.enum(COUPON_KINDS, { error: couponMessages.kind }),
    value: z.unknown(),
    min_amount: z.unknown().optional(),
    first_order_only: z.preprocess((value) => emptyIsAbsent(value) ?? 0, flag01),
    max_uses: maxUsesField,
    starts_at: dateTimeField,
    ends_at: dateTimeField,
    active: z.preprocess((value) => emptyIsAbsent(value) ?? 1, flag01),
    is_new: z.preprocess((value) => emptyIsAbsent(value) ?? 0, flag01),
  }),
  // Value, minimum and dates are judged by the kind and by each other, also when another field failed.
  (raw, report) => {
    if (raw.kind === 'percent' && percentOf(raw.value) === undefined)
      report(['value'], couponMessages.percent);
    if (raw.kind === 'flat' && flatPaiseOf(raw.value) === undefined) report(['value'], couponMessages.flat);
    if (minimumPaiseOf(raw.min_amount) === undefined) report(['min_amount'], couponMessages.minAmount);
    const starts = dateTimeField.safeParse(raw.starts_at);
    const ends = dateTimeField.safeParse(raw.ends_at);
    if (starts.success && ends.success && starts.data && ends.data && ends.data <= starts.data) {
      report(['ends_at'], couponMessages.endsBeforeStart);
    }
  },
).transform((body) => ({
  code: body.code,
  kind: body.kind,
  value: (body.kind === 'percent' ? percentOf(body.value) : flatPaiseOf(body.value))!,
  minAmountPaise: minimumPaiseOf(body.min_amount)!,
  firstOrderOnly: body.first_order_only === 1,
  maxUses: body.max_uses,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  active: body.active === 1,
  isNew: body.is_new === 1,
}));
export type CouponSaveBody = z.output<typeof couponSaveBody>;

export const couponListBody = z.object({});

/** `check/coupon`: the code, the lines it would discount, and (for a guest) whose first order it would be. */
export const checkCouponBody = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: messages.couponInvalid })
      .min(1, { error: messages.couponInvalid, abort: true })
      .max(MAX_COUPON_CODE_LENGTH, messages.couponInvalid)
      .transform(normalizeCouponCode),
  ),
  product_details: productDetailsField,
  user_email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
    z.string().max(254).optional(),
  ),
});
export type CheckCouponBody = z.output<typeof checkCouponBody>;

/** What the rules need to know of a coupon, in paise and dates. */
export interface CouponTerms {
  kind: CouponKind;
  /** Percent, or paise for a flat coupon. */
  value: number;
  minAmountPaise: number;
  firstOrderOnly: boolean;
  maxUses: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

export interface CouponSituation {
  now: Date;
  /** Orders placed with the coupon that are not cancelled. */
  uses: number;
  /** The account or email already has an order that is not cancelled. */
  hasEarlierOrder: boolean;
  /** The lines' total at the server's prices, in paise. */
  totalPaise: number;
}

/**
 * Why the coupon does not apply, checked in this order; undefined when it applies. An unknown code
 * is `messages.couponInvalid` too (the caller has no terms to pass).
 */
export function couponRefusal(terms: CouponTerms, situation: CouponSituation): string | undefined {
  if (!terms.active) return messages.couponInvalid;
  if (terms.startsAt && situation.now < terms.startsAt) return messages.couponNotActiveYet;
  if (terms.endsAt && situation.now > terms.endsAt) return messages.couponExpired;
  if (terms.maxUses !== null && situation.uses >= terms.maxUses) return messages.couponLimitReached;
  if (terms.firstOrderOnly && situation.hasEarlierOrder) return messages.couponFirstOrderOnly;
  if (situation.totalPaise < terms.minAmountPaise) {
    return addMoreForCoupon(terms.minAmountPaise - situation.totalPaise);
  }
  return undefined;
}

/** What the coupon takes off `totalPaise`: a percent rounded to the paisa, never more than the total. */
export function couponDiscountPaise(terms: Pick<CouponTerms, 'kind' | 'value'>, totalPaise: number): number {
  const off = terms.kind === 'percent' ? Math.round((totalPaise * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(off, totalPaise));
}
