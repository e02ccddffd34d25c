// Bodies of the console's catalogue calls (answers: admin-shapes.ts): products with their pack sizes,
// ingredients and gallery, categories and concerns. The product form in the console checks the same schema.
import { z } from 'zod';
import { crossChecked, emptyIsAbsent, flag01, pageField } from './body-fields.ts';
import { declarationFields } from './declaration-fields.ts';
import { GST_RATES, isHsnCode } from './gst.ts';
import { idField, paiseFromRupees } from './rules.ts';

export const MAX_PRODUCT_NAME_LENGTH = 150;
export const MAX_PRODUCT_TEXT_LENGTH = 10_000;
export const MAX_PACK_SIZES = 10;
export const MAX_INGREDIENTS = 30;
/** The most units one pack size may hold in stock. */
export const MAX_PACK_STOCK = 1_000_000;
/** The most grams a pack size may weigh. */
export const MAX_PACK_GRAMS = 100_000;
/** The most an MRP may be: ₹10,00,000. */
const MAX_PRICE_PAISE = 100_000_000;

export const catalogueMessages = {
  nameRequired: 'Please enter the product name.',
  nameTooLong: `The name can be at most ${MAX_PRODUCT_NAME_LENGTH} characters.`,
  textTooLong: `This text can be at most ${MAX_PRODUCT_TEXT_LENGTH} characters.`,
  slugInvalid:
    'A slug is lower-case letters and digits in words joined by single hyphens, at most 120 characters.',
  slugTaken: 'Another product already has this slug.',
  categoryRequired: 'Please choose a category.',
  concernInvalid: 'Choose a concern, or none.',
  categoryUnknown: 'This category does not exist.',
  concernUnknown: 'This concern does not exist.',
  packsRequired: 'Add at least one pack size.',
  tooManyPacks: `A product can have at most ${MAX_PACK_SIZES} pack sizes.`,
  packGrams: `Pack size must be a whole number of grams from 1 to ${MAX_PACK_GRAMS}.`,
  packDuplicate: 'Each pack size can be listed only once.',
  packIdDuplicate: 'Each pack size id can be listed only once.',
  mrpInvalid: 'MRP must be an amount in rupees above 0, with at most 2 decimals.',
  priceInvalid: 'Price must be an amount in rupees above 0, with at most 2 decimals.',
  priceAboveMrp: 'Price must not be more than the MRP.',
  stockInvalid: `Stock must be a whole number from 0 to ${MAX_PACK_STOCK}.`,
  ingredientRequired: 'Please describe the ingredient.',
  tooManyIngredients: `A product can have at most ${MAX_INGREDIENTS} ingredients.`,
  imageRequired: 'Please choose an image to upload.',
  imagePathInvalid: 'Upload the image first, then use the path it answers.',
  imageMissing: 'This image is not on the server. Upload it again.',
  productChanged: 'Another admin saved this product while you edited it. Check the changes and save again.',
  imageOrderInvalid: 'List every image of the product exactly once.',
  categoryNameRequired: 'Please enter the category name.',
  concernNameRequired: 'Please enter the concern name.',
  categoryInUse: 'Products still belong to this category. Move them to another category first.',
  concernInUse: 'Products still name this concern. Choose another concern for them first.',
  hsnInvalid: 'HSN code must be 4 to 8 digits.',
  gstRateInvalid: 'GST rate must be 0, 5, 12, 18 or 28 percent.',
  productSaved: 'Product saved',
  imageAdded: 'Image added',
  imagesReordered: 'Images reordered',
  imageRemoved: 'Image removed',
} as const;

/**
 * The 409 of a save whose stock figure for a pack size the admin changed while orders (or another
 * admin) moved that pack size's stock: the form's figure is no longer a count of what is there.
 */
export const stockMovedMessage = (grams: number, stock: number) =>
  `Stock of the ${grams} gm pack changed while you edited it (sold, returned or saved by another admin): ${stock} in stock now. Check the figure and save again.`;

const optionalId = z.preprocess(emptyIsAbsent, idField.optional());

/** Rupees (a number or a digit string) with at most 2 decimals, above 0: integer paise. */
const priceField = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const paise = paiseFromRupees(value);
      if (paise === undefined || paise <= 0 || paise > MAX_PRICE_PAISE) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return paise;
    });

/** A whole number in [min, max], also as a digit string; `1.5` and `-1` are refused. */
const wholeField = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).min(min, message).max(max, message),
  );

const longText = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string({ error: catalogueMessages.textTooLong })
    .trim()
    .max(MAX_PRODUCT_TEXT_LENGTH, catalogueMessages.textTooLong),
);

