// A logged-in shopper's server cart: one line per pack size, stock-checked on every change. The cart
// is not a reservation: stock is taken only when an order is placed.
//
// Decisions: a line of a product that is no longer sold (status 0) is left out of `list/cart` but
// kept, so it comes back if the product returns; moving a line to a pack size that already has a
// line merges the two into the edited line (its `ct_id` stays).
//
// Lock order: a change takes the product's pack sizes (FOR KEY SHARE, ascending id) before the cart's
// lines, as placing an order and an admin's product save do (a save deletes the cart lines of a pack
// size it removes). Taken the other way round, a shopper moving a line to another pack size and an
// admin removing one waited on each other in a circle.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  messages,
  onlyNLeftInStock,
  type AddCartBody,
  type CartLine,
  type UpdateCartBody,
} from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { choosePackSizes, type PackSizeRow, type ProductRow } from '../../shop/pack-size-choice.ts';
import { toProducts } from '../../db/product-shape.ts';
import { cartLines, packSizes, products } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';

type CartLineRow = typeof cartLines.$inferSelect;

/** The user's cart lines of products on sale, oldest first, each with its Product. */
export async function listCart(db: Db | Tx, userId: number, onlyLineIds?: number[]): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartLines, grams: packSizes.grams, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(packSizes, eq(packSizes.id, cartLines.packSizeId))
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(products.status, 1),
        onlyLineIds ? inArray(cartLines.id, onlyLineIds) : undefined,
      ),
    )
    .orderBy(asc(cartLines.id));
  const distinct = [...new Map(rows.map((row) => [row.product.id, row.product])).values()];
  const productOf = new Map((await toProducts(db, distinct)).map((product) => [product.p_id, product]));
  return rows.map(({ line, grams }) => ({
    ...productOf.get(line.productId)!,
    ct_id: line.id,
    ct_product_id: line.productId,
    ct_quantity: line.quantity,
    ct_packet_size: grams,
    ct_status: 1,
  }));
}

/**
 * The product on sale and its chosen pack size: 404 for an unknown or retired product, 409 for an
 * upcoming one (shown, not sold yet), 400 for a size it lacks.
 */
async function choosePack(
  db: Db | Tx,
  productId: number,
  grams: number | undefined,
): Promise<{ product: ProductRow; pack: PackSizeRow }> {
  const [choice] = await choosePackSizes(db, [{ productId, grams }]);
  if (!choice?.product || choice.product.status !== 1) throw notFound();
  if (choice.product.upcoming === 1) throw conflict(messages.notAvailableYet);
  if (!choice.pack) {
    throw badRequest(messages.packSizeUnknown, [{ field: 'packet_size', message: messages.packSizeUnknown }]);
  }
  return { product: choice.product, pack: choice.pack };
}

const assertInStock = (quantity: number, pack: PackSizeRow) => {
  if (quantity > pack.stock) throw conflict(onlyNLeftInStock(pack.stock));
};

/**
 * Keeps the product's pack sizes from being removed until the transaction ends (an admin's save then
 * waits for it), in ascending id order; a pack size removed just before is gone from what is read next.
 */
async function holdPackSizes(tx: Tx, productId: number): Promise<void> {
  await tx
    .select({ id: packSizes.id })
    .from(packSizes)
    .where(eq(packSizes.productId, productId))
    .orderBy(asc(packSizes.id))
    .for('key share');
}

/** Adds units to the line of that pack size (creating it); the line's new total must be in stock. */
export async function addToCart(db: Db, userId: number, body: AddCartBody): Promise<CartLine> {
  const lineId = await runTransaction(db, async (tx) => {
    await holdPackSizes(tx, body.productid);
    const { product, pack } = await choosePack(tx, body.productid, body.packet_size);
    // Refused when the units asked for alone are more than the stock, before touching the cart.
    assertInStock(body.quantity, pack);
    // After any change of this cart under way: a line it moves to this pack size is added to here.
    await lockCart(tx, userId);
    // The upsert locks the line, so two adds at once are summed one after the other.
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, productId: product.id, packSizeId: pack.id, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.packSizeId],
        // Capped below the integer range: a sum past it is refused by the stock check, not by overflow.
        set: { quantity: sql`least(${cartLines.quantity}::bigint + excluded.quantity, 2147483647)::int` },
      })
      .returning();
    assertInStock(line!.quantity, pack);
    return line!.id;
  });
  return (await listCart(db, userId, [lineId]))[0]!;
}

/**
 * Locks all of the user's lines in ascending id order (as placing an order does before emptying the
 * cart), so two changes of one cart run one after the other and never wait on each other in a circle.
 */
async function lockCart(tx: Tx, userId: number): Promise<CartLineRow[]> {
  return tx
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id))
    .for('update');
}

/** Sets a line's quantity and, when asked, its pack size; a line already holding that size is merged in. */
export async function updateCart(db: Db, userId: number, body: UpdateCartBody): Promise<CartLine> {
  const [target] = await db
    .select({ productId: cartLines.productId })
    .from(cartLines)
    .where(and(eq(cartLines.id, body.cart_id), eq(cartLines.userId, userId)));
  if (!target) throw notFound();
  await runTransaction(db, async (tx) => {
    // A line's product never changes: its pack sizes are the ones this change may move it to.
    await holdPackSizes(tx, target.productId);
    const lines = await lockCart(tx, userId);
    const line = lines.find((candidate) => candidate.id === body.cart_id);
    if (!line) throw notFound();
    const grams =
      body.packet_size ??
      (
        await tx.select({ grams: packSizes.grams }).from(packSizes).where(eq(packSizes.id, line.packSizeId))
      )[0]?.grams;
    const { pack } = await choosePack(tx, line.productId, grams);
    let quantity = body.quantity ?? line.quantity;
    // Read afresh: an add that held the cart while its lines were locked above may have made it since.
    const [other] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.packSizeId, pack.id), ne(cartLines.id, line.id)))
      .for('update');
    if (other) quantity += other.quantity;
    assertInStock(quantity, pack);
    if (other) await tx.delete(cartLines).where(eq(cartLines.id, other.id));
    await tx.update(cartLines).set({ packSizeId: pack.id, quantity }).where(eq(cartLines.id, line.id));
  });
  const [updated] = await listCart(db, userId, [body.cart_id]);
  // The line exists (just written) but its product was retired meanwhile: to this shopper it is gone.
  if (!updated) throw notFound();
  return updated;
}

export async function deleteCartLine(db: Db, userId: number, lineId: number): Promise<void> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw notFound();
}
