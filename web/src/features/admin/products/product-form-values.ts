// The product form's values as typed (text in every box), how they come from a product the server
// answered, how they become the `admin/product/save` body, and how typing is kept when the product
// changed under the form (`rebaseForm`). The form is checked with the same schema the server uses
// (contract/src/admin-catalogue.ts), so its messages are the server's.
import {
  missingDeclarations,
  productSaveBody,
  slugFromName,
  type AdminProduct,
  type ProductUnit,
} from '@prime/contract';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';

export interface PackRow {
  /** Keeps a row's boxes in place while rows are added and removed. */
  key: string;
  pp_id?: number;
  pp_packet_size: string;
  pp_prize: string;
  pp_discount_prize: string;
  pp_stocks: string;
  /** The stock the server had when the form was filled: the save judges the typed figure against it. */
  pp_stocks_loaded?: number;
}

export interface IngredientRow {
  key: string;
  pin_description: string;
  /** An image path the server stores, or '' for none. */
  pin_image: string;
}

export const LONG_TEXTS = [
  { name: 'p_description', label: 'Description' },
  { name: 'p_how_it_works', label: 'How it works' },
  { name: 'p_how_to_use', label: 'How to use' },
  { name: 'p_suitable_for', label: 'Suitable for' },
  { name: 'p_material_content', label: 'Material content' },
] as const;
export type LongTextName = (typeof LONG_TEXTS)[number]['name'];

export type ProductFormValues = {
  p_id?: number;
  /** The product's version the form was filled from: the server refuses the save (409) once it changed. */
  p_version?: string;
  /**
   * The page address: `/products/<p_slug>`. A new product's follows its name until staff type their
   * own; a changed one keeps the old address as a redirect to the new (server/src/pages/).
   */
  p_slug: string;
  p_productname: string;
  /** A category id, or '' before one is chosen. */
  p_category: string;
  /** A concern id, or '' for none. */
  p_concern_category: string;
  /** The HSN code and GST rate on the product's tax invoices, as typed. */
  p_hsn: string;
  p_gst_rate: string;
  p_upcoming: boolean;
  /** The declarations Legal Metrology asks for (decision 0029), as typed; `p_unit` is `g` or `ml`. */
  p_generic_name: string;
  p_unit: ProductUnit;
  p_manufacturer: string;
  p_marketer: string;
  p_country_of_origin: string;
  p_shelf_life_months: string;
  p_bestseller: boolean;
  /** True: shown in the shop; false: hidden. */
  p_status: boolean;
  product_price: PackRow[];
  ingredients: IngredientRow[];
} & Record<LongTextName, string>;

export interface ProductSaveRequest {
  p_id?: number;
  p_version?: string;
  p_productname: string;
  p_slug: string;
  p_category: number | string;
  p_concern_category: number | null;
  p_hsn: string;
  p_gst_rate: number | string;
  p_generic_name: string;
  p_unit: ProductUnit;
  p_manufacturer: string;
  /** Empty: none. */
  p_marketer: string;
  p_country_of_origin: string;
  p_shelf_life_months: number | string;
  p_description: string;
  p_how_it_works: string;
  p_how_to_use: string;
  p_suitable_for: string;
  p_material_content: string;
  p_upcoming: 0 | 1;
  p_status: 0 | 1;
  p_bestseller: 0 | 1;
  ingredients: { pin_description: string; pin_image?: string }[];
  product_price: {
    pp_id?: number;
    pp_packet_size: number | string;
    pp_prize: number | string;
    pp_discount_prize: number | string;
    pp_stocks: number | string;
    pp_stocks_loaded?: number;
  }[];
}

let nextKey = 1;
export const rowKey = () => `row-${nextKey++}`;

export const emptyPack = (): PackRow => ({
  key: rowKey(),
  pp_packet_size: '',
  pp_prize: '',
  pp_discount_prize: '',
  pp_stocks: '',
});

export const emptyIngredient = (): IngredientRow => ({ key: rowKey(), pin_description: '', pin_image: '' });

export function emptyProduct(): ProductFormValues {
  return {
    p_slug: '',
    p_productname: '',
    p_category: '',
    p_concern_category: '',
    // The shop's usual case: skin care preparations (HSN 3304) at 18 %.
    p_hsn: '3304',
    p_gst_rate: '18',
    p_generic_name: '',
    p_unit: 'g',
    p_manufacturer: '',
    p_marketer: '',
    p_country_of_origin: 'India',
    p_shelf_life_months: '',
    p_description: '',
    p_how_it_works: '',
    p_how_to_use: '',
    p_suitable_for: '',
    p_material_content: '',
    p_upcoming: false,
    p_bestseller: false,
    p_status: true,
    product_price: [emptyPack()],
    ingredients: [],
  };
}

