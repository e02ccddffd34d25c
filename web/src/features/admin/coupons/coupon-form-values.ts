// The coupon form's values as typed, how a saved coupon fills it, and the `admin/coupon/save` body.
// Start and end are typed as India time and sent as ISO 8601 with the +05:30 offset.
import { couponSaveBody, type Coupon, type CouponKind } from '@prime/contract';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  min_amount: string;
  first_order_only: boolean;
  /** '' for no limit. */
  max_uses: string;
  /** `YYYY-MM-DDTHH:mm` in India time (typed dd/mm/yyyy hh:mm: ui/date-field.tsx), or '' (or text that is neither). */
  starts_at: string;
  ends_at: string;
  active: boolean;
}

export interface CouponSaveRequest {
  code: string;
  kind: CouponKind;
  value: number | string;
  min_amount: number | string;
  first_order_only: 0 | 1;
  max_uses: number | string | null;
  starts_at: string | null;
  ends_at: string | null;
  active: 0 | 1;
  /** 1 from "Add a coupon": the server refuses a code that exists instead of overwriting it. */
  is_new?: 1;
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** An ISO instant as the `YYYY-MM-DDTHH:mm` India time the form keeps. */
export function toIndiaLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** `2025-01-31T23:59` typed as India time → `2025-01-31T23:59:00+05:30`; '' → null. */
export const fromIndiaLocal = (local: string): string | null =>
  local.trim() === '' ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;

export const emptyCoupon = (): CouponFormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  min_amount: '',
  first_order_only: false,
  max_uses: '',
  starts_at: '',
  ends_at: '',
  active: true,
});

export const fromCoupon = (coupon: Coupon): CouponFormValues => ({
  code: coupon.code,
  kind: coupon.kind,
  value: String(coupon.value),
  min_amount: coupon.min_amount ? String(coupon.min_amount) : '',
  first_order_only: coupon.first_order_only === 1,
  max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
  starts_at: toIndiaLocal(coupon.starts_at),
  ends_at: toIndiaLocal(coupon.ends_at),
  active: coupon.active === 1,
});

const numberOrText = (typed: string): number | string => {
  const text = typed.trim();
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

export function toCouponRequest(values: CouponFormValues, isNew = false): CouponSaveRequest {
  return {
    ...(isNew ? { is_new: 1 } : {}),
    code: values.code.trim(),
    kind: values.kind,
    value: numberOrText(values.value),
    min_amount: values.min_amount.trim() === '' ? 0 : numberOrText(values.min_amount),
    first_order_only: values.first_order_only ? 1 : 0,
    max_uses: values.max_uses.trim() === '' ? null : numberOrText(values.max_uses),
    starts_at: fromIndiaLocal(values.starts_at),
    ends_at: fromIndiaLocal(values.ends_at),
    active: values.active ? 1 : 0,
  };
}

const LOCAL_DAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** The boxes take dd/mm/yyyy hh:mm: text that is not one is named so, not by the API's ISO rule. */
export const DAY_TIME_TYPED = 'Write the day and time as dd/mm/yyyy hh:mm, e.g. 31/01/2026 23:59.';

export function checkCoupon(
  values: CouponFormValues,
  isNew: boolean,
): { request: CouponSaveRequest; errors: PathErrors } {
  const request = toCouponRequest(values, isNew);
  const checked = couponSaveBody.safeParse(request);
  const errors = checked.success ? {} : errorsByPath(checked.error.issues);
  for (const field of ['starts_at', 'ends_at'] as const) {
    const typed = values[field].trim();
    if (typed !== '' && !LOCAL_DAY_TIME.test(typed)) errors[field] = DAY_TIME_TYPED;
  }
  return { request, errors };
}
