// `category/list` and `concerncatogry/list`: the two ways the shop groups its products.
import { asc } from 'drizzle-orm';
import type { Category, Concern } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { categories, concerns } from '../../db/schema.ts';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => ({ c_id: row.id, c_name: row.name }));
}

export async function listConcerns(db: Db): Promise<Concern[]> {
  const rows = await db.select().from(concerns).orderBy(asc(concerns.sortOrder), asc(concerns.id));
  return rows.map((row) => ({ cc_id: row.id, cc_name: row.name, cc_image: row.image }));
}
