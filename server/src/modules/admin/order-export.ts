// The CSV export of the console's filtered order list: one row per order line, with its order's
// contact, for a spreadsheet. The order's money (amount, discount, every refund added up) stands on
// its first row only and each row has its line's amount, so summing either column adds each order once. Times are
// India time, as the console shows them. A cell that a spreadsheet would run as a formula (starting
// with = + - @, or a tab or carriage return) is prefixed with ' so it is shown as the text it is.
import { indiaDayOf, indiaTimeOf, rupees, type AdminOrderListBody, type Order } from '@prime/contract';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
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

/**
 * The CSV (a header row, CRLF line ends as RFC 4180 has them), written batch by batch to a temporary
 * file while the orders are read, then answered from it: an export of a large shop never sits whole
 * in memory (a 1 GB server's store has a heap of 256 MB: docs/decisions/0010-process-memory.md), and
 * the reading transaction, which on the embedded database holds its one session, ends before the
 * download starts however slow the client is.
 */
export async function exportOrdersCsv(db: Db, filters: Omit<AdminOrderListBody, 'page'>): Promise<Readable> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'prime-order-export-'));
  const file = path.join(folder, 'orders.csv');
  const out = fs.createWriteStream(file);
  // Listening from the start, so a failed write (a full disk) rejects here instead of going unheard.
  const written = finished(out);
  written.catch(() => undefined);
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), written]);
  };
  try {
    await write(`${COLUMNS.join(',')}\r\n`);
    await eachFilteredOrder(db, filters, async (batch) => {
      let text = '';
      for (const { order, row } of batch) {
        for (const cells of orderRows(order, row)) text += `${cells.map(csvCell).join(',')}\r\n`;
      }
      await write(text);
    });
    out.end();
    await written;
    // Opened, then removed (below): the answer reads it through its open handle, and nothing is left
    // behind whatever becomes of the download.
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream();
  } catch (error) {
    out.destroy();
    throw error;
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** `prime-orders-2025-01-31.csv`, or with the filtered days: `prime-orders-2025-01-01-to-2025-01-31.csv`. */
export function exportFileName(filters: Pick<AdminOrderListBody, 'from' | 'to'>, now = new Date()): string {
  const days =
    filters.from || filters.to
      ? `${filters.from ?? 'start'}-to-${filters.to ?? indiaDayOf(now)}`
      : indiaDayOf(now);
  return `prime-orders-${days}.csv`;
}
