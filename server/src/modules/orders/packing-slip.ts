// Packing slips: what goes in an order's parcel and where it goes, for the packing table: the order's
// number and date, the delivery address and phone, and each line to pack with its pack size, its
// batches and their expiry, and quantity; never a price (the slip travels in the parcel). One page or
// more per order, in one PDF for a bulk selection (server/src/pdf/document.ts).
import { asc, inArray } from 'drizzle-orm';
import { batchWords, CANCELLED, SHOP_TIME_ZONE, RETURN_STATUSES } from '@prime/contract';
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

function drawSlip(page: PdfPage, order: OrderRow, lines: OrderLineRow[]): void {
  page.heading('Packing slip', `Order #${order.id}`);
  page.fields([
    ['Order', `#${order.id}`],
    ['Date', dateInIndia.format(order.createdAt)],
    ['Payment', order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'],
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
  page.gap(0.8);
  page.table(
    [
      { header: 'Item', weight: 4.2 },
      { header: 'Pack size', weight: 1.4 },
      { header: 'Batch and expiry', weight: 4.4 },
      { header: 'Qty', weight: 1, align: 'right' },
    ],
    lines.map((line) => [line.productName, `${line.grams} gm`, batchesOf(line), String(line.quantity)]),
  );
}

/** Each batch the line's units come from, with its expiry (and units, when there are several). */
const batchesOf = (line: OrderLineRow) =>
  line.lots.map((lot) => `${batchWords(lot)}${line.lots.length > 1 ? `: ${lot.quantity}` : ''}`).join('\n');

/** One PDF with a slip for each order, in the order asked; 404 when any order does not exist. */
export async function packingSlips(db: Db, orderIds: readonly number[]): Promise<Buffer> {
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
      );
    });
  });
}
