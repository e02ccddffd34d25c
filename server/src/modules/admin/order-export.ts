// The CSV export of the console's filtered order list: one row per order line, with its order's
// contact, for a spreadsheet. The order's money (amount, discount, every refund added up) stands on
// its first row only and each row has its line's amount, so summing either column adds each order once. Times are
// India time, as the console shows them. A cell that a spreadsheet would run as a formula (starting
// with = + - @, or a tab or carriage return) is prefixed with ' so it is shown as the text it is.
import { indiaDayOf, indiaTimeOf, rupees, type AdminOrderListBody, type Order } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/order-shape.ts';
import { eachFilteredOrder } from './order-list.ts';

const COLUMNS = [
  'order_id',
  'placed_at_india',
  'customer',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'payment_method',
  'payment_status',
  'coupon',
  'discount',
  'order_amount',
  'refunded',
  'cancelled_at_india',
  'cancel_reason',
  'line_id',
  'product',
  'pack_size_gm',
  'quantity',
  'unit_price',
  'line_amount',
  'line_status',
] as const;

/** One CSV cell: formula-like text made plain, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderRows(order: Order, row: OrderRow): (string | number | null)[][] {
  return order.lines.map((line, index) => {
    const first = index === 0;
    return [
      order.od_id,
      indiaTimeOf(row.createdAt),
      order.user_name,
      order.user_email,
      order.user_mobile_no,
      order.user_address,
      order.user_city,
      order.user_state,
      order.user_zipcode,
      order.od_payment_method,
      order.od_payment_status,
      order.od_coupon_code,
      first ? order.od_discount : null,
      first ? order.od_amount : null,
      first ? order.od_refunded : null,
      row.cancelledAt ? indiaTimeOf(row.cancelledAt) : null,
      row.cancelReason,
      line.op_id,
      line.p_productname,
      line.op_packet_size,
      line.op_quantity,
      line.op_price,
      rupees(Math.round(line.op_price * 100) * line.op_quantity),
      line.op_delivery_status,
    ];
  });
}

/** The CSV text (with a header row, CRLF line ends as RFC 4180 has them). */
export async function exportOrdersCsv(db: Db, filters: Omit<AdminOrderListBody, 'page'>): Promise<string> {
  const lines: string[] = [COLUMNS.join(',')];
  await eachFilteredOrder(db, filters, (batch) => {
    for (const { order, row } of batch) {
      for (const cells of orderRows(order, row)) lines.push(cells.map(csvCell).join(','));
    }
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** `prime-orders-2025-01-31.csv`, or with the filtered days: `prime-orders-2025-01-01-to-2025-01-31.csv`. */
export function exportFileName(filters: Pick<AdminOrderListBody, 'from' | 'to'>, now = new Date()): string {
  const days =
    filters.from || filters.to
      ? `${filters.from ?? 'start'}-to-${filters.to ?? indiaDayOf(now)}`
      : indiaDayOf(now);
  return `prime-orders-${days}.csv`;
}
