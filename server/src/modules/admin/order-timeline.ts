// An order's history in words, for the console's order page: when it was placed, its payments and
// refunds, every admin change from the audit log saying what changed (each status with the items it
// moved, a shipment with its courier and AWB, a cancellation with its reason), a customer's cancelled
// items, its returns step by step, and when it was cancelled.
import {
  formatPaise,
  packSizeLabel,
  type Order,
  type OrderLine,
  type OrderTimelineEntry,
} from '@prime/contract';
import type { auditLog, orderLines, orderReturns, orders, payments } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type AuditRow = typeof auditLog.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;

export interface OrderHistory {
  order: OrderRow;
  lines: LineRow[];
  payments: PaymentRow[];
  changes: AuditRow[];
  returns: { row: ReturnRow; returned: { op_id: number; quantity: number }[] }[];
}

const itemName = (line: { productName: string; grams: number; unit: string }) =>
  `${line.productName} ${packSizeLabel(line.grams, line.unit)}`;
const shownName = (line: OrderLine) =>
  `${line.p_productname} ${packSizeLabel(line.op_packet_size, line.op_unit)}`;

/** An order-wide change: each new status with the items that reached it. */
function movedLines(before: Order | null, after: Order | null): string {
  if (!before || !after) return '';
  const moved = new Map<string, string[]>();
  for (const line of after.lines) {
    const was = before.lines.find((candidate) => candidate.op_id === line.op_id);
    if (was?.op_delivery_status === line.op_delivery_status) continue;
    moved.set(line.op_delivery_status, [...(moved.get(line.op_delivery_status) ?? []), shownName(line)]);
  }
  return [...moved].map(([status, names]) => `${status} (${names.join(', ')})`).join('; ');
}

/** One audit record in words. */
function changeWords(change: AuditRow, { lines }: OrderHistory): string {
  const after = change.after as (Order & OrderLine) | null;
  const before = change.before as Order | null;
  // The reason is the order's own (od_cancel_reason), shown beside the history.
  if (change.action === 'order.cancel') return 'Order cancelled';
  if (change.action === 'order.note') return 'Staff note added';
  if (change.action === 'order.ship') {
    const line = after?.lines.find((candidate) => candidate.op_awb);
    const parcel = line ? ` with ${line.op_courier}, AWB ${line.op_awb}` : '';
    const moved = movedLines(before, after);
    return moved ? `${moved}${parcel}` : `Courier and AWB set${parcel}`;
  }
  if (change.target.startsWith('order_line:')) {
    const line = lines.find((candidate) => `order_line:${candidate.id}` === change.target);
    return `${after?.op_delivery_status ?? 'Status changed'}${line ? ` (${itemName(line)})` : ''}`;
  }
  return movedLines(before, after) || 'Status changed';
}

/** Items the customer cancelled one by one (no audit record: only admins' changes are audited). */
function customerCancellations(history: OrderHistory): OrderTimelineEntry[] {
  const { order, lines, changes } = history;
  const byStaff = new Set(changes.map((change) => change.target));
  // Lines cancelled with the whole order are told by the order's cancellation.
  const withOrder = order.cancelledAt ? order.cancelledAt.getTime() - 1000 : Infinity;
  return lines
    .filter(
      (line) =>
        line.deliveryStatus === 'Cancelled' &&
        !byStaff.has(`order_line:${line.id}`) &&
        line.updatedAt.getTime() < withOrder,
    )
    .map((line) => ({ at: line.updatedAt.toISOString(), what: `Cancelled (${itemName(line)})`, by: null }));
}

/** Each return: asked for (its items and reason), decided, received and refunded. */
function returnSteps({ returns, lines }: OrderHistory): OrderTimelineEntry[] {
  return returns.flatMap(({ row, returned }) => {
    const items = returned
      .map(({ op_id, quantity }) => {
        const line = lines.find((candidate) => candidate.id === op_id);
        if (!line) return '';
        return quantity < line.quantity
          ? `${quantity} of ${line.quantity} × ${itemName(line)}`
          : itemName(line);
      })
      .join(', ');
    const steps: OrderTimelineEntry[] = [
      {
        at: row.createdAt.toISOString(),
        what: `Return #${row.id} requested (${items}): ${row.reason}`,
        by: null,
      },
    ];
    if (row.decidedAt) {
      const decided = row.status === 'refused' ? 'refused' : 'approved';
      steps.push({
        at: row.decidedAt.toISOString(),
        what: `Return #${row.id} ${decided}`,
        by: row.decidedBy,
      });
    }
    if (row.receivedAt) {
      const refund = row.refundPaise ? `, ${formatPaise(row.refundPaise)} refunded` : '';
      steps.push({ at: row.receivedAt.toISOString(), what: `Return #${row.id} received${refund}`, by: null });
    }
    return steps;
  });
}

export function orderTimeline(history: OrderHistory): OrderTimelineEntry[] {
  const { order, changes } = history;
  const cancelledByStaff = changes.some((change) => change.action === 'order.cancel');
  return [
    { at: order.createdAt.toISOString(), what: 'Order placed', by: null },
    ...history.payments.flatMap((payment) => [
      { at: payment.createdAt.toISOString(), what: `Payment link made (${payment.gateway})`, by: null },
      ...(payment.status !== 'pending'
        ? [{ at: payment.updatedAt.toISOString(), what: `Payment ${payment.status}`, by: null }]
        : []),
    ]),
    ...order.refunds.map((refund) => ({
      at: refund.at,
      what: `Refunded ${formatPaise(refund.paise)}: ${refund.reason}${refund.reference ? ` (reference ${refund.reference})` : ''}`,
      by: null,
    })),
    ...changes.map((change) => ({
      at: change.createdAt.toISOString(),
      what: changeWords(change, history),
      by: change.actorEmail,
    })),
    ...customerCancellations(history),
    ...returnSteps(history),
    ...(order.cancelledAt && !cancelledByStaff
      ? [
          {
            at: order.cancelledAt.toISOString(),
            what: order.cancelReason ? `Order cancelled: ${order.cancelReason}` : 'Order cancelled',
            by: null,
          },
        ]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
}
