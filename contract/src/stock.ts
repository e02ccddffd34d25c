// Stock in lots: every unit belongs to a lot with a batch number and the months it was
// made and expires (`YYYY-MM`). A lot is sellable while its expiry month's last day is at least the
// shop's `min_shelf_life_days` after today, India time. The console's forms check the same schemas.
import { z } from 'zod';
import { crossChecked } from './body-fields.ts';
import { MONTH_PATTERN } from './months.ts';
import { idField } from './rules.ts';

/** The batch of units whose batch was never recorded (today's stock when lots began, a stock rise in the product editor). */
export const UNRECORDED_BATCH = 'UNRECORDED';
/** The shelf life of a product that names none, in months. */
export const DEFAULT_SHELF_LIFE_MONTHS = 24;
export const DEFAULT_MIN_SHELF_LIFE_DAYS = 90;
export const MAX_LOT_QUANTITY = 100_000;
export const MAX_BATCH_LENGTH = 30;
export const MAX_EXPIRING_DAYS = 3650;
export const MAX_ADJUST_REASON_LENGTH = 500;

export const stockMessages = {
  batchInvalid: `A batch number is 1 to ${MAX_BATCH_LENGTH} letters, digits, - or /.`,
  monthInvalid: 'Enter a month as YYYY-MM.',
  expiryBeforeMfg: 'The expiry month must be after the manufacture month.',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LOT_QUANTITY}.`,
  changeInvalid: 'Enter a whole number of units other than 0.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `A reason can be at most ${MAX_ADJUST_REASON_LENGTH} characters.`,
  daysInvalid: `Enter a whole number of days from 0 to ${MAX_EXPIRING_DAYS}.`,
  received: 'Stock received',
  adjusted: 'Lot adjusted',
} as const;

/** 409 of `admin/stock/adjust` taking more than a lot holds. */
export const onlyNLeftInLot = (n: number) => `Only ${n} left in this lot.`;

/** 409 of `admin/stock/receive`: a batch of a pack size has one manufacture and one expiry month. */
export const batchMonthsDiffer = (batchNo: string, mfg: string, expiry: string) =>
  `Batch ${batchNo} of this pack size is already recorded as made ${mfg}, expiring ${expiry}.`;

// The answers' shapes and types: stock-shapes.ts.

// ── bodies ─────────────────────────────────────────────────────────────────────────────────────

/** A whole number (or its digits as a string) from `min` to `max`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).min(min, message).max(max, message),
  );

/** Any case, stored in capitals. */
export const batchNoField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({ error: stockMessages.batchInvalid })
    .regex(new RegExp(`^[A-Z0-9/-]{1,${MAX_BATCH_LENGTH}}$`), stockMessages.batchInvalid),
);

const monthField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: stockMessages.monthInvalid }).regex(MONTH_PATTERN, stockMessages.monthInvalid),
);

export const stockReceiveBody = crossChecked(
  z.object({
    pp_id: idField,
    batch_no: batchNoField,
    mfg: monthField,
    expiry: monthField,
    quantity: wholeNumber(1, MAX_LOT_QUANTITY, stockMessages.quantityInvalid),
  }),
  (raw, report) => {
    const [mfg, expiry] = [raw.mfg, raw.expiry].map((month) =>
      typeof month === 'string' ? month.trim() : '',
    );
    if (MONTH_PATTERN.test(mfg!) && MONTH_PATTERN.test(expiry!) && expiry! <= mfg!) {
      report(['expiry'], stockMessages.expiryBeforeMfg);
    }
  },
);
export type StockReceiveBody = z.output<typeof stockReceiveBody>;

export const stockLotsBody = z.object({ p_id: idField });

export const stockAdjustBody = z.object({
  lot_id: idField,
  change: wholeNumber(-MAX_LOT_QUANTITY * 10, MAX_LOT_QUANTITY * 10, stockMessages.changeInvalid).refine(
    (change) => change !== 0,
    stockMessages.changeInvalid,
  ),
  reason: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: stockMessages.reasonRequired })
      .trim()
      .min(1, stockMessages.reasonRequired)
      .max(MAX_ADJUST_REASON_LENGTH, stockMessages.reasonTooLong),
  ),
});
export type StockAdjustBody = z.output<typeof stockAdjustBody>;

export const stockBatchBody = z.object({ batch_no: batchNoField });

export const stockExpiringBody = z.object({
  days: wholeNumber(0, MAX_EXPIRING_DAYS, stockMessages.daysInvalid),
});
