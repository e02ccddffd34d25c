// Cash on delivery's calls (decision 0031): confirming an order (`order/confirm`,
// `admin/order/confirm`), a failed delivery and the shopper's choice (`admin/order/delivery-failed`,
// `order/delivery-choice`), the parcel's way back (`admin/order/rto`, `admin/order/rto-received`) and the
// console's summary of returned parcels (`admin/rto/summary`). The checkout's settings and refusals:
// shop-settings.ts and cod-messages.ts.
import { z } from 'zod';
import { flag01 } from './body-fields.ts';
import { codMessages } from './cod-messages.ts';
import { mobileError, nationalMobile } from './field-rules.ts';
import { indiaDayOf, nextDay } from './india-day.ts';
import { messages } from './messages.ts';
import { idField } from './rules.ts';

export { codAboveMessage, codMessages } from './cod-messages.ts';

/** Why the courier could not deliver, as staff record it. */
export const DELIVERY_FAILED_REASONS = [
  'Customer not available',
  'Address incomplete',
  'Customer refused',
  'Phone unreachable',
  'Other',
] as const;
export type DeliveryFailedReason = (typeof DELIVERY_FAILED_REASONS)[number];

export const DELIVERY_CHOICES = ['reattempt', 'cancel'] as const;
export type DeliveryChoiceKind = (typeof DELIVERY_CHOICES)[number];

/** How many days ahead a shopper may ask for the next attempt, India time. */
export const REATTEMPT_WITHIN_DAYS = 7;
export const MAX_LANDMARK = 200;

/** The order named by its owner's token (`od_id`) or by its link (`access`), as `order/pay` names it. */
const orderNamed = {
  od_id: idField.optional(),
  access: z
    .string({ error: messages.orderNumberOrLink })
    .trim()
    .min(1, messages.orderNumberOrLink)
    .max(128, messages.orderNumberOrLink)
    .optional(),
};
const named = (body: { od_id?: number; access?: string }) =>
  body.od_id !== undefined || body.access !== undefined;

/** `order/confirm`: the shopper confirms a cash-on-delivery order. */
export const orderConfirmBody = z
  .object(orderNamed)
  .refine(named, { message: messages.orderNumberOrLink, path: ['access'] });
export type OrderConfirmBody = z.infer<typeof orderConfirmBody>;

/** `admin/order/delivery-failed`. */
export const deliveryFailedBody = z.object({
  od_id: idField,
  reason: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? (DELIVERY_FAILED_REASONS.find((reason) => reason.toLowerCase() === value.trim().toLowerCase()) ??
          value)
        : value,
    z.enum(DELIVERY_FAILED_REASONS, { error: codMessages.reasonInvalid }),
  ),
});
export type DeliveryFailedBody = z.infer<typeof deliveryFailedBody>;

const emptyIsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** `YYYY-MM-DD` as sent; a date-time (`2026-12-01T10:00:00Z`) as its day in India; else as it came. */
function dayOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(instant) ? text : indiaDayOf(new Date(instant));
}

/** A day from today to REATTEMPT_WITHIN_DAYS ahead, India time, judged when the body is read. */
export function isReattemptDay(day: string, now: Date = new Date()): boolean {
  let last = indiaDayOf(now);
  const first = last;
  for (let step = 0; step < REATTEMPT_WITHIN_DAYS; step += 1) last = nextDay(last);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= first && day <= last;
}

/** `order/delivery-choice`: a reattempt on a date (with a new phone or landmark), or cancel. */
export const deliveryChoiceBody = z
  .object({
    ...orderNamed,
    choice: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(DELIVERY_CHOICES, { error: codMessages.choiceInvalid }),
    ),
    date: z.preprocess(
      (value) => dayOf(emptyIsNull(value)),
      z.string({ error: codMessages.dateInvalid }).nullable(),
    ),
    phone: z.preprocess(
      emptyIsNull,
      z
        .string({ error: messages.enterValidPhone })
        .refine((phone) => mobileError(phone) === undefined, messages.enterValidPhone)
        .transform((phone) => nationalMobile(phone.trim()))
        .nullable(),
    ),
    landmark: z.preprocess(
      emptyIsNull,
      z
        .string({ error: codMessages.landmarkTooLong })
        .trim()
        .max(MAX_LANDMARK, codMessages.landmarkTooLong)
        .nullable(),
    ),
  })
  .superRefine((body, ctx) => {
    if (!named(body)) ctx.addIssue({ code: 'custom', path: ['access'], message: messages.orderNumberOrLink });
    if (body.choice !== 'reattempt') return;
    if (body.date === null)
      ctx.addIssue({ code: 'custom', path: ['date'], message: codMessages.dateRequired });
    else if (!isReattemptDay(body.date)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: codMessages.dateInvalid });
    }
  });
export type DeliveryChoiceBody = z.infer<typeof deliveryChoiceBody>;

/** `admin/order/rto-received`: the parcel is back; `restock` 1 puts its units back on sale. */
export const rtoReceivedBody = z.object({ od_id: idField, restock: flag01 });
export type RtoReceivedBody = z.infer<typeof rtoReceivedBody>;

/** `admin/rto/summary`: orders shipped in the last `days` days (1–365). */
export const rtoSummaryBody = z.object({
  days: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: codMessages.daysInvalid })
      .int({ error: codMessages.daysInvalid, abort: true })
      .min(1, { error: codMessages.daysInvalid, abort: true })
      .max(365, codMessages.daysInvalid),
  ),
});
export type RtoSummaryBody = z.infer<typeof rtoSummaryBody>;
