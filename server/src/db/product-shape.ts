// Product rows → the Product answer (contract/src/catalogue.ts), in one query whatever the count.
// Shared by every module that answers with products: the catalogue, the cart, favourites.
import { sql } from 'drizzle-orm';
import { percentOff, rupees, type PackSizePrice, type Product } from '@prime/contract';
import { rowsOf, type Db, type Tx } from './client.ts';
import { ingredients, packSizes, productImages, products, reviews } from './schema.ts';

type ProductRow = typeof products.$inferSelect;

/** A product's parts, each list in its display order, as one query builds them (json). */
interface ProductParts {
  id: number;
  packs: { id: number; grams: number; mrp: number; price: number; stock: number }[];
  images: { id: number; image: string }[];
  parts: { id: number; description: string; image: string }[];
  /** Shown reviews: how many, and the sum of their stars. */
  reviews: { count: number; total: number };
}

/** Mean of the ratings to 2 decimals; 0 without reviews. */
export const meanRating = (total: number, count: number) =>
  count ? Math.round((total * 100) / count) / 100 : 0;

/**
 * Each product's pack sizes, photos, ingredients and review count in one query: a listing's answer
 * costs one round trip to the database for its parts, not one per kind (on the embedded database
 * each query's own cost is several times that of these index reads).
 */
async function partsOf(db: Db | Tx, ids: number[]): Promise<Map<number, ProductParts>> {
  const listed = rowsOf<ProductParts>(
    await db.execute(sql`select p.id,
      (select coalesce(json_agg(json_build_object('id', ps.id, 'grams', ps.grams, 'mrp', ps.mrp_paise,
          'price', ps.price_paise, 'stock', ps.stock) order by ps.sort_order, ps.id), '[]')
        from ${packSizes} ps where ps.product_id = p.id) as packs,
      (select coalesce(json_agg(json_build_object('id', pi.id, 'image', pi.image)
          order by pi.sort_order, pi.id), '[]')
        from ${productImages} pi where pi.product_id = p.id) as images,
      (select coalesce(json_agg(json_build_object('id', i.id, 'description', i.description,
          'image', i.image) order by i.sort_order, i.id), '[]')
        from ${ingredients} i where i.product_id = p.id) as parts,
      (select json_build_object('count', count(*), 'total', coalesce(sum(r.rating), 0))
        from ${reviews} r where r.product_id = p.id and r.status = 1) as reviews
      from ${products} p where p.id in ${ids}`),
  );
  return new Map(listed.map((product) => [product.id, product]));
}

/** Builds the Product of each row, in the rows' order. */
export async function toProducts(db: Db | Tx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const partsById = await partsOf(
    db,
    rows.map((row) => row.id),
  );

  return rows.map((row) => {
    const parts = partsById.get(row.id);
    const prices: PackSizePrice[] = (parts?.packs ?? []).map((pack) => ({
      pp_id: pack.id,
      pp_packet_size: pack.grams,
      pp_prize: rupees(pack.mrp),
      pp_discount_prize: rupees(pack.price),
      pp_discount: percentOff(pack.mrp, pack.price),
      pp_stocks: pack.stock,
    }));
    const first = prices[0];
    const rating = parts?.reviews;
    return {
      p_id: row.id,
      p_productname: row.name,
      p_image: row.image,
      productimage: (parts?.images ?? []).map((image) => ({ pi_id: image.id, pi_image: image.image })),
      p_prize: first?.pp_prize ?? 0,
      p_discount_prize: first?.pp_discount_prize ?? 0,
      p_discount: first?.pp_discount ?? 0,
      p_description: row.description,
      p_stocks: prices.reduce((sum, pack) => sum + pack.pp_stocks, 0),
      p_category: row.categoryId,
      p_concern_category: row.concernId,
      p_status: row.status,
      p_rating: meanRating(rating?.total ?? 0, rating?.count ?? 0),
      reviewcount: rating?.count ?? 0,
      p_upcoming: row.upcoming,
      p_quantity_types: first ? `${first.pp_packet_size}gm` : '',
      p_how_it_works: row.howItWorks,
      p_how_to_use: row.howToUse,
      p_suitable_for: row.suitableFor,
      p_material_content: row.materialContent,
      ingredients: (parts?.parts ?? []).map((part) => ({
        pin_id: part.id,
        pin_description: part.description,
        pin_image: part.image,
      })),
      product_price: prices,
      p_slug: row.slug,
      p_hsn: row.hsn,
      p_gst_rate: row.gstRate,
    };
  });
}
