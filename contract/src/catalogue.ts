// Bodies and answers of the public catalogue calls (their answer schemas: call-shapes.ts).
import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { emptyIsAbsent, pageField } from './admin.ts';
import { idField } from './rules.ts';
import { isPincode } from './text-checks.ts';
import { PRODUCT_SORTS } from './listing-filters.ts';

const flag = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return v;
}, z.boolean());

/** A filter the client left empty (`null`, `""`) is no filter. */
const leftEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());
const optionalId = leftEmpty(idField);

const rupees = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'A price must be a number of rupees.' })
    .min(0, 'A price must be 0 or more.')
    .max(10_000_000, 'A price must be at most 10000000.'),
);

/** What a shopper searches for: 2 to 100 characters after trimming. */
export const searchText = z
  .string({ error: 'Search must be text.' })
  .trim()
  .min(MIN_SEARCH_LENGTH, `Search must be at least ${MIN_SEARCH_LENGTH} characters.`)
  .max(100, 'Search must be at most 100 characters.');

/** `product/list`: the seed client sends at most one filter; several narrow the list together. */
export const productListBody = z
  .object({
    category_id: optionalId,
    concern_id: optionalId,
    bestsellers: flag.optional(),
    upcoming: flag.optional(),
    p_id: optionalId,
    /** One product by its slug, as its canonical page `/products/<p_slug>` names it. */
    p_slug: z.string({ error: 'A product slug is text.' }).trim().max(200).optional(),
    search: searchText.optional(),
    /** Without it: best match first for a search, else the most sold in the last 90 days. */
    sort: leftEmpty(z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}.` })),
    /** Rupees, inclusive, on the first pack size's selling price. */
    min_price: leftEmpty(rupees),
    max_price: leftEmpty(rupees),
    /** 1: only products with stock in some pack size. */
    in_stock: leftEmpty(flag),
  })
  .loose();
export type ProductListBody = z.infer<typeof productListBody>;

/** Reviews in a page of `list/review` when a page is asked for (the product page shows its own 2 a page). */
export const REVIEW_LIST_PAGE_SIZE = 20;

/**
 * Without `page`: every shown review (the product page reads them all for its summary); with it, that
 * page of them, for a product with thousands (docs/decisions/0026-big-shop-reads.md).
 */
export const reviewListBody = z
  .object({ p_id: idField, page: z.preprocess(emptyIsAbsent, pageField.optional()) })
  .loose();

export const deliveryTimeBody = z
  .object({
    pincode: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string({ error: messages.invalidPincode }).trim().refine(isPincode, messages.invalidPincode),
    ),
  })
  .loose();

export interface Category {
  c_id: number;
  c_name: string;
}
export interface Concern {
  cc_id: number;
  cc_name: string;
  cc_image: string;
}
export interface PackSizePrice {
  pp_id: number;
  pp_packet_size: number;
  pp_prize: number;
  pp_discount_prize: number;
  pp_discount: number;
  pp_stocks: number;
}
export interface Ingredient {
  pin_id: number;
  pin_description: string;
  pin_image: string;
}
export interface Product {
  p_id: number;
  p_productname: string;
  p_image: string;
  productimage: { pi_id: number; pi_image: string }[];
  p_prize: number;
  p_discount_prize: number;
  p_discount: number;
  p_description: string;
  p_stocks: number;
  p_category: number;
  p_concern_category: number | null;
  p_status: number;
  p_rating: number;
  reviewcount: number;
  p_upcoming: number;
  p_quantity_types: string;
  p_how_it_works: string;
  p_how_to_use: string;
  p_suitable_for: string;
  p_material_content: string;
  ingredients: Ingredient[];
  product_price: PackSizePrice[];
  /** Lower-case words and hyphens from the name, unique and kept: the page is `/products/<p_slug>`. */
  p_slug: string;
  /** The HSN code printed on the tax invoice: 4 to 8 digits (contract/src/gst.ts). */
  p_hsn: string;
  /** The GST rate in percent, carved out of the prices shown (0, 5, 12, 18 or 28). */
  p_gst_rate: number;
}
export interface BestSellerEntry {
  op_product_id: number;
  productDetails: Product[];
}
export interface Review {
  r_id: number;
  r_rating: number;
  r_heading: string;
  r_comment: string;
  r_date: string;
  u_name: string;
  /** 1 when the writer has a live order line for the product (docs/decisions/0014-reviews.md). */
  r_verified: 0 | 1;
  reviewimages: { ri_image: string }[];
}
