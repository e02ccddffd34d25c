// The lots a pack size's stock is held in (docs/decisions/0030-stock-lots.md): the statements that
// change them. `pack_sizes.stock` is the sum of the pack size's sellable lots and `next_expiry` the
// expiry of the lot the next unit comes from; both are written in the statement or transaction that
// changes a lot, so every read of a product stays one read of its pack sizes. Every change of a lot
// runs under its pack size's lock (FOR NO KEY UPDATE, taken earlier in the caller's transaction, as
// `lockPackSizes` in shop/order-stock.ts takes it): lots of one pack size change one transaction at a time,
// and a statement's snapshot, taken after that lock, sees the lots as they are. An order takes the lock
// in the statement that takes its units instead (`lockAndTakeFromLots`), reading the lots FOR UPDATE.
import { eq, sql, type SQL } from 'drizzle-orm';
import { addMonths, DEFAULT_SHELF_LIFE_MONTHS, indiaMonthOf, UNRECORDED_BATCH } from '@prime/contract';
import { rowsOf, type Db, type Tx } from './client.ts';
import { packSizes, products, stockLots, type LineLot } from './schema.ts';

export interface LotTake {
  packSizeId: number;
  quantity: number;
  /** The earliest expiry month still sold (`sellableFrom`). */
  from: string;
  /** The order line whose units these are: the lots taken are recorded on it. */
  lineId: number | null;
  /**
   * Another write run in the same statement, as a clause of its WITH (the stock revision's count:
   * one round trip less for an order, under its pack sizes' locks).
   */
  alongside?: SQL;
}

/** The window of `lots`: each lot's units and the units of the lots sold before it (`before`). */
const lotsWindow = (source: SQL) => sql`lots as (
      select id, batch_no, expiry, remaining, coalesce(sum(remaining) over (order by expiry, id
          rows between unbounded preceding and 1 preceding), 0)::int as before
      from ${source})`;

/**
 * The writes of a take, as clauses of its WITH after `lots`: the lots' units, the order line's record
 * of them, the pack size's stock and next expiry, and `alongside`. `when`: a condition all of them
 * wait on (the units are there), or none.
 */
function takeWrites(take: LotTake, when: SQL | null): SQL {
  const { packSizeId, lineId, alongside } = take;
  const quantity = sql`${take.quantity}::int`;
  const only = when ? sql` and ${when}` : sql``;
  const recordOnLine =
    lineId === null
      ? sql``
      : sql`, line as (
          update order_lines set lots = (select coalesce(jsonb_agg(jsonb_build_object('lot_id', id,
            'batch_no', batch_no, 'expiry', expiry, 'quantity', quantity) order by expiry, id), '[]'::jsonb)
            from taken)
          where id = ${lineId}${only})`;
  return sql`taken as (
      update stock_lots l set remaining = l.remaining - least(lots.remaining, ${quantity} - lots.before)
      from lots where l.id = lots.id and lots.before < ${quantity}${only}
      returning l.id, lots.batch_no, lots.expiry, least(lots.remaining, ${quantity} - lots.before) as quantity
    )${recordOnLine}, pack as (
      update pack_sizes set stock = stock - ${quantity},
        next_expiry = (select min(expiry) from lots where before + remaining > ${quantity})
      where id = ${packSizeId}${only}
    )${alongside ? sql`, alongside as (${alongside})` : sql``}`;
}

/**
 * Takes up to `quantity` units from the pack size's sellable lots, the earliest expiry first (then
 * the oldest lot), lowers the pack size's stock by `quantity` and moves its next expiry on, and
 * records the lots on the order line, all in one statement, under the pack size's lock taken before.
 * Answers the lots taken: fewer units than asked when the sellable lots hold fewer, which the caller
 * refuses (its transaction then undoes this).
 */
export async function takeFromLots(tx: Tx, take: LotTake): Promise<LineLot[]> {
  const sellable = sql`stock_lots where pack_size_id = ${take.packSizeId} and expiry >= ${take.from}
        and remaining > 0`;
  const result = await tx.execute(sql`
    with ${lotsWindow(sellable)}, ${takeWrites(take, null)}
    select id as lot_id, batch_no, expiry, quantity from taken order by expiry, id`);
  return rowsOf<LineLot>(result);
}

/** A pack size as an order's lock read it (`lockPackSizes` in shop/order-stock.ts, `lockAndTakeFromLots`). */
export interface LockedPackSize {
  id: number;
  productId: number;
  grams: number;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
}

/** What `lockAndTakeFromLots` found and did. */
export interface LockedTake {
  /** The pack size as locked, its stock before the take (null: there is no such pack size). */
  pack: LockedPackSize | null;
  /** The lots taken, earliest expiry first; none when `covered` is false. */
  lots: LineLot[];
  /** Whether the sellable lots the statement saw held the units: only then did it take them. */
  covered: boolean;
}

/**
 * `takeFromLots` for an order, with the pack size's lock in the same statement: one round trip less in
 * the section every order of the pack queues on. The lock (FOR NO KEY UPDATE) is the statement's first
 * step; the lots are read FOR UPDATE after it, so each comes back as the last writer committed it,
 * though the statement's snapshot is older than the lock. A lot made, or given units back, between
 * that snapshot and the lock is not seen: when the lots seen fall short, nothing is written
 * (`covered` false), and the caller takes them again with `takeFromLots`, whose snapshot is taken
 * under the lock (or refuses, when the pack's stock is short too).
 */
