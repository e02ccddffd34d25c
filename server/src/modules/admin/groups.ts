// Categories and concerns from the console: the two ways the storefront groups its products. One
// still holding products cannot be deleted (409): the products would lose their place in the shop.
import { count, eq, max } from 'drizzle-orm';
import {
  catalogueMessages,
  type Category,
  type CategorySaveBody,
  type Concern,
  type ConcernSaveBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { categories, concerns, products } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { adminWrite } from './admin-write.ts';
import { assertImagesStored } from './stored-images.ts';

type CategoryRow = typeof categories.$inferSelect;
type ConcernRow = typeof concerns.$inferSelect;

/** As `category/list` answers it, with its place in the list. */
const toCategory = (row: CategoryRow): Category & { c_order: number } => ({
  c_id: row.id,
  c_name: row.name,
  c_order: row.sortOrder,
});
/** As `concerncatogry/list` answers it, with its place in the list. */
const toConcern = (row: ConcernRow): Concern & { cc_order: number } => ({
  cc_id: row.id,
  cc_name: row.name,
  cc_image: row.image,
  cc_order: row.sortOrder,
});

export async function saveCategory(ctx: AppContext, admin: AuthUser, body: CategorySaveBody) {
  return adminWrite(ctx, async (tx) => {
    const before = body.c_id === undefined ? null : await lockedCategory(tx, body.c_id);
    const [last] = await tx.select({ order: max(categories.sortOrder) }).from(categories);
    const values = {
      name: body.c_name,
      sortOrder: body.c_order ?? before?.sortOrder ?? (last?.order ?? -1) + 1,
    };
    const [row] = before
      ? await tx.update(categories).set(values).where(eq(categories.id, before.id)).returning()
      : await tx.insert(categories).values(values).returning();
    const after = toCategory(row!);
    await recordAudit(tx, {
      actor: admin,
      action: 'category.save',
      target: `category:${row!.id}`,
      before: before && toCategory(before),
      after,
    });
    return after;
  });
}

export async function deleteCategory(ctx: AppContext, admin: AuthUser, categoryId: number) {
  await adminWrite(ctx, async (tx) => {
    const before = await lockedCategory(tx, categoryId);
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
    if ((used?.n ?? 0) > 0) throw conflict(catalogueMessages.categoryInUse);
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await recordAudit(tx, {
      actor: admin,
      action: 'category.delete',
      target: `category:${categoryId}`,
      before: toCategory(before),
      after: null,
    });
  });
}

export async function saveConcern(ctx: AppContext, admin: AuthUser, body: ConcernSaveBody) {
  await assertImagesStored(ctx, [{ field: 'cc_image', path: body.cc_image }]);
  return adminWrite(ctx, async (tx) => {
    const before = body.cc_id === undefined ? null : await lockedConcern(tx, body.cc_id);
    const [last] = await tx.select({ order: max(concerns.sortOrder) }).from(concerns);
    const values = {
      name: body.cc_name,
      image: body.cc_image,
      sortOrder: body.cc_order ?? before?.sortOrder ?? (last?.order ?? -1) + 1,
    };
    const [row] = before
      ? await tx.update(concerns).set(values).where(eq(concerns.id, before.id)).returning()
      : await tx.insert(concerns).values(values).returning();
    const after = toConcern(row!);
    await recordAudit(tx, {
      actor: admin,
      action: 'concern.save',
      target: `concern:${row!.id}`,
      before: before && toConcern(before),
      after,
    });
    return after;
  });
}

export async function deleteConcern(ctx: AppContext, admin: AuthUser, concernId: number) {
  await adminWrite(ctx, async (tx) => {
    const before = await lockedConcern(tx, concernId);
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.concernId, concernId));
    if ((used?.n ?? 0) > 0) throw conflict(catalogueMessages.concernInUse);
    await tx.delete(concerns).where(eq(concerns.id, concernId));
    await recordAudit(tx, {
      actor: admin,
      action: 'concern.delete',
      target: `concern:${concernId}`,
      before: toConcern(before),
      after: null,
    });
  });
}

async function lockedCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function lockedConcern(tx: Tx, id: number): Promise<ConcernRow> {
  const [row] = await tx.select().from(concerns).where(eq(concerns.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
