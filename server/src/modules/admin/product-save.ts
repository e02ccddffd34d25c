// `admin/product/save`: creates a product, or replaces one whole. The product's row is locked first,
// then its pack sizes, so two admins saving the same product at once are served one after the other:
// each save is whole, and a save naming a pack size the other has just removed answers 409. A save that
// sends the `p_version` its form was filled from is refused (409) once another save changed the
// product since; without it, the last save wins. Stock, which orders move all the time, is judged per
// pack size against the figure the form loaded (`pp_stocks_loaded`): see `stockToWrite`. Pack sizes
// with a `pp_id` are updated, those without added, those left out removed (order lines keep their own
// name, size and price; carts lose the line). A slug staff change keeps the old one as an address
// that answers 301 to the new one (product_old_slugs).
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  catalogueMessages,
  missingDeclarations,
  sellableFrom,
  slugFromName,
  stockMovedMessage,
  type AdminProduct,
  type PackSizeInput,
  type ProductSaveBody,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { readShopSettings } from '../../db/shop-settings.ts';
import { addUnrecordedUnits, syncPackStock, takeFromLots } from '../../db/stock-lots.ts';
import {
  categories,
  concerns,
  ingredients,
  orderLines,
  packSizes,
  productOldSlugs,
  products,
} from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { adminProduct, productRow, type ProductRow } from './admin-product.ts';
import { adminWrite } from './admin-write.ts';
import { assertImagesStored } from './stored-images.ts';

// Any fixed number: held while a slug is chosen, so two new products of one name get two slugs.
const SLUG_LOCK_KEY = 7_011_202_611;

export async function saveProduct(
  ctx: AppContext,
  admin: AuthUser,
  body: ProductSaveBody,
): Promise<AdminProduct> {
  await assertImagesStored(
    ctx,
    body.ingredients.map((part, index) => ({
      field: `ingredients.${index}.pin_image`,
      path: part.pin_image,
    })),
  );
  return adminWrite(
    ctx,
    async (tx) => {
      await assertGroups(tx, body);
      const existing = body.p_id === undefined ? undefined : await productRow(tx, body.p_id, true);
      if (existing) await lockLinesOfRemovedPacks(tx, existing.id, body.product_price);
      // Locked before `before` is read: an order that takes stock now is in it, or waits for this save.
      const currentPacks = existing ? await lockPackSizesOf(tx, existing.id) : [];
      const before = existing ? await adminProduct(tx, existing.id) : null;
      if (before && body.p_version !== undefined && body.p_version !== before.p_version) {
        throw conflict(catalogueMessages.productChanged);
      }
      const slug = await chooseSlug(tx, body, existing?.slug);
      const fields = {
        name: body.p_productname,
        slug,
        description: body.p_description,
        howItWorks: body.p_how_it_works,
        howToUse: body.p_how_to_use,
        suitableFor: body.p_suitable_for,
        materialContent: body.p_material_content,
        categoryId: body.p_category,
        concernId: body.p_concern_category,
        status: body.p_status,
        upcoming: body.p_upcoming,
        bestSellerRank: await bestSellerRank(tx, body.p_bestseller, existing?.bestSellerRank ?? null),
        ...(body.p_hsn !== undefined ? { hsn: body.p_hsn } : {}),
        ...(body.p_gst_rate !== undefined ? { gstRate: body.p_gst_rate } : {}),
        ...declarationsToWrite(body, existing),
      };
      let productId: number;
      if (existing) {
        await tx
          .update(products)
          .set({ ...fields, saves: sql`${products.saves} + 1` })
          .where(eq(products.id, existing.id));
        productId = existing.id;
      } else {
        const [created] = await tx.insert(products).values(fields).returning({ id: products.id });
        productId = created!.id;
      }
      if (slug !== existing?.slug) await moveSlug(tx, productId, existing?.slug, slug);
      await savePackSizes(tx, productId, currentPacks, body.product_price, body.p_version !== undefined);
      if (!sameIngredients(before, body)) await writeIngredients(tx, productId, body);
      const after = await adminProduct(tx, productId);
      await recordAudit(tx, {
        actor: admin,
        action: 'product.save',
        target: `product:${productId}`,
        before,
        after,
      });
      return after;
    },
    { clash: catalogueMessages.productChanged },
  );
}