export async function lockAndTakeFromLots(tx: Tx, take: LotTake): Promise<LockedTake> {
  const locked = sql`(select id, batch_no, expiry, remaining from stock_lots
        where pack_size_id = (select id from pack_lock) and expiry >= ${take.from} and remaining > 0
        order by expiry, id for update) as locked`;
  const result = await tx.execute(sql`
    with pack_lock as (
      select id, product_id as "productId", grams, mrp_paise as "mrpPaise", price_paise as "pricePaise", stock
      from pack_sizes where id = ${take.packSizeId} for no key update
    ), ${lotsWindow(locked)}, enough as (
      select coalesce(sum(remaining), 0) >= ${take.quantity}::int as covered from lots
    ), ${takeWrites(take, sql`(select covered from enough)`)}
    select (select row_to_json(pack_lock) from pack_lock) as pack, (select covered from enough) as covered,
      (select coalesce(json_agg(json_build_object('lot_id', id, 'batch_no', batch_no, 'expiry', expiry,
        'quantity', quantity) order by expiry, id), '[]'::json) from taken) as lots`);
  const [row] = rowsOf<LockedTake>(result);
  return row!;
}

/** Puts units back on the lots they came from: lot id → units. */
export async function giveBackToLots(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  if (units.size === 0) return;
  const values = [...units]
    .sort(([a], [b]) => a - b)
    .map(([lotId, quantity]) => sql`(${lotId}::int, ${quantity}::int)`);
  await tx.execute(sql`
    update stock_lots l set remaining = l.remaining + back.quantity
    from (values ${sql.join(values, sql`, `)}) as back(id, quantity)
    where l.id = back.id`);
}

export interface LotUnits {
  packSizeId: number;
  batchNo: string;
  mfg: string;
  expiry: string;
  quantity: number;
}

/** Adds units to the lot of that batch and months of the pack size, made when there is none; its id. */
export async function addToLot(tx: Tx, units: LotUnits): Promise<number> {
  const [lot] = await tx
    .insert(stockLots)
    .values({
      packSizeId: units.packSizeId,
      batchNo: units.batchNo,
      mfg: units.mfg,
      expiry: units.expiry,
      received: units.quantity,
      remaining: units.quantity,
    })
    .onConflictDoUpdate({
      target: [stockLots.packSizeId, stockLots.batchNo, stockLots.mfg, stockLots.expiry],
      set: {
        received: sql`${stockLots.received} + excluded.received`,
        remaining: sql`${stockLots.remaining} + excluded.remaining`,
      },
    })
    .returning({ id: stockLots.id });
  return lot!.id;
}

/**
 * Units whose batch is not known (a stock rise in the product editor, units given back by an order
 * placed before lots were kept): the pack size's `UNRECORDED` lot made this month, expiring the
 * product's shelf life later (24 months when it names none).
 */
export async function addUnrecordedUnits(
  tx: Tx,
  packSizeId: number,
  quantity: number,
  now: Date = new Date(),
): Promise<number> {
  const [product] = await tx
    .select({ months: products.pShelfLifeMonths })
    .from(packSizes)
    .innerJoin(products, eq(products.id, packSizes.productId))
    .where(eq(packSizes.id, packSizeId));
  const mfg = indiaMonthOf(now);
  const months = Math.max(product?.months ?? DEFAULT_SHELF_LIFE_MONTHS, 1);
  return addToLot(tx, {
    packSizeId,
    batchNo: UNRECORDED_BATCH,
    mfg,
    expiry: addMonths(mfg, months),
    quantity,
  });
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Writes each pack size's stock and next expiry afresh from its lots (`from`: the earliest month sold). */
export async function syncPackStock(tx: Tx, packSizeIds: readonly number[], from: string): Promise<void> {
  if (packSizeIds.length === 0) return;
  await tx.execute(sql`
    update pack_sizes ps set
      stock = coalesce((select sum(l.remaining) from stock_lots l
        where l.pack_size_id = ps.id and l.expiry >= ${from}), 0),
      next_expiry = (select min(l.expiry) from stock_lots l
        where l.pack_size_id = ps.id and l.expiry >= ${from} and l.remaining > 0)
    where ps.id in (${idList(packSizeIds)})`);
}

/**
 * The pack sizes whose stock or next expiry is not what their lots say for `from`, ascending: after
 * the months' turn makes lots unsellable, or a change of `min_shelf_life_days`.
 */
export async function stalePackSizes(db: Db | Tx, from: string): Promise<number[]> {
  const result = await db.execute(sql`
    select ps.id from pack_sizes ps
    cross join lateral (select coalesce(sum(l.remaining), 0)::int as units,
        min(l.expiry) filter (where l.remaining > 0) as next
      from stock_lots l where l.pack_size_id = ps.id and l.expiry >= ${from}) lots
    where ps.stock <> lots.units or ps.next_expiry is distinct from lots.next
    order by ps.id`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}
