// The order mails of cash on delivery's confirmation and of a failed delivery (decision 0031): asking
// the shopper to confirm, confirmed, a failed attempt (with the link to choose what happens next), the
// parcel on its way back to the shop and back there. order-mails.ts lays them out like every order mail.
import { formatPaise, SHOP_TIME_ZONE } from '@prime/contract';
import type { MailAction } from './layout.ts';
import type { EventWords, OrderForMail } from './order-mails.ts';

export const COD_MAIL_EVENTS = [
  'awaiting-confirmation',
  'confirmed',
  'delivery-failed',
  'returning-to-seller',
  'returned-to-seller',
] as const;
type CodMailEvent = (typeof COD_MAIL_EVENTS)[number];

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const amountOf = ({ order }: OrderForMail) => formatPaise(order.amountPaise);
const keepReady = (mail: OrderForMail) =>
  `Payment: cash on delivery. Please keep ${amountOf(mail)} ready when it arrives.`;

export const COD_MAIL_WORDS: Record<CodMailEvent, EventWords> = {
  'awaiting-confirmation': {
    subject: (id) => `Please confirm your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, please confirm your order`,
    says: (mail) => [
      `Thank you for your order #${mail.order.id}. Please confirm it with the CONFIRM ORDER button on your order’s page${
        mail.order.confirmBy ? ` by ${indiaTime.format(mail.order.confirmBy)}` : ''
      }; an order not confirmed in time is cancelled.`,
      keepReady(mail),
    ],
  },
  confirmed: {
    subject: (id) => `Your PRIME order #${id} is confirmed`,
    heading: (name) => `Hi ${name}, your order is confirmed`,
    says: (mail) => [
      `Thank you for confirming your order #${mail.order.id}. We are getting it ready.`,
      keepReady(mail),
    ],
  },
  'delivery-failed': {
    subject: (id) => `We could not deliver your PRIME order #${id}`,
    heading: (name) => `Hi ${name}, we could not deliver your order`,
    says: (mail) => [
      `The courier could not deliver your order #${mail.order.id}${
        mail.order.deliveryFailedReason ? ` (${mail.order.deliveryFailedReason.toLowerCase()})` : ''
      }.`,
      'Please tell us on your order’s page when to try again (within the next 7 days), with a new phone number or a landmark if that helps, or cancel the order.',
    ],
  },
  'returning-to-seller': {
    subject: (id) => `Your PRIME order #${id} is coming back to us`,
    heading: (name) => `Hi ${name}, your order is coming back to us`,
    says: (mail) => [
      `The courier could not deliver your order #${mail.order.id} and is bringing it back to us.`,
      mail.order.paymentMethod === 'online'
        ? 'We will refund your payment once it reaches us.'
        : 'Nothing is due for it.',
    ],
  },
  'returned-to-seller': {
    subject: (id) => `Your PRIME order #${id} came back to us`,
    heading: (name) => `Hi ${name}, your order came back to us`,
    says: (mail, details) => [
      `Your order #${mail.order.id} has come back to us undelivered.`,
      details.refundPaise && details.refundPaise > 0
        ? `${formatPaise(details.refundPaise)} has been refunded to the payment method you used; it can take 5–7 working days to show.`
        : 'Nothing is due for it.',
    ],
  },
};

/** The button a mail of these events leads with: the order's page, where the shopper acts. */
export function codMailActions(event: string, orderPage: string): MailAction[] {
  if (event === 'awaiting-confirmation') return [{ label: 'Confirm your order', href: orderPage }];
  if (event === 'delivery-failed') return [{ label: 'Choose what happens next', href: orderPage }];
  return [];
}
