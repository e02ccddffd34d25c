// Categories and concerns from the console: the two ways the storefront groups its products, saved and
// deleted alike. One still holding products cannot be deleted (409): the products would lose their
// place in the shop.
import { eq, max } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { adminWrite } from './admin-write.ts';
import { assertImagesStored } from './stored-images.ts';

type GroupTable = typeof categories | typeof concerns;

/** One way of grouping products: its table, what the audit log calls it, and the products naming it. */
interface Grouping<T extends GroupTable, Answer> {
  table: T;
  target: 'category' | 'concern';
  /** The products' column naming the group. */
  productColumn: PgColumn;
  inUse: string;
  /** As the list answers it, with its place in the list. */
  answer(row: T['$inferSelect']): Answer;
}

const CATEGORIES: Grouping<typeof categories, Category & { c_order: number }> = {
  table: categories,
  target: 'category',
  productColumn: products.categoryId,
  inUse: catalogueMessages.categoryInUse,
  answer: (row) => ({ c_id: row.id, c_name: row.name, c_order: row.sortOrder }),
};

const CONCERNS: Grouping<typeof concerns, Concern & { cc_order: number }> = {
  table: concerns,
  target: 'concern',
  productColumn: products.concernId,
  inUse: catalogueMessages.concernInUse,
  answer: (row) => ({ cc_id: row.id, cc_name: row.name, cc_image: row.image, cc_order: row.sortOrder }),
};

export const saveCategory = (ctx: AppContext, admin: AuthUser, body: CategorySaveBody) =>
  saveGroup(ctx, admin, CATEGORIES, { id: body.c_id, order: body.c_order, fields: { name: body.c_name } });

export const deleteCategory = (ctx: AppContext, admin: AuthUser, categoryId: number) =>
  deleteGroup(ctx, admin, CATEGORIES, categoryId);

export async function saveConcern(ctx: AppContext, admin: AuthUser, body: ConcernSaveBody) {
  await assertImagesStored(ctx, [{ field: 'cc_image', path: body.cc_image }]);
  return saveGroup(ctx, admin, CONCERNS, {
    id: body.cc_id,
    order: body.cc_order,
    fields: { name: body.cc_name, image: body.cc_image },
  });
}

export const deleteConcern = (ctx: AppContext, admin: AuthUser, concernId: number) =>
  deleteGroup(ctx, admin, CONCERNS, concernId);

/**
 * Adds the group (at the end of the list unless `order` says where) or, with an id, changes it (in its
 * place unless `order` moves it).
 */
async function saveGroup<T extends GroupTable, Answer>(
  ctx: AppContext,
  admin: AuthUser,
  grouping: Grouping<T, Answer>,
  save: { id: number | undefined; order: number | undefined; fields: Omit<T['$inferInsert'], 'sortOrder'> },
): Promise<Answer> {
  const table = grouping.table as GroupTable;
  return adminWrite(ctx, async (tx) => {
    const before = save.id === undefined ? null : await lockedGroup(tx, grouping, save.id);
    const [last] = await tx.select({ order: max(table.sortOrder) }).from(table);
    const values = {
      ...save.fields,
      sortOrder: save.order ?? before?.sortOrder ?? (last?.order ?? -1) + 1,
    } as T['$inferInsert'] & typeof categories.$inferInsert;
    const [row] = before
      ? await tx.update(table).set(values).where(eq(table.id, before.id)).returning()
      : await tx.insert(table).values(values).returning();
    const after = grouping.answer(row!);
    await recordAudit(tx, {
      actor: admin,
      action: `${grouping.target}.save`,
      target: `${grouping.target}:${row!.id}`,
      before: before && grouping.answer(before),
      after,
    });
    return after;
  });
}

async function deleteGroup<T extends GroupTable, Answer>(
  ctx: AppContext,
  admin: AuthUser,
  grouping: Grouping<T, Answer>,
  id: number,
): Promise<void> {
  await adminWrite(ctx, async (tx) => {
    const before = await lockedGroup(tx, grouping, id);
    if ((await tx.$count(products, eq(grouping.productColumn, id))) > 0) throw conflict(grouping.inUse);
    await tx.delete(grouping.table as GroupTable).where(eq(grouping.table.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: `${grouping.target}.delete`,
      target: `${grouping.target}:${id}`,
      before: grouping.answer(before),
      after: null,
    });
  });
}

async function lockedGroup<T extends GroupTable>(
  tx: Tx,
  grouping: Grouping<T, unknown>,
  id: number,
): Promise<T['$inferSelect']> {
  const table = grouping.table as GroupTable;
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