export function fromProduct(product: AdminProduct): ProductFormValues {
  return {
    p_id: product.p_id,
    p_version: product.p_version,
    p_slug: product.p_slug,
    p_productname: product.p_productname,
    p_category: String(product.p_category),
    p_concern_category: product.p_concern_category === null ? '' : String(product.p_concern_category),
    p_hsn: product.p_hsn,
    p_gst_rate: String(product.p_gst_rate),
    p_generic_name: product.p_generic_name ?? '',
    p_unit: product.p_unit,
    p_manufacturer: product.p_manufacturer ?? '',
    p_marketer: product.p_marketer ?? '',
    p_country_of_origin: product.p_country_of_origin,
    p_shelf_life_months: product.p_shelf_life_months === null ? '' : String(product.p_shelf_life_months),
    p_description: product.p_description,
    p_how_it_works: product.p_how_it_works,
    p_how_to_use: product.p_how_to_use,
    p_suitable_for: product.p_suitable_for,
    p_material_content: product.p_material_content,
    p_upcoming: product.p_upcoming === 1,
    p_bestseller: product.p_bestseller === 1,
    p_status: product.p_status === 1,
    product_price: product.product_price.map((pack) => ({
      key: rowKey(),
      pp_id: pack.pp_id,
      pp_packet_size: String(pack.pp_packet_size),
      pp_prize: String(pack.pp_prize),
      pp_discount_prize: String(pack.pp_discount_prize),
      pp_stocks: String(pack.pp_stocks),
      pp_stocks_loaded: pack.pp_stocks,
    })),
    ingredients: product.ingredients.map((part) => ({
      key: rowKey(),
      pin_description: part.pin_description,
      pin_image: part.pin_image,
    })),
  };
}

/**
 * The form after the name is typed: a new product's page address follows its name while it is the
 * one made from the name (or empty), and stays once staff typed their own.
 */
export function withName(values: ProductFormValues, name: string): ProductFormValues {
  const following =
    values.p_id === undefined &&
    (values.p_slug === '' || values.p_slug === slugFromName(values.p_productname));
  return {
    ...values,
    p_productname: name,
    ...(following ? { p_slug: name.trim() ? slugFromName(name) : '' } : {}),
  };
}

