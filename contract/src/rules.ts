// Schema pieces shared by the browser and the server: ids, typed text, pack sizes, money.
import { z } from 'zod';

/** Rupees (2 decimals at most) from integer paise. */
export const rupees = (paise: number) => Math.round(paise) / 100;
/**
 * Integer paise from rupees typed as a number or a digit string (at most 9 digits, then at most 2
 * decimals), or undefined: negative, not finite, a third decimal, a sign or exponent in a string.
 * A number's decimals are judged after scaling, so float noise passes (`0.29` is 29) and `1.005` does
 * not. Bounds (above 0, a maximum) are each caller's, as are its messages.
 */
export const paiseFromRupees = (value: unknown): number | undefined => {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const paise = Math.round(amount * 100);
  return Math.abs(amount * 100 - paise) > 1e-6 ? undefined : paise;
};
/** Whole percent off, as the product card shows it. */
export const percentOff = (mrpPaise: number, pricePaise: number) =>
  mrpPaise > 0 ? Math.max(0, Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise)) : 0;

/** The largest id a `serial` column holds: a larger one names nothing, and PostgreSQL refuses it. */
export const MAX_ID = 2_147_483_647;

/** An id as a positive integer; `5` and `"5"` are the same id. */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: 'Must be a positive whole number.' })
    // One message per field: a check that fails stops the ones after it.
    .int({ error: 'Must be a positive whole number.', abort: true })
    .positive({ error: 'Must be a positive whole number.', abort: true })
    .max(MAX_ID, `Must be at most ${MAX_ID}.`),
);

/** Text a shopper typed: stored exactly as sent, trimmed of outer spaces. */
export const trimmedText = (requiredMessage: string, max = 5000) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: `Must be at most ${max} characters.`, abort: true });

/** `50`, `"50"`, `"50gm"` or `"50ml"` → 50; empty or missing → undefined (the product's first pack size). */
export const packetSizeField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number') return value;
    if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (text === '') return undefined;
      if (text.length > 20) return value;
      const match = /^(\d+)\s*(gm|g|ml)?$/.exec(text);
      return match ? Number(match[1]) : value;
    }
    return value;
  },
  z
    .number({ error: 'Pack size must be a number of grams.' })
    .int('Pack size must be a number of grams.')
    .positive('Pack size must be a number of grams.')
    .optional(),
);
