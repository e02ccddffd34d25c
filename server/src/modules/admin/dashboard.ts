// The console's first page: today's and the last 7 days' orders and revenue (by day in India), the
// orders waiting to ship, and the pack sizes running low. An order counts, in orders and revenue
// alike, on the day it was placed when it brings in money (./order-money.ts): not cancelled, paid or
// cash on delivery; an online order still waiting for its payment is neither an order nor revenue yet.
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  indiaDayOf,
  indiaDayStart,
  nextDay,
  rupees,
  type Dashboard,
  type DaySales,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, packSizes, products } from '../../db/schema.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import { EARNED_PAISE, EARNING_ORDER } from './order-money.ts';

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines that still have to leave the warehouse. */
const TO_SHIP = ['Order confirmed', 'Packing'];
const LOW_STOCK_SHOWN = 50;

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  // Three reads at once, each on its own connection.
  const [days, waiting, { lowStockAt, low }] = await Promise.all([
    salesByDay(db, now),
    ordersToShip(db),
    lowStock(db),
  ]);
  return {
    today: days[days.length - 1]!,
    days,
    waiting_to_ship: waiting,
    low_stock_at: lowStockAt,
    low_stock: low,
  };
}

/** Orders and revenue of each of the last DASHBOARD_DAYS India days, today last. */
async function salesByDay(db: Db, now: Date): Promise<DaySales[]> {
  const today = indiaDayOf(now);
  const first = indiaDayOf(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
  const start = indiaDayStart(first).toISOString();
  // Summed in the database by India day (each exactly 24 hours: India keeps no daylight saving).
  const sums = await rowsOf<{ day_index: number; orders: number; earned: number | string }>(
    db,
    sql`select floor(extract(epoch from o.created_at - ${start}::timestamptz) / 86400)::int as day_index,
        count(*)::int as orders, sum(${EARNED_PAISE})::bigint as earned
      from orders o where o.created_at >= ${start}::timestamptz and ${EARNING_ORDER}
      group by 1`,
  );
  const days: DaySales[] = [];
  for (let day = first, index = 0; day <= today; day = nextDay(day), index += 1) {
    const sum = sums.find((row) => row.day_index === index);
    days.push({ day, orders: sum?.orders ?? 0, revenue: rupees(Number(sum?.earned ?? 0)) });
  }
  return days;
}

/** The pack sizes at or below the shop's low-stock level, fewest first. */
async function lowStock(db: Db) {
  const { lowStockAt } = await currentShopSettings(db);
  const low = await db
    .select({
      p_id: products.id,
      p_productname: products.name,
      pp_id: packSizes.id,
      pp_packet_size: packSizes.grams,
      pp_stocks: packSizes.stock,
    })
    .from(packSizes)
    .innerJoin(products, eq(products.id, packSizes.productId))
    // Hidden and upcoming products are not on sale: their stock is nobody's worry yet.
    .where(and(lte(packSizes.stock, lowStockAt), eq(products.status, 1), eq(products.upcoming, 0)))
    .orderBy(asc(packSizes.stock), asc(products.name), asc(packSizes.grams))
    .limit(LOW_STOCK_SHOWN);
  return { lowStockAt, low };
}

/** Orders with a line in `Order confirmed` or `Packing` (the dashboard, the console menu's badge). */
export async function ordersToShip(db: Db): Promise<number> {
  const [waiting] = await db
    .select({ n: sql<number>`count(distinct ${orderLines.orderId})::int` })
    .from(orderLines)
    .where(inArray(orderLines.deliveryStatus, TO_SHIP));
  return waiting?.n ?? 0;
}
