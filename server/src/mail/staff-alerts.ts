// Mails to the shop's staff, when the settings name a staff address (admin/settings/save): one per new
// confirmed order, and one per pack size and India day when an order leaves it at or below the
// low-stock level. They go through the outbox like the customer's mails (outbox.ts), keyed so that no
// order is announced twice and no pack size is reported twice a day, however many orders race
// (docs/decisions/0022-returns-refunds-staff-alerts.md). Placing an order queues them in its own
// transaction, from the settings it read anyway: with no staff address, an order does no extra work.
import { asc, eq } from 'drizzle-orm';
import { formatPaise, packSizeLabel, SHOP_TIME_ZONE } from '@prime/contract';
import type { Db, Tx } from '../db/client.ts';
import type { PackSizeLeft } from '../shop/order-stock.ts';
import { orderLines, orders } from '../db/schema.ts';
import { readShopSettings, type ShopSettingsRow } from '../db/shop-settings.ts';
import { brandedHtml, brandedText, type BrandedMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import type { OrderForMail } from './order-mails.ts';
import { holdMail, mailOutboxOf, queueMail, type KeptMail } from './outbox.ts';

/** The outbox key of an order's announcement to staff (one per order). */
export const NEW_ORDER_ALERT = 'staff-new-order';

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The outbox key of a pack size's low-stock mail on the India day of `at`: one a day. */
export const lowStockKey = (packSizeId: number, at: Date) => `low-stock:${packSizeId}:${indiaDay.format(at)}`;

const message = (to: string, subject: string, mail: BrandedMail): MailMessage => ({
  to,
  subject,
  text: brandedText(mail),
  html: brandedHtml(mail),
});

/** The order as it is now, read again (a confirmation after the order was placed). */
async function readOrder(db: Db, orderId: number): Promise<OrderForMail | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { order, lines };
}

function newOrderMessage({ order, lines }: OrderForMail, to: string, publicUrl: string): MailMessage {
  const payment = order.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online';
  return message(to, `New order #${order.id}: ${formatPaise(order.amountPaise)}, ${payment}`, {
    heading: `New order #${order.id}`,
    paragraphs: [
      `${order.name} ordered ${formatPaise(order.amountPaise)} (${payment}) for delivery to ${order.city} ${order.pincode}.`,
      lines
        .map((line) => `${line.quantity} x ${line.productName} (${packSizeLabel(line.grams, line.unit)})`)
        .join('\n'),
      `Contact: ${order.email}, ${order.mobile}`,
    ],
    actions: [{ label: 'Open the order', href: `${publicUrl}/admin/orders/${order.id}` }],
  });
}

export interface OrderAlerts {
  /** The order and its lines as its transaction wrote them. */
  written: OrderForMail;
  /** Whether the order is confirmed now (cash on delivery); an online one is announced once paid. */
  confirmed: boolean;
  /** The pack sizes the order took stock from, as it left them. */
  packsLeft: readonly PackSizeLeft[];
  settings: Pick<ShopSettingsRow, 'staffEmail' | 'lowStockAt'>;
  publicUrl: string;
}

/**
 * Keeps an order's staff mails in the order's transaction, held for this process's sender: hand them
 * to `MailOutbox.send` after the commit. None without a staff address.
 */
export async function queueOrderAlerts(tx: Tx, alerts: OrderAlerts): Promise<KeptMail[]> {
  const to = alerts.settings.staffEmail;
  if (!to) return [];
  const held: (KeptMail | null)[] = [];
  if (alerts.confirmed) {
    const mail = newOrderMessage(alerts.written, to, alerts.publicUrl);
    held.push(await holdMail(tx, mail, { orderId: alerts.written.order.id, event: NEW_ORDER_ALERT }));
  }
  const now = new Date();
  for (const pack of alerts.packsLeft) {
    if (pack.stock > alerts.settings.lowStockAt) continue;
    const mail = message(to, `Low stock: ${pack.productName} ${pack.grams} gm (${pack.stock} left)`, {
      heading: `${pack.productName} ${pack.grams} gm is running low`,
      paragraphs: [
        pack.stock === 0
          ? `${pack.productName} ${pack.grams} gm is sold out after order #${alerts.written.order.id}.`
          : `Only ${pack.stock} left of ${pack.productName} ${pack.grams} gm after order #${alerts.written.order.id} (the shop’s low-stock level is ${alerts.settings.lowStockAt}).`,
        'This is the only mail about this pack size today.',
      ],
      actions: [{ label: 'Open the product', href: `${alerts.publicUrl}/admin/products/${pack.productId}` }],
    });
    held.push(await holdMail(tx, mail, { orderId: null, event: lowStockKey(pack.packSizeId, now) }));
  }
  return held.filter((mail) => mail !== null);
}

/**
 * Announces an order confirmed after its placement (paid online, or switched to cash on delivery),
 * once its change is committed. Never throws: a failure is logged and the order stands.
 */
export async function sendNewOrderAlert(
  db: Db,
  orderId: number,
  log: { error(details: object, message: string): void } = console,
): Promise<void> {
  await queueStaffAlert(
    db,
    log,
    { orderId, event: NEW_ORDER_ALERT },
    'staff order mail',
    async (to, publicUrl) => {
      const order = await readOrder(db, orderId);
      return order ? newOrderMessage(order, to, publicUrl) : null;
    },
  );
}

/**
 * Queues the mail `compose` writes to the staff address, once per `key`, and wakes the sender. Never
 * throws: a failure is logged as `what` not queued, and the change that set it off stands. Nothing
 * without a staff address.
 */
async function queueStaffAlert(
  db: Db,
  log: { error(details: object, message: string): void },
  key: { orderId: number; event: string },
  what: string,
  compose: (to: string, publicUrl: string) => Promise<MailMessage | null>,
): Promise<void> {
  const outbox = mailOutboxOf(db);
  if (!outbox) return;
  try {
    const { staffEmail } = await readShopSettings(db);
    if (!staffEmail) return;
    const mail = await compose(staffEmail, outbox.publicUrl);
    if (mail && (await queueMail(db, mail, key))) outbox.wake();
  } catch (error) {
    log.error({ err: error, orderId: key.orderId }, `${what} not queued`);
  }
}

/** A customer's new return request, for staff to decide: which items, why, and where to decide it. */
export interface ReturnAlert {
  orderId: number;
  returnId: number;
  reason: string;
  /** `1 x Vitamin C Serum (30 gm)` for each line returned. */
  items: string[];
}

/**
 * Tells staff of a new return request, once per return, after its change is committed. Never throws:
 * a failure is logged and the request stands. Nothing without a staff address. Where the refund goes
 * (a cash-on-delivery order's UPI ID or bank account) is not in the mail: staff see it masked in the
 * console only.
 */
export async function sendReturnRequestAlert(
  db: Db,
  alert: ReturnAlert,
  log: { error(details: object, message: string): void } = console,
): Promise<void> {
  const key = { orderId: alert.orderId, event: `staff-return:${alert.returnId}` };
  await queueStaffAlert(db, log, key, 'staff return mail', async (to, publicUrl) =>
    message(to, `Return requested on order #${alert.orderId}`, {
      heading: `Return #${alert.returnId} of order #${alert.orderId}`,
      paragraphs: [
        `The customer asks to return: ${alert.items.join(', ')}.`,
        `Reason: ${alert.reason}`,
        'Approve or refuse it in the console.',
      ],
      actions: [{ label: 'Open the returns', href: `${publicUrl}/admin/returns` }],
    }),
  );
}
