// Bodies of the public catalogue calls (their answers' shapes and types: call-shapes.ts).
import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { emptyIsAbsent, pageField } from './body-fields.ts';
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
