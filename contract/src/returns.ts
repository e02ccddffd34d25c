// After delivery: the customer's returns (add/return), the staff's decisions and receipts
// (admin/return/…), staff notes on an order (admin/order/note) and the console menu's counts. The
// console and the order pages check their forms with these schemas too.
import { z } from 'zod';
import { emptyIsAbsent, flag01, pageField } from './body-fields.ts';
import { MAX_ORDER_LINES } from './orders.ts';
import { idField } from './rules.ts';
import { messages } from './messages.ts';

/** Days after a line's delivery within which it may be returned, until the shop's settings say (demo 7). */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a line delivered at `deliveredAt` may still be asked back at `now`, with the shop's return
 * window of `days` (`return_days` of the settings): the server's refusal (`add/return`) and the order
 * pages' "Return items" follow this one rule.
 */
export const withinReturnWindow = (
  deliveredAt: Date | null,
  now: Date = new Date(),
  days: number = RETURN_WINDOW_DAYS,
): boolean => deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= days * DAY_MS;
/** The longest staff note on an order. */
export const MAX_ORDER_NOTE = 2000;
/** The longest reason a customer gives for a return, and the longest note with a decision. */
export const MAX_RETURN_REASON = 1000;
/** Returns per page of `admin/return/list`. */
export const RETURNS_PER_PAGE = 20;
/** Packing slips in one PDF (`GET /prime/admin/order/packing-slips?od_ids=…`). */
export const MAX_PACKING_SLIPS = 100;

export const RETURN_STATUSES_OF_REQUEST = ['requested', 'approved', 'refused', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES_OF_REQUEST)[number];

export const returnMessages = {
  cannotReturn: 'These items can no longer be returned.',
  returnRequested: 'Return requested',
  returnDecided: 'Return decided',
  returnReceived: 'Return received and refunded',
  noteAdded: 'Note added',
  enterNote: 'Enter a note.',
  noteTooLong: `A note is at most ${MAX_ORDER_NOTE.toLocaleString('en-IN')} characters.`,
  enterReason: 'Please tell us why you are returning these items.',
  reasonTooLong: `Please keep the reason to at most ${MAX_RETURN_REASON.toLocaleString('en-IN')} characters.`,
  chooseLines: 'Choose the items to return.',
  decidedAlready: 'This return has been decided already.',
  notApproved: 'Only an approved return can be received.',
  payoutReferenceRequired: 'Enter the UPI or bank reference the refund was paid with.',
  payoutReferenceTooLong: 'The reference is at most 100 characters.',
  returnStatusInvalid: `Status must be one of ${RETURN_STATUSES_OF_REQUEST.join(', ')}.`,
  refundFailed:
    'The refund could not be made, so the return was not marked received. Please try again later.',
  packingSlipIds: `Name 1 to ${MAX_PACKING_SLIPS} orders, e.g. od_ids=104,105.`,
  quantityInvalid: 'Choose how many of the item to return: a whole number of at least 1.',
  refundToRequired: 'Please tell us where to send your refund: a UPI ID or a bank account number and IFSC.',
  refundToInvalid:
    'Please enter a UPI ID such as name@okbank, or a bank account number (9 to 18 digits) and IFSC.',
} as const;

const lineIds = z
  .array(idField, { error: returnMessages.chooseLines })
  .min(1, returnMessages.chooseLines)
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines.`);

/** Part of a line: how many of its units are returned. */
const returnLines = z
  .array(
    z.object({
      op_id: idField,
      quantity: z.coerce
        .number({ error: returnMessages.quantityInvalid })
        .int(returnMessages.quantityInvalid)
        .min(1, returnMessages.quantityInvalid)
        .max(1000, returnMessages.quantityInvalid),
    }),
    { error: returnMessages.chooseLines },
  )
  .min(1, returnMessages.chooseLines)
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines.`);

/** A UPI ID (`name@okbank`). */
export const isUpiId = (text: string) => /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i.test(text);

/**
 * Where a cash-on-delivery refund is paid: a UPI ID, or a bank account number with its IFSC. Kept as
 * given (trimmed, IFSC in capitals); staff see it masked (maskRefundTo), logs never.
 */
export type RefundTo = string | { account: string; ifsc: string };