/**
 * Whether the save sends the ingredients the product has, in the same order: most saves change a
 * price or a text, and writing the list again would work out the product's search words again for
 * every ingredient row (migration 0019's triggers) for nothing.
 */
function sameIngredients(before: AdminProduct | null, body: ProductSaveBody): boolean {
  const stored = before?.ingredients ?? [];
  return (
    before !== null &&
    stored.length === body.ingredients.length &&
    body.ingredients.every(
      (part, index) =>
        part.pin_description === stored[index]!.pin_description &&
        (part.pin_image ?? '') === stored[index]!.pin_image,
    )
  );
}

/** Replaces the product's ingredients with the save's, in its order. */
async function writeIngredients(tx: Tx, productId: number, body: ProductSaveBody): Promise<void> {
  await tx.delete(ingredients).where(eq(ingredients.productId, productId));
  if (body.ingredients.length === 0) return;
  await tx.insert(ingredients).values(
    body.ingredients.map((part, sortOrder) => ({
      productId,
      description: part.pin_description,
      image: part.pin_image ?? '',
      sortOrder,
    })),
  );
}

/**
 * The declarations the product is saved with: each one sent, else the product's own (a new product's
 * defaults). A product on sale without a generic name, manufacturer or shelf life is refused (400).
 */
function declarationsToWrite(body: ProductSaveBody, existing: ProductRow | undefined) {
  const pick = <T>(sent: T | null | undefined, kept: T | null | undefined): T | null =>
    sent !== undefined ? sent : (kept ?? null);
  const fields = {
    genericName: pick<string>(body.p_generic_name, existing?.genericName),
    unit: pick<string>(body.p_unit, existing?.unit) ?? 'g',
    manufacturer: pick<string>(body.p_manufacturer, existing?.manufacturer),
    marketer: pick<string>(body.p_marketer, existing?.marketer),
    countryOfOrigin: pick<string>(body.p_country_of_origin, existing?.countryOfOrigin) ?? 'India',
    pShelfLifeMonths: pick<number>(body.p_shelf_life_months, existing?.pShelfLifeMonths),
  };
  const missing = missingDeclarations({
    p_status: body.p_status,
    p_upcoming: body.p_upcoming,
    p_generic_name: fields.genericName,
    p_manufacturer: fields.manufacturer,
    p_shelf_life_months: fields.pShelfLifeMonths,
  });
  if (missing.length > 0) throw badRequest(missing[0]!.message, missing);
  return fields;
}

async function assertGroups(tx: Tx, body: ProductSaveBody): Promise<void> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, body.p_category));
  if (!category) {
    throw badRequest(catalogueMessages.categoryUnknown, [
      { field: 'p_category', message: catalogueMessages.categoryUnknown },
    ]);
  }
  if (body.p_concern_category === null) return;
  const [concern] = await tx
    .select({ id: concerns.id })
    .from(concerns)
    .where(eq(concerns.id, body.p_concern_category));
  if (!concern) {
    throw badRequest(catalogueMessages.concernUnknown, [
      { field: 'p_concern_category', message: catalogueMessages.concernUnknown },
    ]);
  }
}

/**
 * The slug an admin sent (409 when another product has it), else the one the product has (a slug is
 * stable once published), else a new one from the name: `vitamin-c-serum`, then `vitamin-c-serum-2`, …
 */
