// The CSV export of the console's filtered order list: one row per order line, with its order's
// contact and totals, for a spreadsheet. A cell that a spreadsheet would run as a formula (starting
// with = + - @, or a tab or carriage return) is prefixed with ' so it is shown as the text it is.
import type { AdminOrderListBody, Order } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { eachFilteredOrder, indiaDayOf } from './order-list.ts';

const COLUMNS = [
  'order_id',
  'placed_at',
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
  'line_id',
  'product',
  'pack_size_gm',
  'quantity',
  'unit_price',
  'line_status',
] as const;

/** One CSV cell: formula-like text made plain, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderRows(order: Order): (string | number | null)[][] {
  return order.lines.map((line) => [
    order.od_id,
    order.od_created_at,
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
    order.od_discount,
    order.od_amount,
    line.op_id,
    line.p_productname,
    line.op_packet_size,
    line.op_quantity,
    line.op_price,
    line.op_delivery_status,
  ]);
}

/** The CSV text (with a header row, CRLF line ends as RFC 4180 has them). */
export async function exportOrdersCsv(db: Db, filters: Omit<AdminOrderListBody, 'page'>): Promise<string> {
  const lines: string[] = [COLUMNS.join(',')];
  await eachFilteredOrder(db, filters, (batch) => {
    for (const order of batch) for (const row of orderRows(order)) lines.push(row.map(csvCell).join(','));
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
