// A product as the console sees it (hidden ones too): the storefront's Product with its slug and its
// place among the best sellers. Also what the audit log records before and after a product write.
import { eq } from 'drizzle-orm';
import type { AdminProduct } from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { toProducts } from '../../db/product-shape.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export type ProductRow = typeof products.$inferSelect;

export async function toAdminProducts(db: Db | Tx, rows: ProductRow[]): Promise<AdminProduct[]> {
  const shaped = await toProducts(db, rows);
  return shaped.map((product, index) => {
    const row = rows[index]!;
    return {
      ...product,
      p_slug: row.slug,
      p_bestseller: row.bestSellerRank === null ? 0 : 1,
      p_bestseller_rank: row.bestSellerRank,
    };
  });
}

/**
 * The product's row, locked until the transaction ends when `lock` is set (every write of a product
 * takes this lock first, so two writes of one product run one after the other); 404 when unknown.
 */
export async function productRow(db: Db | Tx, productId: number, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

export async function adminProduct(db: Db | Tx, productId: number): Promise<AdminProduct> {
  const [product] = await toAdminProducts(db, [await productRow(db, productId)]);
  return product!;
}