/**
 * An image path this server stores (`uploads/content/…webp`), as answered by an upload: relative,
 * no `..`, no leading slash.
 */
export const imagePathField = z
  .string({ error: catalogueMessages.imagePathInvalid })
  .trim()
  .max(300, catalogueMessages.imagePathInvalid)
  .regex(/^uploads\/(?:[a-z0-9-]+\/)+[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)+$/, catalogueMessages.imagePathInvalid);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case words joined by hyphens, from a product's name: `Vitamin C Serum` → `vitamin-c-serum`. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** Grams as a number or digit string, also written as a pack size is shown (`50gm`, `50 gm`). */
const packGramsField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s*gm\s*$/i, '') : value),
  wholeField(1, MAX_PACK_GRAMS, catalogueMessages.packGrams),
);
const mrpField = priceField(catalogueMessages.mrpInvalid);
const sellingPriceField = priceField(catalogueMessages.priceInvalid);

const packSizeItem = crossChecked(
  z.object({
    pp_id: optionalId,
    pp_packet_size: packGramsField,
    pp_prize: mrpField,
    pp_discount_prize: sellingPriceField,
    pp_stocks: wholeField(0, MAX_PACK_STOCK, catalogueMessages.stockInvalid),
    /**
     * The stock figure of this pack size the form was filled from. Given, the save judges the stock
     * against it: `pp_stocks` equal to it keeps the live stock (orders may have moved it meanwhile);
     * a different one is set, unless the live stock moved too (409 naming the pack size).
     */
    pp_stocks_loaded: z.preprocess(
      emptyIsAbsent,
      wholeField(0, MAX_PACK_STOCK, catalogueMessages.stockInvalid).optional(),
    ),
  }),
  (raw, report) => {
    const mrp = mrpField.safeParse(raw.pp_prize);
    const price = sellingPriceField.safeParse(raw.pp_discount_prize);
    if (mrp.success && price.success && price.data > mrp.data) {
      report(['pp_discount_prize'], catalogueMessages.priceAboveMrp);
    }
  },
);
/** A pack size as saved: prices in paise. */
export type PackSizeInput = z.output<typeof packSizeItem>;

const ingredientItem = z.object({
  pin_description: z
    .string({ error: catalogueMessages.ingredientRequired })
    .trim()
    .min(1, { error: catalogueMessages.ingredientRequired, abort: true })
    .max(500, catalogueMessages.textTooLong),
  pin_image: z.preprocess(emptyIsAbsent, imagePathField.optional()),
});

/**
 * `admin/product/save`. Without `p_id` it creates; with it, it replaces every field given here. Pack
 * sizes with a `pp_id` are updated, those without are added, those left out removed. `p_slug` is made
 * from the name on create and kept afterwards unless one is sent. `p_bestseller` left out keeps the
 * product's place among the best sellers.
 */
