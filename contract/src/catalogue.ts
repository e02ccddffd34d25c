// Bodies and answers of the public catalogue calls (their answer schemas: call-shapes.ts).
import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { emptyIsAbsent, pageField } from './admin.ts';
import { idField } from './rules.ts';
import { isPincode } from './text-checks.ts';
import { PRODUCT_SORTS } from './listing-filters.ts';
import type { ProductDeclarations } from './declarations.ts';

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

/** Reviews in a page of `list/review` when a page is asked for without `page_size`. */
export const REVIEW_LIST_PAGE_SIZE = 20;
/** The most reviews one page of `list/review` holds (`page_size`). */
export const REVIEW_PAGE_SIZE_MAX = 50;

const reviewPageSizeInvalid = `Page size must be a whole number from 1 to ${REVIEW_PAGE_SIZE_MAX}.`;
const reviewPageSize = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .int({ error: reviewPageSizeInvalid })
    .min(1, reviewPageSizeInvalid)
    .max(REVIEW_PAGE_SIZE_MAX, reviewPageSizeInvalid),
);

/**
 * Without `page`: every shown review, as the call has always answered. With it: that page of them and
 * the product's star summary worked out by the database, so the product page reads 2 reviews at a
 * time even when a product has thousands (docs/decisions/0026-big-shop-reads.md).
 */
export const reviewListBody = z
  .object({
    p_id: idField,
    page: z.preprocess(emptyIsAbsent, pageField.optional()).meta({
      description: 'A page of the reviews, from 1; the answer then carries `total` and `summary` too.',
    }),
    page_size: z.preprocess(emptyIsAbsent, reviewPageSize.optional()).meta({
      description: `Reviews a page holds, 1 to ${REVIEW_PAGE_SIZE_MAX}; ${REVIEW_LIST_PAGE_SIZE} when left out. Needs \`page\`.`,
    }),
    with_photos: leftEmpty(flag).meta({
      description: '1: only the reviews with photos (the page and `total` count those). Needs `page`.',
    }),
  })
  .loose()
  .refine((body) => body.page !== undefined || (body.page_size === undefined && !body.with_photos), {
    path: ['page'],
    message: 'Ask for a page to use page_size or with_photos.',
  });
export type ReviewListBody = z.infer<typeof reviewListBody>;

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
  /** The selling price of 1 g or 1 ml (the product's `p_unit`), rupees to the paisa. */
  pp_unit_price: number;
  /** The expiry month (`YYYY-MM`) of the lot the next unit would come from; null with none. */
  pp_expiry: string | null;
}
export interface Ingredient {
  pin_id: number;
  pin_description: string;
  pin_image: string;
}
export interface Product extends ProductDeclarations {
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
/** What the product page shows above its reviews: all of the product's shown reviews, summed. */
export interface ReviewSummary {
  /** How many shown reviews the product has. */
  count: number;
  /** Their mean rating to 2 decimals, as `p_rating` is (0 with none). */
  average: number;
  /** How many gave 5, 4, 3, 2 and 1 stars, in that order. */
  stars: { stars: number; count: number }[];
  /** How many of them carry photos. */
  with_photos: number;
}
/** `list/review` with `page`: the page, how many reviews match the filter in use, and the summary. */
export interface ReviewPage {
  list: Review[];
  total: number;
  summary: ReviewSummary;
}
