// The declaration fields of `admin/product/save` (decision 0029; their rules and words:
// declarations.ts), part of the product save's schema (admin-catalogue.ts).
import { z } from 'zod';
import {
  declarationMessages,
  MAX_COUNTRY,
  MAX_GENERIC_NAME,
  MAX_MAKER,
  MAX_SHELF_LIFE_MONTHS,
  PRODUCT_UNITS,
} from './declarations.ts';

/** Left out: undefined (kept by an update, the default on create). Null or empty: null (none). */
const clearable = (value: unknown) =>
  value === undefined
    ? undefined
    : value === null || (typeof value === 'string' && value.trim() === '')
      ? null
      : value;

const clearableText = (max: number, message: string) =>
  z.preprocess(clearable, z.string({ error: message }).trim().max(max, message).nullable().optional());

/**
 * The declaration fields of `admin/product/save`. A field left out keeps what the product has (a new
 * product: no generic name, manufacturer, marketer or shelf life; unit `g`; made in India).
 */
export const declarationFields = {
  p_generic_name: clearableText(MAX_GENERIC_NAME, declarationMessages.genericNameTooLong),
  p_unit: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? value.trim().toLowerCase().replace(/^gm$/, 'g')
        : clearable(value),
    z.enum(PRODUCT_UNITS, { error: declarationMessages.unitInvalid }).nullable().optional(),
  ),
  p_manufacturer: clearableText(MAX_MAKER, declarationMessages.makerTooLong),
  p_marketer: clearableText(MAX_MAKER, declarationMessages.makerTooLong),
  p_country_of_origin: clearableText(MAX_COUNTRY, declarationMessages.countryTooLong),
  p_shelf_life_months: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : clearable(value)),
    z
      .int({ error: declarationMessages.shelfLifeInvalid })
      .min(1, declarationMessages.shelfLifeInvalid)
      .max(MAX_SHELF_LIFE_MONTHS, declarationMessages.shelfLifeInvalid)
      .nullable()
      .optional(),
  ),
};
