// Order rows → the answers that show them: OrderLine (list/order, update/order-tracking) and Order (the
// admin console's lists, and what the audit log records of an order). Shared by the orders and the
// admin modules.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  rupees,
  type CodOrderFields,
  type DeliveryFailedReason,
  type DeliveryStatus,
  type Order,
  type OrderLine,
  type PaymentMethod,
  type PaymentStatus,
} from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { refundFieldsOf } from './order-refunds.ts';
import { orderLines, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The path of a tax document's PDF, served by this server (not under FILE_HOST). */
export const taxDocumentUrl = (token: string) => `/invoices/${token}.pdf`;

/** The order's invoice and credit notes, as Order and OrderLine carry them (decision record 0023). */
function invoiceFieldsOf(order: OrderRow) {
  return {
    od_invoice_no: order.invoiceNumber,
    od_invoice_url: order.invoiceToken ? taxDocumentUrl(order.invoiceToken) : null,
    od_credit_notes: order.creditNotes.map((note) => ({ no: note.no, url: taxDocumentUrl(note.token) })),
  };
}

/** The order's confirmation and failed deliveries (decision 0031), as Order carries them. */
const codFieldsOf = (order: OrderRow): CodOrderFields => ({
  od_confirm_by: order.confirmBy?.toISOString() ?? null,
  od_delivery_attempts: order.deliveryAttempts,
  od_delivery_failed_reason: order.deliveryFailedReason as DeliveryFailedReason | null,
  od_delivery_choice: order.deliveryChoice,
});

export function toOrderLine(order: OrderRow, line: OrderLineRow): OrderLine {
  return {
    op_id: line.id,
    od_id: order.id,
    p_id: line.productId,
    p_productname: line.productName,
    p_image: line.productImage,
    op_quantity: line.quantity,
    op_packet_size: line.grams,
    op_unit: line.unit === 'ml' ? 'ml' : 'g',
    op_price: rupees(line.unitPricePaise),
    od_amount: rupees(order.amountPaise),
    od_payment_method: order.paymentMethod as PaymentMethod,
    od_payment_status: order.paymentStatus as PaymentStatus,
    op_delivery_status: line.deliveryStatus as DeliveryStatus,
    od_created_at: order.createdAt.toISOString(),
    od_discount: rupees(order.discountPaise),
    od_coupon_code: order.couponCode,
    od_access: order.access,
    od_delivery_charge: rupees(order.deliveryChargePaise),
    od_cod_charge: rupees(order.codChargePaise),
    op_courier: line.courier,
    op_awb: line.awb,
    op_tracking_url: line.trackingUrl,
    op_delivered_at: line.deliveredAt?.toISOString() ?? null,
    op_lots: line.lots.map(({ batch_no, expiry, quantity }) => ({ batch_no, expiry, quantity })),
    ...invoiceFieldsOf(order),
    ...refundFieldsOf(order.refunds),
  };
}

export function toOrder(order: OrderRow, lines: OrderLineRow[]): Order {
  return {
    od_id: order.id,
    od_created_at: order.createdAt.toISOString(),
    od_amount: rupees(order.amountPaise),
    od_discount: rupees(order.discountPaise),
    od_coupon_code: order.couponCode,
    od_delivery_charge: rupees(order.deliveryChargePaise),
    od_cod_charge: rupees(order.codChargePaise),
    od_payment_method: order.paymentMethod as PaymentMethod,
    od_payment_status: order.paymentStatus as PaymentStatus,
    user_name: order.name,
    user_email: order.email,
    user_mobile_no: order.mobile,
    user_address: order.address,
    user_city: order.city,
    user_state: order.state,
    user_zipcode: order.pincode,
    od_access: order.access,
    ...invoiceFieldsOf(order),
    ...codFieldsOf(order),
    ...refundFieldsOf(order.refunds),
    lines: lines.map((line) => toOrderLine(order, line)),
  };
}

/** Each order with its lines (by id), in the rows' order, in one more query whatever their number. */
export async function withLines(db: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

/** The order as the console shows it; undefined when there is none. */
export async function loadOrder(db: Db | Tx, orderId: number): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ? (await withLines(db, [row]))[0] : undefined;
}
