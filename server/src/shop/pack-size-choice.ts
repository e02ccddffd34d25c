// Which pack size a cart or order line means: the product's size of that many grams, or its first
// size (by the catalogue's order) when none is named. Shared by the cart, the orders and the coupons.
import { asc, inArray, sql } from 'drizzle-orm';
import { messages, noLongerAvailable, type OrderLineItem } from '@prime/contract';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Db, Tx } from '../db/client.ts';
import { keptForTransactions } from '../db/kept-statements.ts';
import { packSizes, products } from '../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type PackSizeRow = typeof packSizes.$inferSelect;

export interface PackChoice {
  productId: number;
  /** Grams; undefined means the product's first pack size. */
  grams: number | undefined;
}

export type ChosenPack =
  | { product: ProductRow; pack: PackSizeRow }
  /** No product has that id (or it has no pack size at all: it was never buyable). */
  | { product: undefined; pack: undefined }
  /** The product exists but has no pack size of those grams. */
  | { product: ProductRow; pack: undefined };

/** A product with its pack sizes in the catalogue's order. */
export interface ProductPacks {
  product: ProductRow;
  packs: PackSizeRow[];
}

/** The products of `ids` that exist, each with its pack sizes, in two queries whatever their number. */
export async function readProductPacks(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, ProductPacks>> {
  const [productRows, packRows] = await Promise.all([readProducts(db, ids), readPacksOf(db, ids)]);
  return withPacks(productRows, packRows);
}

/** The rows of the products of `ids` that exist. */
export async function readProducts(db: Db | Tx, ids: readonly number[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, unique));
}

/** The pack sizes of the products of `ids`, in the catalogue's order. */
async function readPacksOf(db: Db | Tx, ids: readonly number[]): Promise<PackSizeRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select()
    .from(packSizes)
    .where(inArray(packSizes.productId, unique))
    .orderBy(asc(packSizes.sortOrder), asc(packSizes.id));
}

/**
 * The pack sizes of the products of `ids`, in the catalogue's order, read in an order's transaction
 * and held there with a key-share lock taken in ascending id: the lock a line's foreign key takes,
 * taken before the order writes its lines, whose foreign keys then take their products' after them.
 * Pack sizes first, then products, is the order a console save takes them in (its pack sizes, then a
 * product it renames): an order that held a product while it waited for a pack size a save held, while
 * the save waited for that product, was a deadlock. Key-share locks keep out only a change of a pack
 * size's key (its grams) or its removal; orders and price changes pass.
 */
export async function readPacksHeld(tx: Tx, ids: readonly number[]): Promise<PackSizeRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await packsHeld(tx, unique.length).execute(
    Object.fromEntries(unique.map((id, index) => [`product_${index}`, id])),
  );
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** `readPacksHeld`'s statement for `count` products, kept built (docs/decisions/0045-statements-built-once.md). */
const packsHeld = keptForTransactions((tx: Tx, count: number) =>
  tx
    .select()
    .from(packSizes)
    .where(
      inArray(
        packSizes.productId,
        Array.from({ length: count }, (_, index) => sql.placeholder(`product_${index}`)),
      ),
    )
    .orderBy(asc(packSizes.id))
    .for('key share')
    .prepare(`read_packs_held_${count}`),
);

/** Each product with its pack sizes, by the product's id. */
export const withPacks = (
  productRows: Iterable<ProductRow>,
  packRows: readonly PackSizeRow[],
): Map<number, ProductPacks> =>
  new Map(
    [...productRows].map((product) => [
      product.id,
      { product, packs: packRows.filter((pack) => pack.productId === product.id) },
    ]),
  );

/** The pack size each choice names, in the choices' order, among the products found. */
export function pickPackSizes(
  found: ReadonlyMap<number, ProductPacks>,
  choices: readonly PackChoice[],
): ChosenPack[] {
  return choices.map(({ productId, grams }) => {
    const entry = found.get(productId);
    if (!entry || entry.packs.length === 0) return { product: undefined, pack: undefined };
    const { product, packs } = entry;
    const pack = grams === undefined ? packs[0] : packs.find((candidate) => candidate.grams === grams);
    return pack ? { product, pack } : { product, pack: undefined };
  });
}

/** The pack size each choice names, in the choices' order, in two queries whatever their number. */
export async function choosePackSizes(db: Db | Tx, choices: readonly PackChoice[]): Promise<ChosenPack[]> {
  return pickPackSizes(
    await readProductPacks(
      db,
      choices.map((choice) => choice.productId),
    ),
    choices,
  );
}

/**
 * The pack size of each of an order's lines (`product_details`), in their order, every one on sale:
 * 404 for an unknown product, 409 for a product no longer sold or not sold yet (upcoming), 400
 * naming the first line whose pack size its product lacks. `add/order` and `check/coupon` refuse the
 * same lines with the same words.
 */
export async function chooseOrderPacks(
  db: Db | Tx,
  items: readonly OrderLineItem[],
): Promise<{ product: ProductRow; pack: PackSizeRow }[]> {
  const chosen = await choosePackSizes(
    db,
    items.map((item) => ({ productId: item.product_id, grams: item.packet_size })),
  );
  return chosen.map((choice, index) => {
    if (!choice.product) throw notFound();
    if (choice.product.status !== 1) throw conflict(noLongerAvailable(choice.product.name));
    if (choice.product.upcoming === 1) throw conflict(messages.notAvailableYet);
    if (!choice.pack) {
      const field = `product_details.${index}.packet_size`;
      throw badRequest(messages.packSizeUnknown, [{ field, message: messages.packSizeUnknown }]);
    }
    return { product: choice.product, pack: choice.pack };
  });
}