export const refundToField = z
  .unknown()
  .transform((value, ctx): RefundTo => {
    if (typeof value === 'string' && isUpiId(value.trim())) return value.trim();
    if (typeof value === 'object' && value !== null) {
      const { account, ifsc } = value as Record<string, unknown>;
      const digits = typeof account === 'string' ? account.replace(/\s+/g, '') : '';
      const code = typeof ifsc === 'string' ? ifsc.trim().toUpperCase() : '';
      if (/^\d{9,18}$/.test(digits) && /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code))
        return { account: digits, ifsc: code };
    }
    // One message at the field itself, whichever form was meant.
    ctx.addIssue({ code: 'custom', message: returnMessages.refundToInvalid });
    return z.NEVER;
  })
  .meta({
    description: 'A UPI ID (`name@okbank`), or `{account, ifsc}`: 9 to 18 digits and an 11-character IFSC.',
  });

/** `n***@okbank`; `XXXXXX1234 (IFSC HDFC0001234)`: enough for staff to check it, not to read it out. */
export function maskRefundTo(refundTo: RefundTo): string {
  if (typeof refundTo === 'string') {
    const [name, bank] = refundTo.split('@') as [string, string];
    return `${name.slice(0, 1)}***@${bank}`;
  }
  return `${'X'.repeat(Math.max(refundTo.account.length - 4, 0))}${refundTo.account.slice(-4)} (IFSC ${refundTo.ifsc})`;
}

/** `add/return`: the owner names the order by its number (with their token) or by its link. */
export const addReturnBody = z
  .object({
    od_id: idField.optional(),
    access: z
      .string({ error: messages.orderNumberOrLink })
      .trim()
      .min(1, messages.orderNumberOrLink)
      .max(128, messages.orderNumberOrLink)
      .optional(),
    op_ids: lineIds.optional(),
    /** Instead of `op_ids`: part of a line (`[{op_id, quantity}]`). */
    lines: returnLines.optional(),
    /** A cash-on-delivery order's refund: a UPI ID or `{account, ifsc}`. */
    refund_to: z.preprocess(emptyIsAbsent, refundToField.optional()),
    reason: z
      .string({ error: returnMessages.enterReason })
      .trim()
      .min(1, { error: returnMessages.enterReason, abort: true })
      .max(MAX_RETURN_REASON, returnMessages.reasonTooLong),
  })
  .refine((body) => body.od_id !== undefined || body.access !== undefined, {
    message: messages.orderNumberOrLink,
    path: ['od_id'],
  })
  .refine((body) => body.op_ids !== undefined || body.lines !== undefined, {
    message: returnMessages.chooseLines,
    path: ['op_ids'],
  });
export type AddReturnBody = z.infer<typeof addReturnBody>;

export const adminReturnListBody = z.object({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? emptyIsAbsent(value.trim().toLowerCase()) : value),
    z.enum(RETURN_STATUSES_OF_REQUEST, { error: returnMessages.returnStatusInvalid }).optional(),
  ),
  page: pageField,
});
export type AdminReturnListBody = z.output<typeof adminReturnListBody>;

/** `admin/return/decide`: approve 1 or refuse 0, with a note the customer reads. */
export const adminReturnDecideBody = z.object({
  rq_id: idField,
  approve: flag01,
  note: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: returnMessages.reasonTooLong })
      .trim()
      .max(MAX_RETURN_REASON, returnMessages.reasonTooLong),
  ),
});
export type AdminReturnDecideBody = z.output<typeof adminReturnDecideBody>;

/** `admin/return/receive`: the goods arrived; `payout_reference` is required for cash on delivery. */
export const adminReturnReceiveBody = z.object({
  rq_id: idField,
  restock: flag01,
  payout_reference: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: returnMessages.payoutReferenceRequired })
      .trim()
      .min(1, returnMessages.payoutReferenceRequired)
      .max(100, returnMessages.payoutReferenceTooLong)
      .optional(),
  ),
});
export type AdminReturnReceiveBody = z.output<typeof adminReturnReceiveBody>;

/** `admin/order/note`: a staff note on an order. */
export const adminOrderNoteBody = z.object({
  od_id: idField,
  note: z
    .string({ error: returnMessages.enterNote })
    .trim()
    .min(1, { error: returnMessages.enterNote, abort: true })
    .max(MAX_ORDER_NOTE, returnMessages.noteTooLong),
});
export type AdminOrderNoteBody = z.output<typeof adminOrderNoteBody>;

export const menuCountsBody = z.object({});

/** The query of the bulk packing slips: `od_ids=104,105`. */
export const packingSlipsQuery = z.object({
  od_ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : value,
    z
      .array(idField, { error: returnMessages.packingSlipIds })
      .min(1, returnMessages.packingSlipIds)
      .max(MAX_PACKING_SLIPS, returnMessages.packingSlipIds),
  ),
});
