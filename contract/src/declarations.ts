// What the Legal Metrology (Packaged Commodities) Rules 2011 ask a listing to declare (decision 0029):
// the product's generic name, the unit its pack sizes are net quantities in, its manufacturer and
// marketer, its country of origin and shelf life; and how a net quantity and a unit sale price read.
// Zod-free, so the product page and cards read it without the schema library; the save's fields are
// in declaration-fields.ts. The console's form and `admin/product/save` check the same rules.
import { formatRupees } from './money.ts';

export const PRODUCT_UNITS = ['g', 'ml'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const MAX_SHELF_LIFE_MONTHS = 60;
export const MAX_GENERIC_NAME = 100;
export const MAX_MAKER = 500;
export const MAX_COUNTRY = 60;

export const declarationMessages = {
  genericNameRequired: 'Please enter what the product is (its generic name), e.g. Face serum.',
  genericNameTooLong: `The generic name can be at most ${MAX_GENERIC_NAME} characters.`,
  unitInvalid: 'The unit must be g (grams) or ml (millilitres).',
  manufacturerRequired: 'Please enter the manufacturer’s name and full address.',
  makerTooLong: `A name and address can be at most ${MAX_MAKER} characters.`,
  countryTooLong: `The country of origin can be at most ${MAX_COUNTRY} characters.`,
  shelfLifeRequired: 'Please enter the shelf life in months (1 to 60).',
  shelfLifeInvalid: `Shelf life must be a whole number of months from 1 to ${MAX_SHELF_LIFE_MONTHS}.`,
} as const;

/** What a product on sale must declare, as the save will store it. */
interface Declared {
  p_status: number;
  p_upcoming: number;
  p_generic_name: string | null;
  p_manufacturer: string | null;
  p_shelf_life_months: number | null;
}

/**
 * The declarations a product on sale (`p_status` 1 and not upcoming) lacks, each at its field, in
 * the form's order; none for a hidden or upcoming product.
 */
export function missingDeclarations(product: Declared): { field: string; message: string }[] {
  if (product.p_status !== 1 || product.p_upcoming === 1) return [];
  return [
    ...(product.p_generic_name
      ? []
      : [{ field: 'p_generic_name', message: declarationMessages.genericNameRequired }]),
    ...(product.p_manufacturer
      ? []
      : [{ field: 'p_manufacturer', message: declarationMessages.manufacturerRequired }]),
    ...(product.p_shelf_life_months
      ? []
      : [{ field: 'p_shelf_life_months', message: declarationMessages.shelfLifeRequired }]),
  ];
}

/** The selling price of 1 g or 1 ml of a pack, in rupees to the paisa: ₹1,099 for 30 g → 36.63. */
export const unitPriceOf = (pricePaise: number, size: number) =>
  size > 0 ? Math.round(pricePaise / size) / 100 : 0;

/** A net quantity as the declaration reads: `30 g`, `200 ml`. */
export const formatNetQuantity = (size: number, unit: ProductUnit) => `${size} ${unit}`;

/** A unit sale price as the product page reads it: `₹36.63 per g`. */
export const formatUnitPrice = (rupees: number, unit: ProductUnit) => `${formatRupees(rupees)} per ${unit}`;

/** The best-before line: `Best before 24 months from manufacture`. */
export const bestBeforeText = (months: number) => `Best before ${months} months from manufacture`;

/** A pack size as shop screens show it: `50 gm` for grams (as ever), `50 ml` for millilitres. */
export const packSizeLabel = (size: number | string, unit: ProductUnit | string = 'g') =>
  `${String(size).replace(/\s*(gm|g|ml)$/i, '')} ${unit === 'ml' ? 'ml' : 'gm'}`;
