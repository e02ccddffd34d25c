// The shop's settings (`admin/settings/save` and `admin/settings/get`): the free-delivery threshold,
// the delivery and cash-on-delivery charges that order/quote and add/order add (contract/src/order-quote.ts),
// the stock level at or below which a pack size counts as low, and the staff's mail. The console's
// form checks them with this schema too, so it shows the server's words at the same fields.
import { z } from 'zod';
import { paiseFromRupees } from './rules.ts';
import { isEmail } from './text-checks.ts';

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
  minShelfLife: `Enter a whole number of days from 0 to ${MAX_MIN_SHELF_LIFE_DAYS}.`,
  saved: 'Settings saved',
} as const;

/** As `admin/settings/get` answers them, in rupees. */
export interface ShopSettings {
  free_delivery_from: number;
  delivery_charge: number;
  cod_charge: number;
  low_stock_at: number;
  staff_email: string | null;
  /** A lot is sellable while its expiry month ends at least this many days ahead. */
  min_shelf_life_days: number;
}

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

/**
 * `admin/settings/save`: all five fields, each refused at its own field. Output: the amounts in
 * paise, the staff email trimmed or null.
 */
export const settingsSaveBody = z.object({
  free_delivery_from: rupeesField,
  delivery_charge: rupeesField,
  cod_charge: rupeesField,
  low_stock_at: lowStockField,
  staff_email: staffEmailField,
  /** Left out: kept as it is. */
  min_shelf_life_days: minShelfLifeField.optional(),
});
export type SettingsSaveBody = z.output<typeof settingsSaveBody>;

export const settingsGetBody = z.object({});
