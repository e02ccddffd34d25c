// `product/list`: which active products a filter selects, and in what order.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  isNotNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  SEARCH_RESULT_LIMIT,
  type BestSellerEntry,
  type Product,
  type ProductListBody,
  type ProductSort,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { packSizes, products } from '../../db/schema.ts';
import { productPartColumns, shapeProducts, toProducts } from '../../db/product-shape.ts';
import { keptStatement } from '../../db/kept-statements.ts';
import { matchSearch, nameCloseness, searchMatches, type SearchMatch } from './search-match.ts';

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
    body.sort ?? null,
    body.min_price ?? null,
    body.max_price ?? null,
    body.in_stock === true,
  ]);

/** The first pack size's selling price, in paise: the price a listing shows (contract/src/catalogue.ts). */
const firstPrice = sql`(select ps.price_paise from pack_sizes ps where ps.product_id = ${products.id}
  order by ps.sort_order, ps.id limit 1)`;

/** Units on order lines not cancelled, of orders placed in the last 90 days. */
const unitsSoldLately = sql`(select coalesce(sum(ol.quantity), 0) from order_lines ol
  join orders o on o.id = ol.order_id
  where ol.product_id = ${products.id} and ol.delivery_status <> 'Cancelled'
    and o.created_at > now() - interval '90 days')`;

/** `p_rating`: the mean of the shown reviews to 2 decimals (db/product-shape.ts). */
const meanRating = sql`(select coalesce(round(avg(r.rating), 2), 0) from reviews r
  where r.product_id = ${products.id} and r.status = 1)`;

const orderOf: Record<ProductSort, SQL[]> = {
  popular: [desc(unitsSoldLately)],
  price_low: [asc(firstPrice)],
  price_high: [desc(firstPrice)],
  rating: [desc(meanRating)],
  new: [desc(products.createdAt), desc(products.id)],
};

/**
 * How many of a search's best-ranked matches are ordered by name similarity (most a page shows × 5).
 * Where ranks tie widely (a broad synonym on a large catalogue) the similarity of every candidate is
 * worked out, about 15 µs each on the embedded database: twice this many cost a search 1.5 ms more
 * (docs/decisions/0020-search.md).
 */
const SIMILARITY_CANDIDATES = SEARCH_RESULT_LIMIT * 5;

const paise = (rupees: number) => Math.round(rupees * 100);

/** Products matching every filter given; best sellers come wrapped as the seed client reads them. */
export async function listProducts(db: Db, body: ProductListBody): Promise<Product[] | BestSellerEntry[]> {
  const filters: SQL[] = [];
  const order: SQL[] = [];
  if (body.p_id !== undefined) filters.push(eq(products.id, body.p_id));
  if (body.p_slug !== undefined) filters.push(eq(products.slug, body.p_slug));
  if (body.category_id !== undefined) filters.push(eq(products.categoryId, body.category_id));
  if (body.concern_id !== undefined) filters.push(eq(products.concernId, body.concern_id));
  if (body.upcoming) filters.push(eq(products.upcoming, 1));
  if (body.min_price !== undefined) filters.push(sql`${firstPrice} >= ${paise(body.min_price)}`);
  if (body.max_price !== undefined) filters.push(sql`${firstPrice} <= ${paise(body.max_price)}`);
  if (body.in_stock) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(packSizes)
          .where(and(eq(packSizes.productId, products.id), gt(packSizes.stock, 0))),
      ),
    );
  }
  if (body.sort) order.push(...orderOf[body.sort]);
  if (body.bestsellers) {
    filters.push(isNotNull(products.bestSellerRank));
    order.push(asc(products.bestSellerRank));
  }
  let list: Product[];
  if (body.search !== undefined) {
    const match = await matchSearch(db, body.search);
    if (!match) return [];
    list = await searchProducts(db, filters, order, match, body.search);
  } else {
    if (!body.bestsellers && !body.sort) order.push(...orderOf.popular);
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.status, 1), ...filters, hasPackSize))
      .orderBy(...order, asc(products.id));
    list = await toProducts(db, rows);
  }
  return body.bestsellers
    ? list.map((product) => ({ op_product_id: product.p_id, productDetails: [product] }))
    : list;
}

// A product without a pack size has no price and cannot be bought: it is not shown at all. (The
// console saves none without one; products of older data may lack one.) A search needs no such test:
// `product_search` leaves those out (migration 0025).
const hasPackSize = sql`exists (select 1 from ${packSizes} ps where ps.product_id = ${products.id})`;

/**
 * The first page of a search. The matches come from `product_search`, which holds only the listed
 * products that have a pack size, through its index (migration 0025), so a search without other
 * filters reads no product row to find them. Without `order` the search's own: the whole search in
 * the name first, then the weighted rank, then the name closest to the text. Name similarity costs
 * far more a row than the rank, and a broad word matches thousands on a large catalogue
 * (docs/decisions/0020-search.md): it is weighed among the 100 best-ranked candidates only (which
 * met every filter already), whose rank the outer query reads instead of working it out again. The
 * twenty shown come with their parts (pack sizes, photos…) in the same query.
 */
function searchPage(db: Db, filters: SQL[], order: SQL[], matches: SQL, text: string | Placeholder) {
  const matchId = sql<number>`m.product_id`;
  const inName = sql<boolean>`m.in_name`;
  const matched = sql<number>`m.matched`;
  const rank = sql<number>`m.rank`;
  const found = db
    .select({
      id: matchId.as('product_id'),
      inName: inName.as('in_name'),
      matched: matched.as('matched'),
      rank: rank.as('rank'),
    })
    .from(sql`${matches} m`)
    .where(
      filters.length
        ? exists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(and(eq(products.id, matchId), ...filters)),
          )
        : undefined,
    )
    .$dynamic();
  const candidates = (
    order.length
      ? found
      : found.orderBy(desc(inName), desc(matched), desc(rank), asc(matchId)).limit(SIMILARITY_CANDIDATES)
  ).as('candidates');
  return db
    .select({ ...getTableColumns(products), ...productPartColumns })
    .from(candidates)
    .innerJoin(products, eq(products.id, candidates.id))
    .orderBy(
      ...order,
      desc(candidates.inName),
      desc(candidates.matched),
      desc(candidates.rank),
      ...(order.length ? [] : [desc(nameCloseness(text))]),
      asc(products.name),
      asc(products.id),
    )
    .limit(SEARCH_RESULT_LIMIT);
}

/**
 * A search without filters or sort, the one typed into the header: prepared once per database and
 * kept (db/kept-statements.ts), so each search is executed without being parsed and planned again.
 */
const plainSearchPage = keptStatement((db) =>
  searchPage(
    db,
    [],
    [],
    searchMatches(sql.placeholder('query'), sql.placeholder('nameQuery'), sql.placeholder('terms')),
    sql.placeholder('text'),
  ).prepare('product_search_page'),
);

async function searchProducts(
  db: Db,
  filters: SQL[],
  order: SQL[],
  match: SearchMatch,
  text: string,
): Promise<Product[]> {
  if (filters.length || order.length)
    return shapeProducts(
      await searchPage(db, filters, order, searchMatches(match.query, match.nameQuery, match.terms), text),
    );
  return shapeProducts(await plainSearchPage(db).execute({ ...match, text }));
}