/** A number when the box holds one, else the text as typed, for the schema to name what is wrong. */
const numberOrText = (typed: string): number | string => {
  const text = typed.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

export function toRequest(values: ProductFormValues): ProductSaveRequest {
  return {
    ...(values.p_id !== undefined ? { p_id: values.p_id } : {}),
    ...(values.p_version !== undefined ? { p_version: values.p_version } : {}),
    p_productname: values.p_productname,
    // Always sent, so a taken address is refused at its box instead of saved as `…-2`.
    p_slug: values.p_slug.trim(),
    p_category: values.p_category === '' ? '' : Number(values.p_category),
    p_concern_category: values.p_concern_category === '' ? null : Number(values.p_concern_category),
    p_hsn: values.p_hsn.trim(),
    p_gst_rate: numberOrText(values.p_gst_rate),
    p_generic_name: values.p_generic_name,
    p_unit: values.p_unit,
    p_manufacturer: values.p_manufacturer,
    p_marketer: values.p_marketer,
    p_country_of_origin: values.p_country_of_origin,
    p_shelf_life_months: numberOrText(values.p_shelf_life_months),
    p_description: values.p_description,
    p_how_it_works: values.p_how_it_works,
    p_how_to_use: values.p_how_to_use,
    p_suitable_for: values.p_suitable_for,
    p_material_content: values.p_material_content,
    p_upcoming: values.p_upcoming ? 1 : 0,
    p_status: values.p_status ? 1 : 0,
    p_bestseller: values.p_bestseller ? 1 : 0,
    ingredients: values.ingredients.map((part) => ({
      pin_description: part.pin_description,
      ...(part.pin_image ? { pin_image: part.pin_image } : {}),
    })),
    product_price: values.product_price.map((pack) => ({
      ...(pack.pp_id !== undefined ? { pp_id: pack.pp_id } : {}),
      pp_packet_size: numberOrText(pack.pp_packet_size),
      pp_prize: numberOrText(pack.pp_prize),
      pp_discount_prize: numberOrText(pack.pp_discount_prize),
      pp_stocks: numberOrText(pack.pp_stocks),
      ...(pack.pp_id !== undefined && pack.pp_stocks_loaded !== undefined
        ? { pp_stocks_loaded: pack.pp_stocks_loaded }
        : {}),
    })),
  };
}

/** The body to send, and every problem the shared schema finds in it (none: it may be sent). */
export function checkProduct(values: ProductFormValues): { request: ProductSaveRequest; errors: PathErrors } {
  const request = toRequest(values);
  const checked = productSaveBody.safeParse(request);
  // A product on sale must declare what the schema leaves optional (the server checks it too).
  const missing = missingDeclarations({
    p_status: request.p_status,
    p_upcoming: request.p_upcoming,
    p_generic_name: request.p_generic_name.trim() || null,
    p_manufacturer: request.p_manufacturer.trim() || null,
    p_shelf_life_months: String(request.p_shelf_life_months).trim() === '' ? null : 1,
  });
  const errors = checked.success ? {} : errorsByPath(checked.error.issues);
  return { request, errors: { ...errorsByPath(missing), ...errors } };
}

/** The fields of the form that hold one value each; the lists are merged row by row. */
const SINGLE_FIELDS = [
  'p_productname',
  'p_slug',
  'p_category',
  'p_concern_category',
  'p_hsn',
  'p_gst_rate',
  'p_generic_name',
  'p_unit',
  'p_manufacturer',
  'p_marketer',
  'p_country_of_origin',
  'p_shelf_life_months',
  'p_upcoming',
  'p_bestseller',
  'p_status',
  ...LONG_TEXTS.map((text) => text.name),
] as const;
const PACK_FIELDS = ['pp_packet_size', 'pp_prize', 'pp_discount_prize', 'pp_stocks'] as const;

/** Words of the note on a box another save changed while this admin changed it too. */
export const changedMeanwhile = (now: string | undefined) =>
  now === undefined || now.length > 60
    ? 'Another admin changed this meanwhile. Saving keeps what you typed.'
    : `Another admin changed this meanwhile to “${now}”. Saving keeps what you typed.`;
export const stockNow = (stock: string) =>
  `${stock} in stock now (sold, returned or counted meanwhile). Saving sets the figure you typed.`;
export const packRemovedMeanwhile = 'Another admin removed this pack size meanwhile. Saving adds it again.';
export const ingredientsChangedMeanwhile =
  'Another admin changed the ingredients meanwhile. Saving keeps your list.';

function takeField<K extends keyof ProductFormValues>(
  values: ProductFormValues,
  from: ProductFormValues,
  name: K,
) {
  values[name] = from[name];
}

const samePack = (a: PackRow, b: PackRow) => PACK_FIELDS.every((field) => a[field] === b[field]);
const ingredientsText = (rows: IngredientRow[]) =>
  JSON.stringify(rows.map((row) => [row.pin_description, row.pin_image]));

/**
 * The form after the product changed under it (a save answered 409): `typed` is what the admin has
 * in the boxes, `base` what the form was filled from, `fresh` the product as saved now. What the
 * admin left alone shows its new value; what they changed stays as typed, with a note where another
 * save changed it too; the version and every stock figure loaded are the fresh ones, so saving again
 * applies the admin's changes on top of the others.
 */
export function rebaseForm(
  base: ProductFormValues,
  typed: ProductFormValues,
  fresh: ProductFormValues,
): { values: ProductFormValues; notes: PathErrors } {
  const notes: PathErrors = {};
  const values: ProductFormValues = {
    ...typed,
    p_id: fresh.p_id,
    p_version: fresh.p_version,
  };
  for (const name of SINGLE_FIELDS) {
    if (typed[name] === base[name]) {
      takeField(values, fresh, name);
    } else if (fresh[name] !== base[name] && fresh[name] !== typed[name]) {
      // A flag cannot get here (two changes of a flag agree); a group is named by its id, not shown.
      const grouping = name === 'p_category' || name === 'p_concern_category';
      notes[name] = changedMeanwhile(grouping ? undefined : String(fresh[name]));
    }
  }
  const typedIngredients = ingredientsText(typed.ingredients);
  if (typedIngredients === ingredientsText(base.ingredients)) values.ingredients = fresh.ingredients;
  else if (
    ![ingredientsText(base.ingredients), typedIngredients].includes(ingredientsText(fresh.ingredients))
  ) {
    notes.ingredients = ingredientsChangedMeanwhile;
  }

  const byId = (rows: PackRow[]) =>
    new Map(rows.flatMap((row) => (row.pp_id === undefined ? [] : [[row.pp_id, row] as const])));
  const wasOf = byId(base.product_price);
  const nowOf = byId(fresh.product_price);
  const rows: PackRow[] = [];
  for (const row of typed.product_price) {
    if (row.pp_id === undefined) {
      rows.push(row);
      continue;
    }
    const was = wasOf.get(row.pp_id);
    const now = nowOf.get(row.pp_id);
    if (!now) {
      // Removed by the other save: gone unless this admin changed it, then added again as new.
      if (was && samePack(row, was)) continue;
      notes[`product_price.${rows.length}.pp_packet_size`] = packRemovedMeanwhile;
      rows.push({ ...row, pp_id: undefined, pp_stocks_loaded: undefined });
    } else {
      const merged: PackRow = { ...row, pp_stocks_loaded: now.pp_stocks_loaded };
      for (const field of PACK_FIELDS) {
        if (!was || row[field] === was[field]) merged[field] = now[field];
        else if (now[field] !== was[field] && now[field] !== row[field]) {
          notes[`product_price.${rows.length}.${field}`] =
            field === 'pp_stocks' ? stockNow(now[field]) : changedMeanwhile(now[field]);
        }
      }
      rows.push(merged);
    }
  }
  // Pack sizes the other save added.
  for (const row of fresh.product_price) {
    if (row.pp_id !== undefined && !wasOf.has(row.pp_id)) rows.push(row);
  }
  values.product_price = rows;
  return { values, notes };
}
