// Packing slips: what goes in an order's parcel and where it goes, for the packing table: the order's
// number and date, the amount the courier collects for cash on delivery, the courier and AWB once
// known, the delivery address and phone, the address a parcel comes back to, and each line to pack
// with its pack size, its batches and their expiry, and quantity; never an item's price (the slip travels in the parcel). One page or
// more per order, in one PDF for a bulk selection (server/src/pdf/document.ts).
import { asc, inArray } from 'drizzle-orm';
import {
  batchWords,
  CANCELLED,
  formatPaise,
  packSizeLabel,
  SHOP_TIME_ZONE,
  RETURN_STATUSES,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { renderPdf, type PdfPage } from '../../pdf/document.ts';
import type { OrderLineRow, OrderRow } from './order-locks.ts';

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Lines still to send: not cancelled, not on their way back. */
const toPack = (line: OrderLineRow) =>
  line.deliveryStatus !== CANCELLED && !(RETURN_STATUSES as readonly string[]).includes(line.deliveryStatus);

/** Where a parcel the courier cannot deliver comes back to: the seller's name and address. */
export interface ReturnAddress {
  name: string;
  address: string;
}

/** The courier and AWB of each parcel of the lines, once shipped: `Delhivery DL123456789IN`. */
const parcelsOf = (lines: OrderLineRow[]) =>
  [
    ...new Set(lines.filter((line) => line.awb).map((line) => `${line.courier ?? ''} ${line.awb}`.trim())),
  ].join(', ');

function drawSlip(page: PdfPage, order: OrderRow, lines: OrderLineRow[], returnTo: ReturnAddress): void {
  page.heading('Packing slip', `Order #${order.id}`);
  const cod = order.paymentMethod === 'cod';
  const parcels = parcelsOf(lines);
  page.fields([
    ['Order', `#${order.id}`],
    ['Date', dateInIndia.format(order.createdAt)],
    ['Payment', cod ? 'Cash on delivery' : 'Paid online'],
    // What the courier collects: the order's amount as it stands (a cancelled line took its share off).
    ['Collect on delivery', cod ? formatPaise(order.amountPaise) : 'Nothing: paid online'],
    ...(parcels ? ([['AWB', parcels]] as const) : []),
    ['Items', String(lines.reduce((sum, line) => sum + line.quantity, 0))],
  ]);
  page.gap(0.5);
  const address = [
    order.name,
    order.address,
    order.landmark,
    [order.city, order.district].filter((part) => part.trim() !== '').join(', '),
    `${order.state} - ${order.pincode}`,
    `Phone: ${order.mobile}`,
  ].filter((part) => part.trim() !== '');
  page.section('Deliver to', address.join('\n'));
  page.gap(0.5);
  page.section('If undelivered, return to', `${returnTo.name}\n${returnTo.address}`);
  page.gap(0.8);
  page.table(
    [
      { header: 'Item', weight: 4.2 },
      { header: 'Pack size', weight: 1.4 },
      { header: 'Batch and expiry', weight: 4.4 },
      { header: 'Qty', weight: 1, align: 'right' },
    ],
    lines.map((line) => [
      line.productName,
      packSizeLabel(line.grams, line.unit),
      batchesOf(line),
      String(line.quantity),
    ]),
  );
}

/** Each batch the line's units come from, with its expiry (and units, when there are several). */
const batchesOf = (line: OrderLineRow) =>
  line.lots.map((lot) => `${batchWords(lot)}${line.lots.length > 1 ? `: ${lot.quantity}` : ''}`).join('\n');

/** One PDF with a slip for each order, in the order asked; 404 when any order does not exist. */
export async function packingSlips(
  db: Db,
  orderIds: readonly number[],
  returnTo: ReturnAddress,
): Promise<Buffer> {
  const ids = [...new Set(orderIds)];
  const [rows, lines] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
  ]);
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const title = ids.length === 1 ? `Packing slip #${ids[0]}` : `Packing slips (${ids.length} orders)`;
  return renderPdf({ title }, (page) => {
    ids.forEach((id, index) => {
      if (index > 0) page.newPage();
      drawSlip(
        page,
        byId.get(id)!,
        lines.filter((line) => line.orderId === id && toPack(line)),
        returnTo,
      );
    });
  });
}
