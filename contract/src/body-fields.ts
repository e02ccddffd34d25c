// Field helpers the request bodies of many calls share: a 0/1 flag, a page number, an empty field read
// as left out, a rule across fields, the years a typed date may fall in. A file of their own, below
// every body that uses them, so no two call files import each other for them.
import { z } from 'zod';
import { MAX_ID } from './rules.ts';

export const bodyFieldMessages = {
  pageInvalid: 'Page must be a whole number of at least 1.',
  flagInvalid: 'Must be 1 or 0.',
} as const;

/** 1/0, also as JSON booleans or digit strings. */
export const flag01 = z.preprocess(
  (value) =>
    value === true || value === '1' || value === 'true'
      ? 1
      : value === false || value === '0' || value === 'false'
        ? 0
        : value,
  z.union([z.literal(0), z.literal(1)], { error: bodyFieldMessages.flagInvalid }),
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
  z.int({ error: bodyFieldMessages.pageInvalid }).min(1, bodyFieldMessages.pageInvalid).max(MAX_ID),
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
