// An order opened without a login: by its access token (`order/view`, the page `/orders/<od_access>`
// that every order mail links to) or by its number and the email or mobile it was placed with
// (`order/lookup`, the guest's `/track-order`).
import { z } from 'zod';
import { orderShape } from './admin-shapes.ts';
import { nationalMobile } from './field-rules.ts';
import { messages } from './messages.ts';
import { okAnswer } from './answer-fields.ts';
import { idField } from './rules.ts';
import { isEmail, isIndianMobile, MAX_EMAIL_LENGTH } from './text-checks.ts';

export const orderAccessMessages = {
  orderNotFound: 'We could not find an order with these details.',
  enterOrderNumber: 'Please enter your order number.',
  enterContact: 'Please enter the email or mobile number you ordered with.',
  accessRequired: 'The order link is not complete.',
} as const;

/** The longest access token read: the store's are 64 characters. */
const MAX_ACCESS_LENGTH = 128;

/**
 * What a shopper types as the order's contact, in the form it is compared: an email lower-cased, or a
 * mobile as the shop keeps it (field-rules.ts nationalMobile); null when it is neither.
 */
export function orderContactKey(typed: string): { email: string } | { mobile: string } | null {
  const value = typed.trim();
  if (value.length > MAX_EMAIL_LENGTH) return null;
  if (value.includes('@')) return isEmail(value) ? { email: value.toLowerCase() } : null;
  const mobile = nationalMobile(value);
  return isIndianMobile(mobile) ? { mobile } : null;
}

const requiredText = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).trim().min(1, message).max(max, message),
  );

export const orderViewBody = z.object({
  access: requiredText(orderAccessMessages.accessRequired, MAX_ACCESS_LENGTH),
});
export type OrderViewBody = z.infer<typeof orderViewBody>;

/** The order number: missing says so, anything else is read as an id. */
const orderNumberField = z.unknown().transform((value, ctx): number => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: orderAccessMessages.enterOrderNumber });
    return z.NEVER;
  }
  const parsed = idField.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    return z.NEVER;
  }
  return parsed.data;
});

export const orderLookupBody = z.object({
  od_id: orderNumberField,
  contact: requiredText(orderAccessMessages.enterContact, MAX_EMAIL_LENGTH),
});
export type OrderLookupBody = z.infer<typeof orderLookupBody>;

export const orderAccessAnswer = okAnswer({ data: orderShape }, messages.ok);
