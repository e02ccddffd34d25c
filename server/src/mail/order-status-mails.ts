// The mails a customer gets when an admin moves a line of their order to Shipped and to Delivered,
// in HTML and plain text, with a link to the order tracker.
import { brandedHtml, brandedText, type BrandedMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** The statuses that send a mail, with what the mail says. */
const NEWS = {
  Shipped: {
    subject: (orderId: number) => `Your PRIME order #${orderId} has shipped`,
    heading: (name: string) => `Hi ${name}, your order is on its way`,
    says: (item: string, orderId: number) =>
      `${item} from your order #${orderId} has left our warehouse and is on its way to you.`,
  },
  Delivered: {
    subject: (orderId: number) => `Your PRIME order #${orderId} has been delivered`,
    heading: (name: string) => `Hi ${name}, your order has arrived`,
    says: (item: string, orderId: number) =>
      `${item} from your order #${orderId} has been delivered. We hope you enjoy it.`,
  },
} as const;

export type MailedStatus = keyof typeof NEWS;
export const isMailedStatus = (status: string): status is MailedStatus => status in NEWS;

export interface OrderStatusMail {
  status: MailedStatus;
  orderId: number;
  name: string;
  email: string;
  line: { name: string; grams: number; quantity: number };
  /** Absolute address of the order tracker. */
  trackUrl: string;
}

export function orderStatusMail(mail: OrderStatusMail): MailMessage {
  const news = NEWS[mail.status];
  const item = `${mail.line.quantity} x ${mail.line.name} (${mail.line.grams} gm)`;
  const branded: BrandedMail = {
    heading: news.heading(mail.name),
    paragraphs: [
      news.says(item, mail.orderId),
      `Follow your order at ${mail.trackUrl} with order number ${mail.orderId}.`,
    ],
    highlight: `#${mail.orderId}`,
  };
  return {
    to: mail.email,
    subject: news.subject(mail.orderId),
    text: brandedText(branded),
    html: brandedHtml(branded),
  };
}
