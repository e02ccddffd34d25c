// Reading every item of a content list (content-lists.ts) for the console, and saving, deleting and
// ordering them, each change in one transaction with its audit record. An item is locked before it changes, and a list's rows are locked
// (by id) before it is reordered, so two editors' changes of one list never interleave.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contentMessages,
  type ContentDeleteBody,
  type ContentKind,
  type ContentOrderBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { CONTENT_LISTS, type ContentList } from './content-lists.ts';
import { adminWrite } from './admin-write.ts';
import { assertImagesStored } from './stored-images.ts';

type Row = Record<string, unknown>;

async function rows(tx: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const lockItem = async (tx: Tx, list: ContentList, id: number) =>
  (await rows(tx, sql`select * from ${list.table} where id = ${id} for update`))[0];

/**
 * Every item of the list in the shop's order, as its public list shapes it. Unlike that list it keeps
 * the offer texts the strip leaves out while a code they name is not an active coupon: the console
 * must still show them, to change, order or delete.
 */
export async function listContentItems(db: Db, kind: ContentKind): Promise<Record<string, unknown>[]> {
  const list = CONTENT_LISTS[kind];
  const order = list.ordered ? sql`sort_order, id` : sql`created_at desc, id desc`;
  return (await rows(db, sql`select * from ${list.table} order by ${order}`)).map(list.item);
}

/** 400 when the item advertises a code that is not an active coupon. */
async function assertAdvertisedCoupons(tx: Tx, list: ContentList, body: unknown): Promise<void> {
  const codes = list.advertises?.(body) ?? [];
  if (codes.length === 0) return;
  const active = await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(inArray(coupons.code, codes), eq(coupons.active, 1)));
  const missing = codes.find((code) => !active.some((coupon) => coupon.code === code));
  if (missing) {
    const message = contentMessages.unknownCoupon(missing);
    throw badRequest(message, [{ field: 'ob_text', message }]);
  }
}

/** Adds the item (last in the list) or replaces the one its id names; answers it as its list does. */
export async function saveContentItem(ctx: AppContext, admin: AuthUser, kind: ContentKind, body: Row) {
  const list = CONTENT_LISTS[kind];
  await assertImagesStored(ctx, list.images(body));
  const itemId = body[list.idField] as number | undefined;
  return adminWrite(ctx, async (tx) => {
    await assertAdvertisedCoupons(tx, list, body);
    const columns = Object.entries(list.columns(body));
    const before = itemId === undefined ? undefined : await lockItem(tx, list, itemId);
    if (itemId !== undefined && !before) throw notFound();
    const names = columns.map(([name]) => sql.identifier(name));
    const values = columns.map(([, value]) => sql`${value}`);
    let saved: Row | undefined;
    if (before) {
      const assignments = columns.map(([name, value]) => sql`${sql.identifier(name)} = ${value}`);
      [saved] = await rows(
        tx,
        sql`update ${list.table} set ${sql.join(assignments, sql`, `)} where id = ${itemId} returning *`,
      );
    } else if (list.ordered) {
      [saved] = await rows(
        tx,
        sql`insert into ${list.table} (${sql.join(names, sql`, `)}, sort_order)
            values (${sql.join(values, sql`, `)}, (select coalesce(max(sort_order), -1) + 1 from ${list.table}))
            returning *`,
      );
    } else {
      [saved] = await rows(
        tx,
        sql`insert into ${list.table} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)}) returning *`,
      );
    }
    const after = list.item(saved!);
    await recordAudit(tx, {
      actor: admin,
      action: 'content.save',
      target: `${list.target}:${saved!.id as number}`,
      before: before ? list.item(before) : null,
      after,
    });
    return { id: Number(saved!.id), data: after };
  });
}

export async function deleteContentItem(ctx: AppContext, admin: AuthUser, body: ContentDeleteBody) {
  const list = CONTENT_LISTS[body.kind];
  await adminWrite(ctx, async (tx) => {
    const before = await lockItem(tx, list, body.id);
    if (!before) throw notFound();
    await tx.execute(sql`delete from ${list.table} where id = ${body.id}`);
    await recordAudit(tx, {
      actor: admin,
      action: 'content.delete',
      target: `${list.target}:${body.id}`,
      before: list.item(before),
      after: null,
    });
  });
}

/** Puts the list in the order given, which must name every item of it once. */
export async function orderContentList(ctx: AppContext, admin: AuthUser, body: ContentOrderBody) {
  const list = CONTENT_LISTS[body.kind];
  if (!list.ordered) {
    throw badRequest(contentMessages.blogHasNoOrder, [
      { field: 'kind', message: contentMessages.blogHasNoOrder },
    ]);
  }
  return adminWrite(ctx, async (tx) => {
    const current = await rows(tx, sql`select * from ${list.table} order by sort_order, id for update`);
    const ids = new Set(current.map((row) => Number(row.id)));
    if (
      body.ids.length !== ids.size ||
      new Set(body.ids).size !== ids.size ||
      body.ids.some((id) => !ids.has(id))
    ) {
      throw badRequest(contentMessages.orderInvalid, [
        { field: 'ids', message: contentMessages.orderInvalid },
      ]);
    }
    for (const [sortOrder, id] of body.ids.entries()) {
      await tx.execute(sql`update ${list.table} set sort_order = ${sortOrder} where id = ${id}`);
    }
    const before = current.map(list.item);
    const after = body.ids.map((id) => before.find((item) => item[list.idField] === id)!);
    await recordAudit(tx, {
      actor: admin,
      action: 'content.order',
      target: `${list.target}:all`,
      before,
      after,
    });
    return after;
  });
}
