// The mails of an order, one per event: what happened, the order's number, its lines and amounts,
// where it goes, and a link to its page PUBLIC_URL/orders/<access>; in HTML and in plain text that
// says the same. Which events there are and when each is sent: mail/send-order-mail.ts.
import { PAYMENT_WINDOW_MINUTES, formatPaise, packSizeLabel } from '@prime/contract';
import { taxDocumentUrl, type OrderLineRow, type OrderRow } from '../db/order-shape.ts';
import {
  BRAND_COLOURS,
  BREAK_WORDS,
  SANS,
  brandedHtml,
  brandedText,
  escapeHtml,
  type BrandedMail,
  type MailAction,
} from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { COD_MAIL_EVENTS, COD_MAIL_WORDS, codMailActions } from './cod-mails.ts';

export const ORDER_MAIL_EVENTS = [
  'placed',
  'awaiting-payment',
  'paid',
  'switched-to-cod',
  'shipped',
  'tracking-updated',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'item-cancelled',
  'return-requested',
  'return-decided',
  'refunded',
  ...COD_MAIL_EVENTS,
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

/** What a mail says beyond the order itself; each event reads the fields it names. */
export interface OrderMailDetails {
  /** awaiting-payment: the absolute address of the payment page. */
  paymentUrl?: string | null;
  /** shipped: the courier, its air waybill number and tracking page, when known. */
  courier?: string | null;
  awb?: string | null;
  trackingUrl?: string | null;
  /** cancelled: who cancelled it (`unconfirmed`: not confirmed in time, decision 0031), and why. */
  cancelledBy?: 'customer' | 'staff' | 'payment' | 'unconfirmed';
  reason?: string | null;
  /** cancelled, item-cancelled, refunded, return-decided: the paise given back. */
  refundPaise?: number;
  /** item-cancelled: the line cancelled while the rest of the order stays (the mail is keyed by it). */
  lineId?: number;
  /** shipped (a further parcel), tracking-updated: what keys the mail beside its event (the AWB). */
  mailKey?: string;
  /** return-decided: whether the return was accepted. */
  returnAccepted?: boolean;
  /**
   * return-requested, return-decided, refunded (of a return): which return, and its lines. Each return
   * of an order is mailed about on its own (send-order-mail.ts keys the mail by it).
   */
  returnId?: number;
  returnLines?: { op_id: number; quantity: number }[];
  /** refunded: the UPI or bank reference a cash-on-delivery refund was paid with. */
  payoutReference?: string | null;
  /** delivery-failed: the attempt it tells of; each attempt is mailed once (send-order-mail.ts). */
  attempt?: number;
}

export interface OrderForMail {
  order: OrderRow;
  lines: OrderLineRow[];
}

const CANCELLED = 'Cancelled';
const lineTotal = (line: OrderLineRow) => line.unitPricePaise * line.quantity;
const live = (lines: OrderLineRow[]) => lines.filter((line) => line.deliveryStatus !== CANCELLED);

export interface EventWords {
  subject: (orderId: number) => string;
  heading: (name: string) => string;
  says: (mail: OrderForMail, details: OrderMailDetails) => string[];
}

const amountOf = ({ order }: OrderForMail) => formatPaise(order.amountPaise);

const CANCELLED_BY = {
  customer: 'as you asked',
  staff: 'by PRIME',
  payment: 'because its payment was not made in time',
  unconfirmed: 'because it was not confirmed in time',
} as const;

function cancellationWords(mail: OrderForMail, details: OrderMailDetails): string[] {
  const { order } = mail;
  const by = CANCELLED_BY[details.cancelledBy ?? 'staff'];
  const words = [`Your order #${order.id} has been cancelled ${by}.`];
  if (details.reason) words.push(`Reason: ${details.reason}`);
  if (details.refundPaise && details.refundPaise > 0) {
    words.push(
      `${formatPaise(details.refundPaise)} is being refunded to the payment method you used; it can take 5–7 working days to show.`,
    );
  } else if (order.paymentMethod === 'online') {
    words.push('Nothing was charged for it.');
  }
  return words;
}

/** One line cancelled while the rest goes on: what left the order, any refund, what is due now. */
function itemCancellationWords(mail: OrderForMail, details: OrderMailDetails): string[] {
  const { order, lines } = mail;
  const line = lines.find((candidate) => candidate.id === details.lineId);
  const item = line ? `${line.quantity} x ${line.productName} (${line.grams} gm)` : 'An item';
  const by = CANCELLED_BY[details.cancelledBy ?? 'staff'];
  const words = [`${item} has been cancelled from your order #${order.id} ${by}.`];
  if (details.refundPaise && details.refundPaise > 0) {
    words.push(
      `${formatPaise(details.refundPaise)} has been refunded to the payment method you used; it can take 5–7 working days to show.`,
    );
  }
  words.push(
    order.paymentMethod === 'cod'
      ? `The rest of your order is coming as planned. Please keep ${amountOf(mail)} ready when it arrives.`
      : `The rest of your order is coming as planned. Your order now comes to ${amountOf(mail)}.`,
  );
  return words;
}

/** `Courier: Delhivery. AWB: DL123456789IN.`, or nothing when neither is known. */
function courierWords(details: OrderMailDetails): string[] {
  if (!details.courier && !details.awb) return [];
  return [
    [details.courier && `Courier: ${details.courier}.`, details.awb && `AWB: ${details.awb}.`]
      .filter(Boolean)
      .join(' '),
  ];
}

const EVENTS: Record<OrderMailEvent, EventWords> = {
  placed: {
    subject: (id) => `Your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, your order is placed`,
    says: (mail) => [
      `Thank you for your order #${mail.order.id}. Here is what you ordered.`,
      `Payment: cash on delivery. Please keep ${amountOf(mail)} ready when it arrives.`,
    ],
  },
  'awaiting-payment': {
    subject: (id) => `Your PRIME order #${id} is waiting for payment`,
    heading: (name) => `Hi ${name}, your order is waiting for payment`,
    says: (mail) => [
      `Thank you for your order #${mail.order.id}. Here is what you ordered.`,
      `Payment: online, ${amountOf(mail)}. Your order waits for the payment for ${PAYMENT_WINDOW_MINUTES} minutes; after that it is cancelled and nothing is charged.`,
    ],
  },
  paid: {
    subject: (id) => `Payment received for your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, your order is paid`,
    says: (mail) => [
      `We have received your payment of ${amountOf(mail)} for order #${mail.order.id}. Your order is confirmed and we are getting it ready.`,
    ],
  },
  'switched-to-cod': {
    subject: (id) => `Your PRIME order #${id} will be paid on delivery`,
    heading: (name) => `Hi ${name}, your order is confirmed`,
    says: (mail) => [
      `Your order #${mail.order.id} will be paid in cash on delivery. Please keep ${amountOf(mail)} ready when it arrives.`,
    ],
  },
  shipped: {
    subject: (id) => `Your PRIME order #${id} has shipped`,
    heading: (name) => `Hi ${name}, your order is on its way`,
    says: (mail, details) => [
      `Your order #${mail.order.id} has left our warehouse and is on its way to you.`,
      ...courierWords(details),
    ],
  },
  'tracking-updated': {
    subject: (id) => `Tracking details for your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, here is how to follow your parcel`,
    says: (mail, details) => [`Your order #${mail.order.id} is on its way.`, ...courierWords(details)],
  },
  'out-for-delivery': {
    subject: (id) => `Your PRIME order #${id} is out for delivery`,
    heading: (name) => `Hi ${name}, your order arrives today`,
    says: (mail) => [
      `Your order #${mail.order.id} is out for delivery. Please keep your phone nearby.`,
      ...(mail.order.paymentMethod === 'cod'
        ? [`Please keep ${amountOf(mail)} ready for cash on delivery.`]
        : []),
    ],
  },
  delivered: {
    subject: (id) => `Your PRIME order #${id} has been delivered`,
    heading: (name) => `Hi ${name}, your order has arrived`,
    says: (mail) => [`Your order #${mail.order.id} has been delivered. We hope you enjoy it.`],
  },
  cancelled: {
    subject: (id) => `Your PRIME order #${id} has been cancelled`,
    heading: (name) => `Hi ${name}, your order is cancelled`,
    says: cancellationWords,
  },
  'item-cancelled': {
    subject: (id) => `An item of your PRIME order #${id} has been cancelled`,
    heading: (name) => `Hi ${name}, an item of your order is cancelled`,
    says: itemCancellationWords,
  },
  'return-requested': {
    subject: (id) => `Your return request for PRIME order #${id}`,
    heading: (name) => `Hi ${name}, we have your return request`,
    says: (mail, details) => [
      `We have received your request to return ${returnedItems(mail, details)} from your order #${mail.order.id}.`,
      ...(details.reason ? [`Reason: ${details.reason}`] : []),
      'We will write to you once we have looked at it.',
    ],
  },
  'return-decided': {
    subject: (id) => `About the return of your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, about your return`,
    says: (mail, details) => [
      details.returnAccepted
        ? `We have accepted the return of your order #${mail.order.id}.`
        : `We could not accept the return of your order #${mail.order.id}.`,
      ...(details.reason ? [`${details.returnAccepted ? 'Note' : 'Reason'}: ${details.reason}`] : []),
      ...(details.returnAccepted && details.returnId
        ? [
            `Please keep ${returnedItems(mail, details)} packed with the invoice; once they reach us we refund them and write to you.`,
          ]
        : []),
      ...(details.returnAccepted && details.refundPaise
        ? [`${formatPaise(details.refundPaise)} will be refunded to the payment method you used.`]
        : []),
    ],
  },
  refunded: {
    subject: (id) => `Your refund for PRIME order #${id}`,
    heading: (name) => `Hi ${name}, your refund is on its way`,
    says: (mail, details) =>
      details.payoutReference
        ? [
            `We have received the items you returned from your order #${mail.order.id} and paid you ${formatPaise(details.refundPaise ?? 0)}.`,
            `Payment reference: ${details.payoutReference}`,
          ]
        : [
            ...(details.returnId
              ? [`We have received the items you returned from your order #${mail.order.id}.`]
              : []),
            `${formatPaise(details.refundPaise ?? mail.order.refundedPaise)} has been refunded for your order #${mail.order.id} to the payment method you used; it can take 5–7 working days to show.`,
          ],
  },
  ...COD_MAIL_WORDS,
};

/** The lines of a return in words: `1 x Vitamin C Serum (30 gm), 2 x Night Cream (50 gm)`. */
function returnedItems({ lines }: OrderForMail, details: OrderMailDetails): string {
  const named = (details.returnLines ?? []).flatMap(({ op_id, quantity }) => {
    const line = lines.find((candidate) => candidate.id === op_id);
    return line ? [`${quantity} x ${line.productName} (${packSizeLabel(line.grams, line.unit)})`] : [];
  });
  return named.length > 0 ? named.join(', ') : 'some items';
}

function addressLines({ order }: OrderForMail): string[] {
  return [
    order.name,
    order.address,
    order.landmark,
    // A saved address's district stands for its city too: said once, not "Bengaluru Urban, Bengaluru Urban".
    [order.city, order.district]
      .filter((part, at, both) => part && (at === 0 || part.toLowerCase() !== both[0]?.toLowerCase()))
      .join(', '),
    `${order.state} - ${order.pincode}`,
    `Phone: ${order.mobile}`,
  ].filter((line) => line.trim() !== '');
}

/** The amounts: the lines still ordered, the coupon's discount, and what the order costs. */
function totals({ order, lines }: OrderForMail): [string, string][] {
  // A cancelled order's mail shows what it was: every line counts when none is left.
  const counted = live(lines).length > 0 ? live(lines) : lines;
  const rows: [string, string][] = [
    ['Subtotal', formatPaise(counted.reduce((sum, line) => sum + lineTotal(line), 0))],
  ];
  if (order.discountPaise > 0) {
    const label = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
    rows.push([label, `-${formatPaise(order.discountPaise)}`]);
  }
  if (order.deliveryChargePaise > 0) rows.push(['Delivery', formatPaise(order.deliveryChargePaise)]);
  if (order.codChargePaise > 0) rows.push(['Cash on delivery charge', formatPaise(order.codChargePaise)]);
  rows.push(['Total', formatPaise(order.amountPaise)]);
  return rows;
}

const lineText = (line: OrderLineRow) =>
  `${line.quantity} x ${line.productName} (${packSizeLabel(line.grams, line.unit)}) at ${formatPaise(line.unitPricePaise)} = ${formatPaise(lineTotal(line))}` +
  (line.deliveryStatus === CANCELLED ? ' (cancelled)' : '');

const { GREEN, MIST, INK } = BRAND_COLOURS;
const TEXT = `font-family:${SANS};font-size:14px;line-height:1.5;color:${INK};${BREAK_WORDS}`;

/** One row per line (name above, size and quantity below, its total at the right): fits a phone. */
function linesTable(mail: OrderForMail): string {
  const rows = mail.lines.map((line) => {
    const cancelled = line.deliveryStatus === CANCELLED;
    const struck = cancelled ? 'text-decoration:line-through;' : '';
    return `<tr><td style="padding:10px 0;border-bottom:1px solid ${MIST};${TEXT}"><strong style="${struck}">${escapeHtml(line.productName)}</strong><br>${escapeHtml(`${packSizeLabel(line.grams, line.unit)} · ${line.quantity} × ${formatPaise(line.unitPricePaise)}`)}${cancelled ? ' · Cancelled' : ''}</td><td align="right" style="padding:10px 0 10px 12px;border-bottom:1px solid ${MIST};white-space:nowrap;vertical-align:top;${TEXT}${struck}">${escapeHtml(formatPaise(lineTotal(line)))}</td></tr>`;
  });
  const sums = totals(mail).map(([label, value], index, all) => {
    const strong = index === all.length - 1 ? `font-weight:600;color:${GREEN};font-size:16px;` : '';
    return `<tr><td style="padding:6px 0;${TEXT}${strong}">${escapeHtml(label)}</td><td align="right" style="padding:6px 0 6px 12px;white-space:nowrap;${TEXT}${strong}">${escapeHtml(value)}</td></tr>`;
  });
  const address = addressLines(mail).map(escapeHtml).join('<br>');
  return `<h2 style="margin:8px 0 4px;font-family:Georgia,serif;font-size:18px;color:${GREEN};">Order #${mail.order.id}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse;">${rows.join('')}${sums.join('')}</table>
<h2 style="margin:0 0 8px;font-family:Georgia,serif;font-size:18px;color:${GREEN};">Delivery address</h2>
<p style="margin:0 0 16px;${TEXT}">${address}</p>`;
}

/** The order's page, where whoever holds the mail sees the order without a login. */
export const orderPageUrl = (publicUrl: string, order: OrderRow) => `${publicUrl}/orders/${order.access}`;

function actions(event: OrderMailEvent, mail: OrderForMail, details: OrderMailDetails, publicUrl: string) {
  const list: MailAction[] = [...codMailActions(event, orderPageUrl(publicUrl, mail.order))];
  if (event === 'awaiting-payment' && details.paymentUrl)
    list.push({ label: 'Pay now', href: details.paymentUrl });
  if ((event === 'shipped' || event === 'tracking-updated') && details.trackingUrl)
    list.push({ label: 'Track the parcel', href: details.trackingUrl });
  list.push({ label: 'View your order', href: orderPageUrl(publicUrl, mail.order) });
  // Issued once the order is confirmed (cash on delivery, paid, switched): its GST tax invoice.
  if (mail.order.invoiceToken)
    list.push({ label: 'Tax invoice (PDF)', href: `${publicUrl}${taxDocumentUrl(mail.order.invoiceToken)}` });
  // A cancellation or refund after the invoice took back what it names with a credit note: the last one.
  const creditNote = mail.order.creditNotes.at(-1);
  if (
    (event === 'cancelled' ||
      event === 'item-cancelled' ||
      event === 'refunded' ||
      event === 'returned-to-seller') &&
    creditNote
  )
    list.push({ label: 'Credit note (PDF)', href: `${publicUrl}${taxDocumentUrl(creditNote.token)}` });
  return list;
}

/** The mail of `event` for the order as it is now. */
export function orderMail(
  event: OrderMailEvent,
  mail: OrderForMail,
  details: OrderMailDetails,
  publicUrl: string,
): MailMessage {
  const words = EVENTS[event];
  const branded: BrandedMail = {
    heading: words.heading(mail.order.name),
    paragraphs: words.says(mail, details),
    actions: actions(event, mail, details, publicUrl),
  };
  const text = brandedText({
    ...branded,
    paragraphs: [
      ...branded.paragraphs,
      `Order #${mail.order.id}:\n${mail.lines.map(lineText).join('\n')}`,
      totals(mail)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      `Delivery address:\n${addressLines(mail).join('\n')}`,
    ],
  });
  return {
    to: mail.order.email,
    subject: words.subject(mail.order.id),
    text,
    html: brandedHtml({ ...branded, extraHtml: linesTable(mail) }),
  };
}
