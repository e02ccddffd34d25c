// The order confirmation mail: what was ordered, what it costs, where it goes and how it is paid, in
// HTML and plain text.
import { escapeHtml, brandedHtml, brandedText, type BrandedMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export interface OrderMailLine {
  name: string;
  grams: number;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
}

export interface OrderMail {
  orderId: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  landmark: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  lines: OrderMailLine[];
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  deliveryChargePaise: number;
  codChargePaise: number;
  amountPaise: number;
  paymentMethod: 'cod' | 'online';
  /** Absolute address of the payment page (online orders). */
  paymentUrl: string | null;
  /** Minutes an online order waits for its payment. */
  paymentWindowMinutes: number;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** ₹1,299 as the storefront writes prices (paise shown only when there are any). */
export const formatPaise = (paise: number) => `₹${rupeeFormat.format(paise / 100)}`;

const GREEN = '#1F3A34';
const MIST = '#E7ECEA';
const cell = (text: string, align: 'left' | 'right' = 'left', strong = false) =>
  `<td style="padding:8px 6px;border-bottom:1px solid ${MIST};text-align:${align};font-family:Inter,Arial,sans-serif;font-size:14px;${strong ? `font-weight:600;color:${GREEN};` : ''}">${escapeHtml(text)}</td>`;

function addressLines(order: OrderMail): string[] {
  return [
    order.name,
    order.address,
    order.landmark,
    [order.city, order.district].filter(Boolean).join(', '),
    `${order.state} - ${order.pincode}`,
    `Phone: ${order.mobile}`,
  ].filter((line) => line.trim() !== '');
}

function totals(order: OrderMail): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatPaise(order.subtotalPaise)]];
  if (order.discountPaise > 0) {
    const label = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
    rows.push([label, `-${formatPaise(order.discountPaise)}`]);
  }
  if (order.deliveryChargePaise > 0) rows.push(['Delivery', formatPaise(order.deliveryChargePaise)]);
  if (order.codChargePaise > 0) rows.push(['Cash on delivery charge', formatPaise(order.codChargePaise)]);
  rows.push(['Total', formatPaise(order.amountPaise)]);
  return rows;
}

function paymentText(order: OrderMail): string[] {
  if (order.paymentMethod === 'cod') {
    return [
      `Payment: cash on delivery. Please keep ${formatPaise(order.amountPaise)} ready when it arrives.`,
    ];
  }
  return [
    `Payment: online, ${formatPaise(order.amountPaise)}. Your order waits for the payment for ${order.paymentWindowMinutes} minutes; after that it is cancelled.`,
    ...(order.paymentUrl ? [`Pay here: ${order.paymentUrl}`] : []),
  ];
}

function linesTable(order: OrderMail): string {
  const head = `<tr>${['Product', 'Size', 'Qty', 'Price', 'Total']
    .map((title, index) => cell(title, index < 2 ? 'left' : 'right', true))
    .join('')}</tr>`;
  const rows = order.lines.map(
    (line) =>
      `<tr>${cell(line.name)}${cell(`${line.grams} gm`)}${cell(String(line.quantity), 'right')}${cell(formatPaise(line.unitPricePaise), 'right')}${cell(formatPaise(line.totalPaise), 'right')}</tr>`,
  );
  const sums = totals(order).map(
    ([label, value], index, all) =>
      `<tr><td colspan="4" style="padding:8px 6px;text-align:right;font-family:Inter,Arial,sans-serif;font-size:14px;${index === all.length - 1 ? `font-weight:600;color:${GREEN};` : ''}">${escapeHtml(label)}</td>${cell(value, 'right', index === all.length - 1)}</tr>`,
  );
  const address = addressLines(order).map(escapeHtml).join('<br>');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:collapse;">${head}${rows.join('')}${sums.join('')}</table>
<h2 style="margin:0 0 8px;font-family:Georgia,serif;font-size:18px;color:${GREEN};">Delivery address</h2>
<p style="margin:0 0 16px;font-family:Inter,Arial,sans-serif;font-size:14px;line-height:1.6;">${address}</p>`;
}

export function orderConfirmationMail(order: OrderMail): MailMessage {
  const intro = `Thank you for your order #${order.orderId}. Here is what you ordered.`;
  const mail: BrandedMail = {
    heading: `Hi ${order.name}, your order is placed`,
    paragraphs: [intro, ...paymentText(order)],
  };
  const text = brandedText({
    ...mail,
    paragraphs: [
      intro,
      order.lines
        .map(
          (line) =>
            `${line.quantity} x ${line.name} (${line.grams} gm) at ${formatPaise(line.unitPricePaise)} = ${formatPaise(line.totalPaise)}`,
        )
        .join('\n'),
      totals(order)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      ...paymentText(order),
      `Delivery address:\n${addressLines(order).join('\n')}`,
    ],
  });
  return {
    to: order.email,
    subject: `Your PRIME order #${order.orderId}`,
    text,
    html: brandedHtml({ ...mail, extraHtml: linesTable(order) }),
  };
}
