// Product rows → the Product answer (contract/src/catalogue.ts), in one query whatever the count.
// Shared by every module that answers with products: the catalogue, the cart, favourites.
import { inArray, sql } from 'drizzle-orm';
import {
  percentOff,
  rupees,
  unitPriceOf,
  type PackSizePrice,
  type Product,
  type ProductUnit,
} from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { ingredients, packSizes, productImages, products, reviews } from './schema.ts';

type ProductRow = typeof products.$inferSelect;

/** A product's parts, each list in its display order, as the query that reads the product builds them. */
export interface ProductParts {
  packs: { id: number; grams: number; mrp: number; price: number; stock: number; expiry: string | null }[];
  images: { id: number; image: string }[];
  parts: { id: number; description: string; image: string }[];
  /** Shown reviews: how many, and the sum of their stars. */
  reviews: { count: number; total: number };
}

/** Mean of the ratings to 2 decimals; 0 without reviews. */
export const meanRating = (total: number, count: number) =>
  count ? Math.round((total * 100) / count) / 100 : 0;

// Written out in full: in a select from one table Drizzle names a column without its table, which
// inside these subqueries would be the subquery's own `id`.
const productId = sql`${products}.id`;

/**
 * Columns that add each product's pack sizes, photos, ingredients and review count (json) to a query
 * reading `products`: a listing costs one round trip to the database, not one per kind (on the
 * embedded database each query's own cost is several times that of these index reads).
 */
export const productPartColumns = {
  packs: sql<ProductParts['packs']>`(select coalesce(json_agg(json_build_object('id', ps.id,
      'grams', ps.grams, 'mrp', ps.mrp_paise, 'price', ps.price_paise, 'stock', ps.stock,
      'expiry', ps.next_expiry)
      order by ps.sort_order, ps.id), '[]') from ${packSizes} ps where ps.product_id = ${productId})`,
  images: sql<ProductParts['images']>`(select coalesce(json_agg(json_build_object('id', pi.id,
      'image', pi.image) order by pi.sort_order, pi.id), '[]')
    from ${productImages} pi where pi.product_id = ${productId})`,
  parts: sql<ProductParts['parts']>`(select coalesce(json_agg(json_build_object('id', i.id,
      'description', i.description, 'image', i.image) order by i.sort_order, i.id), '[]')
    from ${ingredients} i where i.product_id = ${productId})`,
  reviews: sql<ProductParts['reviews']>`(select json_build_object('count', count(*),
      'total', coalesce(sum(r.rating), 0))
    from ${reviews} r where r.product_id = ${productId} and r.status = 1)`,
};

const NO_PARTS: ProductParts = { packs: [], images: [], parts: [], reviews: { count: 0, total: 0 } };

/** Builds the Product of each row, in the rows' order, reading their parts in one query. */
export async function toProducts(db: Db | Tx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const listed = await db
    .select({ id: products.id, ...productPartColumns })
    .from(products)
    .where(
      inArray(
        products.id,
        rows.map((row) => row.id),
      ),
    );
  const partsById = new Map(listed.map((parts) => [parts.id, parts]));
  return shapeProducts(rows.map((row) => ({ ...row, ...(partsById.get(row.id) ?? NO_PARTS) })));
}

/** Builds the Product of each row read with its parts (productPartColumns), in the rows' order. */
export function shapeProducts(rows: (ProductRow & ProductParts)[]): Product[] {
  return rows.map((row) => {
    const unit: ProductUnit = row.unit === 'ml' ? 'ml' : 'g';
    const prices: PackSizePrice[] = row.packs.map((pack) => ({
      pp_id: pack.id,
      pp_packet_size: pack.grams,
      pp_prize: rupees(pack.mrp),
      pp_discount_prize: rupees(pack.price),
      pp_discount: percentOff(pack.mrp, pack.price),
      pp_stocks: pack.stock,
      pp_unit_price: unitPriceOf(pack.price, pack.grams),
      pp_expiry: pack.expiry,
    }));
    const first = prices[0];
    return {
      p_id: row.id,
      p_productname: row.name,
      p_image: row.image,
      productimage: row.images.map((image) => ({ pi_id: image.id, pi_image: image.image })),
      p_prize: first?.pp_prize ?? 0,
      p_discount_prize: first?.pp_discount_prize ?? 0,
      p_discount: first?.pp_discount ?? 0,
      p_description: row.description,
      p_stocks: prices.reduce((sum, pack) => sum + pack.pp_stocks, 0),
      p_category: row.categoryId,
      p_concern_category: row.concernId,
      p_status: row.status,
      p_rating: meanRating(row.reviews.total, row.reviews.count),
      reviewcount: row.reviews.count,
      p_upcoming: row.upcoming,
      p_quantity_types: first ? `${first.pp_packet_size}${unit === 'ml' ? 'ml' : 'gm'}` : '',
      p_how_it_works: row.howItWorks,
      p_how_to_use: row.howToUse,
      p_suitable_for: row.suitableFor,
      p_material_content: row.materialContent,
      ingredients: row.parts.map((part) => ({
        pin_id: part.id,
        pin_description: part.description,
        pin_image: part.image,
      })),
      product_price: prices,
      p_slug: row.slug,
      p_hsn: row.hsn,
      p_gst_rate: row.gstRate,
      p_generic_name: row.genericName,
      p_unit: unit,
      p_manufacturer: row.manufacturer,
      p_marketer: row.marketer,
      p_country_of_origin: row.countryOfOrigin,
      p_shelf_life_months: row.pShelfLifeMonths,
    };
  });
}
