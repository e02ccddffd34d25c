// Product rows → the Product answer (contract/src/catalogue.ts), in a fixed number of queries whatever
// the count. Shared by every module that answers with products: the catalogue, the cart, favourites.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { percentOff, rupees, type PackSizePrice, type Product } from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { ingredients, packSizes, productImages, products, reviews } from './schema.ts';

type ProductRow = typeof products.$inferSelect;

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** Mean of the ratings to 2 decimals; 0 without reviews. */
export const meanRating = (total: number, count: number) =>
  count ? Math.round((total * 100) / count) / 100 : 0;

/** Builds the Product of each row, in the rows' order. */
export async function toProducts(db: Db | Tx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [packs, images, parts, ratings] = await Promise.all([
    db
      .select()
      .from(packSizes)
      .where(inArray(packSizes.productId, ids))
      .orderBy(asc(packSizes.sortOrder), asc(packSizes.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db
      .select()
      .from(ingredients)
      .where(inArray(ingredients.productId, ids))
      .orderBy(asc(ingredients.sortOrder), asc(ingredients.id)),
    db
      .select({
        productId: reviews.productId,
        count: sql<number>`count(*)::int`,
        total: sql<number>`sum(${reviews.rating})::int`,
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), eq(reviews.status, 1)))
      .groupBy(reviews.productId),
  ]);
  const packsOf = groupBy(packs);
  const imagesOf = groupBy(images);
  const partsOf = groupBy(parts);
  const ratingOf = new Map(ratings.map((r) => [r.productId, r]));

  return rows.map((row) => {
    const prices: PackSizePrice[] = (packsOf.get(row.id) ?? []).map((pack) => ({
      pp_id: pack.id,
      pp_packet_size: pack.grams,
      pp_prize: rupees(pack.mrpPaise),
      pp_discount_prize: rupees(pack.pricePaise),
      pp_discount: percentOff(pack.mrpPaise, pack.pricePaise),
      pp_stocks: pack.stock,
    }));
    const first = prices[0];
    const rating = ratingOf.get(row.id);
    return {
      p_id: row.id,
      p_productname: row.name,
      p_image: row.image,
      productimage: (imagesOf.get(row.id) ?? []).map((image) => ({ pi_id: image.id, pi_image: image.image })),
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
      ingredients: (partsOf.get(row.id) ?? []).map((part) => ({
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
