// The console's first page: today's and the last 7 days' orders and revenue (by day in India), the
// orders waiting to ship, and the pack sizes running low. An order counts, in orders and revenue
// alike, on the day it was placed when it brings in money (./order-money.ts): not cancelled, paid or
// cash on delivery; an online order still waiting for its payment is neither an order nor revenue yet.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, rupees, type Dashboard, type DaySales } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, packSizes, products } from '../../db/schema.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import { indiaDayOf, indiaDayStart, nextDay } from './order-list.ts';
import { earnedPaise, isEarning } from './order-money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines that still have to leave the warehouse. */
const TO_SHIP = ['Order confirmed', 'Packing'];
const LOW_STOCK_SHOWN = 50;

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = indiaDayOf(now);
  const first = indiaDayOf(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
  const placed = await db
    .select({
      createdAt: orders.createdAt,
      amountPaise: orders.amountPaise,
      refundedPaise: orders.refundedPaise,
      paymentStatus: orders.paymentStatus,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, indiaDayStart(first)), isNull(orders.cancelledAt)));
  const earning = placed.filter(isEarning);
  const days: DaySales[] = [];
  for (let day = first; day <= today; day = nextDay(day)) {
    const ofDay = earning.filter((order) => indiaDayOf(order.createdAt) === day);
    days.push({
      day,
      orders: ofDay.length,
      revenue: rupees(ofDay.reduce((sum, order) => sum + earnedPaise(order), 0)),
    });
  }

  const waiting = await ordersToShip(db);
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

  return {
    today: days[days.length - 1]!,
    days,
    waiting_to_ship: waiting,
    low_stock_at: lowStockAt,
    low_stock: low,
  };
}

/** Orders with a line in `Order confirmed` or `Packing` (the dashboard, the console menu's badge). */
export async function ordersToShip(db: Db): Promise<number> {
  const [waiting] = await db
    .select({ n: sql<number>`count(distinct ${orderLines.orderId})::int` })
    .from(orderLines)
    .where(inArray(orderLines.deliveryStatus, TO_SHIP));
  return waiting?.n ?? 0;
}