async function chooseSlug(tx: Tx, body: ProductSaveBody, current: string | undefined): Promise<string> {
  if (body.p_slug === undefined && current !== undefined) return current;
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_KEY})`);
  const others = (prefix: string) =>
    tx
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          sql`(${products.slug} = ${prefix} or starts_with(${products.slug}, ${`${prefix}-`}))`,
          body.p_id === undefined ? undefined : ne(products.id, body.p_id),
        ),
      );
  if (body.p_slug !== undefined) {
    const taken = (await others(body.p_slug)).some((row) => row.slug === body.p_slug);
    if (taken) {
      throw new AppError(409, catalogueMessages.slugTaken, [
        { field: 'p_slug', message: catalogueMessages.slugTaken },
      ]);
    }
    return body.p_slug;
  }
  const base = slugFromName(body.p_productname);
  const used = new Set((await others(base)).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The product's page moves from `old` (none for a new product) to `slug`: the old address is kept
 * so links and search results still lead to the product, and the new one, now live, stops being
 * anyone's old address.
 */
async function moveSlug(tx: Tx, productId: number, old: string | undefined, slug: string): Promise<void> {
  await tx.delete(productOldSlugs).where(eq(productOldSlugs.slug, slug));
  if (old === undefined) return;
  await tx
    .insert(productOldSlugs)
    .values({ slug: old, productId })
    .onConflictDoUpdate({ target: productOldSlugs.slug, set: { productId, createdAt: sql`now()` } });
}

/** Left out: the product keeps its place. 1: its place, or the last one. 0: not a best seller. */
async function bestSellerRank(
  tx: Tx,
  flag: 0 | 1 | undefined,
  current: number | null,
): Promise<number | null> {
  if (flag === undefined) return current;
  if (flag === 0) return null;
  if (current !== null) return current;
  const [last] = await tx.select({ rank: max(products.bestSellerRank) }).from(products);
  return (last?.rank ?? 0) + 1;
}

/**
 * Locks the order lines of the pack sizes this save removes (removing one sets their pack size to
 * none), before the pack sizes: the store's lock order puts an order's lines before pack sizes, and a
 * cancellation holding those lines while it gives their units back would otherwise wait on this save
 * in a circle. The product's row, locked first, keeps other saves from changing its pack sizes meanwhile.
 */
async function lockLinesOfRemovedPacks(tx: Tx, productId: number, wanted: PackSizeInput[]): Promise<void> {
  const kept = new Set(wanted.map((pack) => pack.pp_id));
  const removed = (
    await tx.select({ id: packSizes.id }).from(packSizes).where(eq(packSizes.productId, productId))
  ).filter((pack) => !kept.has(pack.id));
  if (removed.length === 0) return;
  await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      inArray(
        orderLines.packSizeId,
        removed.map((pack) => pack.id),
      ),
    )
    .orderBy(asc(orderLines.id))
    .for('update');
}

interface CurrentPack {
  id: number;
  stock: number;
}

/** The product's pack sizes with their live stock, locked in ascending id order, as orders lock them. */
async function lockPackSizesOf(tx: Tx, productId: number): Promise<CurrentPack[]> {
  return tx
    .select({ id: packSizes.id, stock: packSizes.stock })
    .from(packSizes)
    .where(eq(packSizes.productId, productId))
    .orderBy(asc(packSizes.id))
    .for('update');
}

/**
 * The stock a kept pack size is saved with, or undefined to keep its live stock. A figure the admin
 * left as the form loaded it keeps the live stock, so units sold or returned meanwhile stay counted;
 * a changed figure is set, unless the live stock moved too: then the admin counted from a figure that
 * is no longer true, and the save is refused naming the pack size. Without the loaded figure a save
 * from a form (`fromForm`: it sent `p_version`) sets only what is live, never a figure that may be
 * stale; any other save sets what it sends (the last write wins).
 */
function stockToWrite(pack: PackSizeInput, live: number, fromForm: boolean): number | 'moved' | undefined {
  const wanted = pack.pp_stocks;
  const loaded = pack.pp_stocks_loaded;
  if (wanted === live) return wanted;
  if (loaded === undefined) return fromForm ? 'moved' : wanted;
  if (wanted === loaded) return undefined;
  return live === loaded ? wanted : 'moved';
}

/** A pack size's stock as the save leaves it: `stock` units where it had `live`. */
interface StockChange {
  packSizeId: number;
  live: number;
  stock: number;
}

/**
 * Updates, adds and removes pack sizes so the product has exactly `wanted`, in that order. `current`
 * are the product's pack sizes, locked by `lockPackSizesOf` before anything was read. A stock figure
 * that differs from the live stock is recorded in the lots (recordStockChanges).
 */
async function savePackSizes(
  tx: Tx,
  productId: number,
  current: CurrentPack[],
  wanted: PackSizeInput[],
  fromForm: boolean,
): Promise<void> {
  const liveStock = new Map(current.map((pack) => [pack.id, pack.stock]));
  // A pack size this product does not have (removed by another admin's save just now, or another
  // product's): the form is out of date.
  if (wanted.some((pack) => pack.pp_id !== undefined && !liveStock.has(pack.pp_id))) {
    throw conflict(catalogueMessages.productChanged);
  }
  const stocks = wanted.map((pack) =>
    pack.pp_id === undefined ? pack.pp_stocks : stockToWrite(pack, liveStock.get(pack.pp_id)!, fromForm),
  );
  const moved = stocks.flatMap((stock, index) => (stock === 'moved' ? [index] : []));
  if (moved.length > 0) {
    const message = (index: number) =>
      stockMovedMessage(wanted[index]!.pp_packet_size, liveStock.get(wanted[index]!.pp_id!)!);
    throw new AppError(
      409,
      message(moved[0]!),
      moved.map((index) => ({ field: `product_price.${index}.pp_stocks`, message: message(index) })),
    );
  }
  const kept = wanted.filter((pack) => pack.pp_id !== undefined).map((pack) => pack.pp_id!);
  const removed = [...liveStock.keys()].filter((id) => !kept.includes(id));
  if (removed.length > 0) await tx.delete(packSizes).where(inArray(packSizes.id, removed));
  // Sizes may trade places (50 → 100 and 100 → 50): kept rows first move out of the way of the
  // one-size-per-product index, then take their sizes.
  for (const id of kept) {
    await tx.update(packSizes).set({ grams: -id }).where(eq(packSizes.id, id));
  }
  const changes: StockChange[] = [];
  for (const [sortOrder, pack] of wanted.entries()) {
    const stock = stocks[sortOrder] as number | undefined;
    const values = {
      grams: pack.pp_packet_size,
      mrpPaise: pack.pp_prize,
      pricePaise: pack.pp_discount_prize,
      sortOrder,
    };
    let packSizeId = pack.pp_id;
    if (packSizeId !== undefined) await tx.update(packSizes).set(values).where(eq(packSizes.id, packSizeId));
    else {
      const [added] = await tx
        .insert(packSizes)
        .values({ productId, ...values })
        .returning({ id: packSizes.id });
      packSizeId = added!.id;
    }
    const live = liveStock.get(packSizeId) ?? 0;
    if (stock !== undefined && stock !== live) changes.push({ packSizeId, live, stock });
  }
  await recordStockChanges(tx, changes);
}

/**
 * A stock figure the admin changed is recorded in the lots: a rise as units of no recorded batch
 * (made this month, expiring the product's shelf life later), a fall taken from the sellable lots as
 * an order takes them, the earliest expiry first. The pack sizes' stock is then what their lots hold.
 */
async function recordStockChanges(tx: Tx, changes: readonly StockChange[]): Promise<void> {
  if (changes.length === 0) return;
  const from = sellableFrom((await readShopSettings(tx)).minShelfLifeDays);
  for (const { packSizeId, live, stock } of changes) {
    if (stock > live) await addUnrecordedUnits(tx, packSizeId, stock - live);
    else await takeFromLots(tx, { packSizeId, quantity: live - stock, from, lineId: null });
  }
  await syncPackStock(
    tx,
    changes.map((change) => change.packSizeId),
    from,
  );
}