export const productSaveBody = crossChecked(
  z.object({
    p_id: optionalId,
    /**
     * The `p_version` of the product as the form was filled from: when another save changed the
     * product since, this one is refused with 409 instead of undoing that change. Stock is judged per
     * pack size by `pp_stocks_loaded` instead, so orders selling or returning units never refuse a
     * save. Left out, the save replaces whatever is stored (the last write wins), stock too.
     */
    p_version: z.preprocess(emptyIsAbsent, z.string().trim().max(100).optional()),
    p_productname: z
      .string({ error: catalogueMessages.nameRequired })
      .trim()
      .min(1, { error: catalogueMessages.nameRequired, abort: true })
      .max(MAX_PRODUCT_NAME_LENGTH, catalogueMessages.nameTooLong),
    p_slug: z.preprocess(
      emptyIsAbsent,
      z
        .string({ error: catalogueMessages.slugInvalid })
        .trim()
        .max(120, catalogueMessages.slugInvalid)
        .regex(SLUG_PATTERN, catalogueMessages.slugInvalid)
        .optional(),
    ),
    p_category: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        const parsed = idField.safeParse(emptyIsAbsent(value));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: catalogueMessages.categoryRequired });
          return z.NEVER;
        }
        return parsed.data;
      }),
    p_concern_category: z.preprocess(
      (value) => emptyIsAbsent(value) ?? null,
      z.union([idField, z.null()], { error: catalogueMessages.concernInvalid }),
    ),
    p_description: longText,
    p_how_it_works: longText,
    p_how_to_use: longText,
    p_suitable_for: longText,
    p_material_content: longText,
    p_upcoming: z.preprocess((v) => emptyIsAbsent(v) ?? 0, flag01),
    p_status: z.preprocess((v) => emptyIsAbsent(v) ?? 1, flag01),
    p_bestseller: z.preprocess(emptyIsAbsent, flag01.optional()),
    // Left out: kept (a new product takes the shop's usual 3304 at 18 %, the columns' defaults).
    p_hsn: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : emptyIsAbsent(value)),
      z
        .string({ error: catalogueMessages.hsnInvalid })
        .trim()
        .refine(isHsnCode, catalogueMessages.hsnInvalid)
        .optional(),
    ),
    p_gst_rate: z.preprocess(
      (value) =>
        typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : emptyIsAbsent(value),
      z
        .number({ error: catalogueMessages.gstRateInvalid })
        .refine((rate) => (GST_RATES as readonly number[]).includes(rate), catalogueMessages.gstRateInvalid)
        .optional(),
    ),
    // Left out: kept (contract/src/declarations.ts); a product on sale must have them (product-save.ts).
    ...declarationFields,
    ingredients: z.preprocess(
      (value) => value ?? [],
      z.array(ingredientItem).max(MAX_INGREDIENTS, catalogueMessages.tooManyIngredients),
    ),
    product_price: z.preprocess(
      (value) => value ?? [],
      z
        .array(packSizeItem, { error: catalogueMessages.packsRequired })
        .min(1, catalogueMessages.packsRequired)
        .max(MAX_PACK_SIZES, catalogueMessages.tooManyPacks),
    ),
  }),
  // Sizes and pack ids are each listed once, also when another field of the pack failed.
  (raw, report) => {
    if (!Array.isArray(raw.product_price)) return;
    const sizes = new Set<number>();
    const ids = new Set<number>();
    raw.product_price.forEach((entry: unknown, index) => {
      if (entry === null || typeof entry !== 'object') return;
      const pack = entry as Record<string, unknown>;
      const grams = packGramsField.safeParse(pack.pp_packet_size);
      if (grams.success) {
        if (sizes.has(grams.data))
          report(['product_price', index, 'pp_packet_size'], catalogueMessages.packDuplicate);
        sizes.add(grams.data);
      }
      const id = optionalId.safeParse(pack.pp_id);
      if (id.success && id.data !== undefined) {
        if (ids.has(id.data)) report(['product_price', index, 'pp_id'], catalogueMessages.packIdDuplicate);
        ids.add(id.data);
      }
    });
  },
);
export type ProductSaveBody = z.output<typeof productSaveBody>;

/** `admin/product/list`: every product, hidden ones too; `search` matches part of the name or slug. */
export const adminProductListBody = z.object({
  search: z.preprocess(emptyIsAbsent, z.string().trim().max(100).optional()),
  category_id: optionalId,
  status: z.preprocess(emptyIsAbsent, flag01.optional()),
  page: pageField,
});
export type AdminProductListBody = z.output<typeof adminProductListBody>;

export const adminProductBody = z.object({ p_id: idField });

/** The text field of the multipart `admin/product/image` (the file is `image`). */
export const productImageForm = z.object({ p_id: idField });

/** `admin/product/image/order`: every image id of the product, in the new order; the first is `p_image`. */
export const productImageOrderBody = z.object({
  p_id: idField,
  order: z.array(idField, { error: catalogueMessages.imageOrderInvalid }).max(100),
});
export type ProductImageOrderBody = z.output<typeof productImageOrderBody>;

export const productImageDeleteBody = z.object({ pi_id: idField });

export const categorySaveBody = z.object({
  c_id: optionalId,
  c_name: z
    .string({ error: catalogueMessages.categoryNameRequired })
    .trim()
    .min(1, { error: catalogueMessages.categoryNameRequired, abort: true })
    .max(100, catalogueMessages.nameTooLong),
  /** Where it is listed; left out: kept (last, for a new one). */
  c_order: z.preprocess(
    emptyIsAbsent,
    wholeField(0, 10_000, 'Order must be a whole number from 0.').optional(),
  ),
});
export type CategorySaveBody = z.output<typeof categorySaveBody>;
export const categoryDeleteBody = z.object({ c_id: idField });

export const concernSaveBody = z.object({
  cc_id: optionalId,
  cc_name: z
    .string({ error: catalogueMessages.concernNameRequired })
    .trim()
    .min(1, { error: catalogueMessages.concernNameRequired, abort: true })
    .max(100, catalogueMessages.nameTooLong),
  cc_image: z.preprocess((value) => emptyIsAbsent(value) ?? '', z.union([z.literal(''), imagePathField])),
  cc_order: z.preprocess(
    emptyIsAbsent,
    wholeField(0, 10_000, 'Order must be a whole number from 0.').optional(),
  ),
});
export type ConcernSaveBody = z.output<typeof concernSaveBody>;
export const concernDeleteBody = z.object({ cc_id: idField });
