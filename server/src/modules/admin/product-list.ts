// `admin/product/list`: every product, hidden ones too, newest first, 20 a page.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIST_PAGE_SIZE, type AdminProduct, type AdminProductListBody } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { readPage } from '../../db/paged.ts';
import { products } from '../../db/schema.ts';
import { toAdminProducts } from './admin-product.ts';

export async function listAdminProducts(
  db: Db,
  body: AdminProductListBody,
): Promise<{ list: AdminProduct[]; total: number }> {
  const conditions: SQL[] = [];
  if (body.search !== undefined) {
    // strpos, not LIKE: `%` and `_` typed by an admin are plain characters.
    conditions.push(
      sql`(strpos(lower(${products.name}), lower(${body.search})) > 0 or strpos(${products.slug}, lower(${body.search})) > 0)`,
    );
  }
  if (body.category_id !== undefined) conditions.push(eq(products.categoryId, body.category_id));
  if (body.status !== undefined) conditions.push(eq(products.status, body.status));
  const where = and(...conditions);
  return readPage(db, {
    rows: db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)),
    table: products,
    where,
    page: body.page,
    perPage: ADMIN_LIST_PAGE_SIZE,
    shape: (rows) => toAdminProducts(db, rows),
  });
}
