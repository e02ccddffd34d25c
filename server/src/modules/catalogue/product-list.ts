// `product/list`: which active products a filter selects, and in what order.
import { and, asc, eq, exists, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_RESULT_LIMIT,
  type BestSellerEntry,
  type Product,
  type ProductListBody,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { packSizes, products } from '../../db/schema.ts';
import { toProducts } from '../../db/product-shape.ts';

/** One cache key per distinct filter, whatever order or id spelling (`5`, `"5"`) the body used. */
export const productListKey = (body: ProductListBody) =>
  JSON.stringify([
    body.category_id ?? null,
    body.concern_id ?? null,
    body.bestsellers === true,
    body.upcoming === true,
    body.p_id ?? null,
    body.search ?? null,
    body.p_slug ?? null,
  ]);

/** Products matching every filter given; best sellers come wrapped as the seed client reads them. */
export async function listProducts(db: Db, body: ProductListBody): Promise<Product[] | BestSellerEntry[]> {
  const conditions: SQL[] = [
    eq(products.status, 1),
    // A product without a pack size has no price and cannot be bought: it is not shown at all.
    exists(
      db
        .select({ one: sql`1` })
        .from(packSizes)
        .where(eq(packSizes.productId, products.id)),
    ),
  ];
  const order: SQL[] = [];
  if (body.p_id !== undefined) conditions.push(eq(products.id, body.p_id));
  if (body.p_slug !== undefined) conditions.push(eq(products.slug, body.p_slug));
  if (body.category_id !== undefined) conditions.push(eq(products.categoryId, body.category_id));
  if (body.concern_id !== undefined) conditions.push(eq(products.concernId, body.concern_id));
  if (body.upcoming) conditions.push(eq(products.upcoming, 1));
  if (body.bestsellers) {
    conditions.push(isNotNull(products.bestSellerRank));
    order.push(asc(products.bestSellerRank));
  }
  if (body.search !== undefined) {
    // strpos, not LIKE: `%`, `_` and `\` typed by a shopper are plain characters.
    const position = sql`strpos(lower(${products.name}), lower(${body.search}))`;
    conditions.push(sql`${position} > 0`);
    order.push(asc(position), asc(products.name));
  }
  order.push(asc(products.id));

  const query = db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(...order);
  const rows = await (body.search !== undefined ? query.limit(SEARCH_RESULT_LIMIT) : query);
  const list = await toProducts(db, rows);
  return body.bestsellers
    ? list.map((product) => ({ op_product_id: product.p_id, productDetails: [product] }))
    : list;
}
