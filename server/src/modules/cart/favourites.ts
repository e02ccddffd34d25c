// A logged-in shopper's favourites: one row per product, added and removed idempotently.
import { and, asc, eq } from 'drizzle-orm';
import type { Favourite } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { toProducts } from '../../db/product-shape.ts';
import { favourites, products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** The user's favourite products on sale, in the order they were added. */
export async function listFavourites(db: Db, userId: number): Promise<Favourite[]> {
  const rows = await db
    .select({ id: favourites.id, product: products })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.userId, userId), eq(products.status, 1)))
    .orderBy(asc(favourites.id));
  const shaped = await toProducts(
    db,
    rows.map((row) => row.product),
  );
  return rows.map((row, index) => ({ f_id: row.id, ...shaped[index]! }));
}

/** `fav` 1 adds the product (404 when it is not on sale), 0 removes it; neither fails when already so. */
export async function setFavourite(db: Db, userId: number, productId: number, fav: 0 | 1): Promise<void> {
  if (fav === 0) {
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    return;
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!product) throw notFound();
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}
