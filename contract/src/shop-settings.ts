// The shop's settings (`admin/settings/save` and `admin/settings/get`): the free-delivery threshold,
// the delivery and cash-on-delivery charges that order/quote and add/order add (contract/src/order-quote.ts),
// the stock level at or below which a pack size counts as low, and the staff's mail. The console's
// form checks them with this schema too, so it shows the server's words at the same fields.
import { z } from 'zod';
import { codMessages } from './cod-messages.ts';
import { paiseFromRupees } from './rules.ts';
import { isEmail, isIndianMobile, isPincode, MAX_NAME_LENGTH } from './text-checks.ts';

/** The largest amount (₹10,00,000) a threshold or a charge may be, in paise. */
const MAX_SETTING_PAISE = 100_000_000;
/** The largest low-stock level: more units than any pack size holds. */
const MAX_LOW_STOCK = 1_000_000;
/** The longest minimum shelf life: ten years. */
export const MAX_MIN_SHELF_LIFE_DAYS = 3650;

export const settingsMessages = {
  rupees: 'Enter an amount in rupees of 0 or more, with at most 2 decimals.',
  lowStock: 'Enter a whole number of units, 0 or more.',
  staffEmail: 'Enter a valid email address, or leave it empty.',
  contactEmail: 'Enter a valid email address, or leave it empty.',
  contactPhone: 'Enter a 10-digit mobile number, or leave it empty.',
  officerName: 'Enter the officer’s name (at most 100 characters), or leave it empty.',
  returnDays: 'Enter the return window as a whole number of days from 1 to 60.',
  minShelfLife: `Enter a whole number of days from 0 to ${MAX_MIN_SHELF_LIFE_DAYS}.`,
  saved: 'Settings saved',
} as const;

const rupeesField = z.unknown().transform((value, ctx) => {
  const paise = paiseFromRupees(value);
  if (paise === undefined || paise > MAX_SETTING_PAISE) {
    ctx.addIssue({ code: 'custom', message: settingsMessages.rupees });
    return z.NEVER;
  }
  return paise;
});

const lowStockField = z.unknown().transform((value, ctx) => {
  const units = typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : value;
  if (typeof units !== 'number' || !Number.isInteger(units) || units < 0 || units > MAX_LOW_STOCK) {
    ctx.addIssue({ code: 'custom', message: settingsMessages.lowStock });
    return z.NEVER;
  }
  return units;
});

/** Whole days (or their digits): how close to its expiry month's end a lot may still be sold. */
const minShelfLifeField = z.unknown().transform((value, ctx) => {
  const days = typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_MIN_SHELF_LIFE_DAYS) {
    ctx.addIssue({ code: 'custom', message: settingsMessages.minShelfLife });
    return z.NEVER;
  }
  return days;
});

/** Null, or empty once trimmed: no staff mail. */
const staffEmailField = z.unknown().transform((value, ctx) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' || !isEmail(value)) {
    ctx.addIssue({ code: 'custom', message: settingsMessages.staffEmail });
    return z.NEVER;
  }
  return value.trim();
});

/** Left out: undefined (the setting keeps its value). Null or empty: null. Else `check`ed, trimmed. */
const optionalContact = (check: (value: string) => boolean, message: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value !== 'string' || !check(value.trim())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value.trim();
    })
    .optional();

const isAbsent = (value: unknown) => value === undefined;
const noLimit = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
/** A whole number from `min` to `max` (a digit string too), null when empty; undefined when left out. */
const wholeOrNull = (min: number, max: number, message: string) =>
  z.unknown().transform((value, ctx) => {
    if (isAbsent(value)) return undefined;
    if (noLimit(value)) return null;
    const number = typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const codMaxField = z.unknown().transform((value, ctx) => {
  if (isAbsent(value)) return undefined;
  if (noLimit(value)) return null;
  const paise = paiseFromRupees(value);
  if (paise === undefined || paise > MAX_SETTING_PAISE) {
    ctx.addIssue({ code: 'custom', message: codMessages.maxAmountInvalid });
    return z.NEVER;
  }
  return paise;
});

/** The most pincodes a shop blocks: more than India has is no list. */
const MAX_BLOCKED_PINCODES = 20_000;

/** A list of pincodes, or text of them separated by commas, spaces or lines; kept once each, sorted. */
const blockedPincodesField = z.unknown().transform((value, ctx) => {
  if (isAbsent(value)) return undefined;
  if (value === null) return [];
  const items =
    typeof value === 'string'
      ? value.split(/[\s,;]+/).filter((item) => item !== '')
      : Array.isArray(value)
        ? value
        : null;
  const pincodes = items?.map((item) => (typeof item === 'number' ? String(item) : item));
  if (
    !pincodes ||
    pincodes.length > MAX_BLOCKED_PINCODES ||
    !pincodes.every((pin) => typeof pin === 'string' && isPincode(pin.trim()))
  ) {
    ctx.addIssue({ code: 'custom', message: codMessages.pincodesInvalid });
    return z.NEVER;
  }
  return [...new Set((pincodes as string[]).map((pin) => pin.trim()))].sort();
});

/** The return window: 1 to 60 whole days. */
const returnDaysField = z.unknown().transform((value, ctx) => {
  const days = typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 60) {
    ctx.addIssue({ code: 'custom', message: settingsMessages.returnDays });
    return z.NEVER;
  }
  return days;
});

/**
 * `admin/settings/save`: the first five fields always, each refused at its own field; cash on
 * delivery's four (decision 0031), the contacts (decision 0029) and `return_days` may be left out, keeping
 * their values. Output: the amounts in paise, the staff
 * email trimmed or null; a cash-on-delivery field left out is undefined.
 */
export const settingsSaveBody = z.object({
  free_delivery_from: rupeesField,
  delivery_charge: rupeesField,
  cod_charge: rupeesField,
  low_stock_at: lowStockField,
  staff_email: staffEmailField,
  care_phone: optionalContact(isIndianMobile, settingsMessages.contactPhone),
  care_email: optionalContact(isEmail, settingsMessages.contactEmail),
  grievance_officer_name: optionalContact(
    (name) => name.length <= MAX_NAME_LENGTH,
    settingsMessages.officerName,
  ),
  grievance_officer_email: optionalContact(isEmail, settingsMessages.contactEmail),
  grievance_officer_phone: optionalContact(isIndianMobile, settingsMessages.contactPhone),
  cod_max_amount: codMaxField.optional(),
  cod_blocked_pincodes: blockedPincodesField.optional(),
  cod_rto_limit: wholeOrNull(0, 1000, codMessages.rtoLimitInvalid).optional(),
  cod_confirm_hours: wholeOrNull(1, 72, codMessages.confirmHoursInvalid).optional(),
  return_days: returnDaysField.optional(),
  /** Left out: kept as it is. */
  min_shelf_life_days: minShelfLifeField.optional(),
});
export type SettingsSaveBody = z.output<typeof settingsSaveBody>;

export const settingsGetBody = z.object({});
