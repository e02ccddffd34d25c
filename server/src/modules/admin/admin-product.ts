// A product as the console sees it (hidden ones too): the storefront's Product with its slug and its
// place among the best sellers. Also what the audit log records before and after a product write.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminProduct, Product } from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { toProducts } from '../../db/product-shape.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * A fingerprint of what `admin/product/save` writes, so a form filled before another save is refused
 * rather than undoing that save: every save counts itself in `saves`, so a save of stock alone counts
 * too. Stock and its next expiry are left out: orders move them all the time, and a save
 * judges stock per pack size against the figure its form loaded (product-save.ts). The gallery and the
 * reviews are left out too: a save does not write them.
 */
function editVersion(row: ProductRow, product: Product): string {
  const written = [
    row.name,
    row.slug,
    row.categoryId,
    row.concernId,
    row.status,
    row.upcoming,
    row.bestSellerRank !== null,
    row.description,
    row.howItWorks,
    row.howToUse,
    row.suitableFor,
    row.materialContent,
    row.hsn,
    row.gstRate,
    row.genericName,
    row.unit,
    row.manufacturer,
    row.marketer,
    row.countryOfOrigin,
    row.pShelfLifeMonths,
    row.saves,
    product.ingredients,
    product.product_price.map(({ pp_stocks: _stock, pp_expiry: _expiry, ...pack }) => pack),
  ];
  return createHash('sha256').update(JSON.stringify(written)).digest('base64url').slice(0, 22);
}

export async function toAdminProducts(db: Db | Tx, rows: ProductRow[]): Promise<AdminProduct[]> {
  const shaped = await toProducts(db, rows);
  return shaped.map((product, index) => {
    const row = rows[index]!;
    return {
      ...product,
      p_slug: row.slug,
      p_version: editVersion(row, product),
      p_bestseller: row.bestSellerRank === null ? 0 : 1,
      p_bestseller_rank: row.bestSellerRank,
    };
  });
}

/**
 * The product's row, locked until the transaction ends when `lock` is set (every write of a product
 * takes this lock first, so two writes of one product run one after the other); 404 when unknown.
 * The lock is FOR NO KEY UPDATE: it keeps other writes of the product out but not the key-share
 * locks that adding an order line, a cart line or a review takes on it. An order holding its pack
 * sizes' locks therefore never waits for a save that waits for those pack sizes (a deadlock).
 */
export async function productRow(db: Db | Tx, productId: number, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [row] = await (lock ? query.for('no key update') : query);
  if (!row) throw notFound();
  return row;
}

export async function adminProduct(db: Db | Tx, productId: number): Promise<AdminProduct> {
  const [product] = await toAdminProducts(db, [await productRow(db, productId)]);
  return product!;
}
