// The words of every SMS: short, plain (no ₹: one SMS holds 160 plain characters but only 70 with
// it), each order SMS with the order's link. `vars` are the parts a provider's DLT template is filled
// with (MSG91): docs/operations.md, SMS, lists them per kind.
import { formatPaise } from '@prime/contract';
import type { SmsMessage } from './sender.ts';
import type { SmsKind } from './sms-setting.ts';

/** What an order SMS tells of the order. */
export interface OrderForSms {
  id: number;
  mobile: string;
  access: string;
  amountPaise: number;
  paymentMethod: string;
}

/** What an order SMS says beyond the order: the courier and AWB of a shipment. */
export interface OrderSmsDetails {
  courier?: string | null;
  awb?: string | null;
}

/** Rupees the plain way: `Rs 1,299` (formatPaise writes `₹1,299`). */
const rupees = (paise: number) => formatPaise(paise).replace('₹', 'Rs ');

const WORDS: Record<Exclude<SmsKind, 'otp'>, (vars: Record<string, string>) => string> = {
  placed: (v) => `PRIME: your order ${v.order} of ${v.amount} is placed${v.cod}. See it here: ${v.link}`,
  // Cash on delivery waiting for the shopper's CONFIRM ORDER (decision 0031).
  confirm: (v) =>
    `PRIME: your order ${v.order} of ${v.amount} (cash on delivery) is placed. Please confirm it here: ${v.link}`,
  shipped: (v) => `PRIME: your order ${v.order} has shipped${v.carrier}. Track it here: ${v.link}`,
  'out-for-delivery': (v) =>
    `PRIME: your order ${v.order} is out for delivery today.${v.cod} See it here: ${v.link}`,
  'delivery-failed': (v) =>
    `PRIME: we could not deliver your order ${v.order} today. Choose a new day or cancel here: ${v.link}`,
};

/** The SMS of an order's event, to the order's mobile. */
export function orderSms(
  kind: Exclude<SmsKind, 'otp'>,
  order: OrderForSms,
  details: OrderSmsDetails,
  publicUrl: string,
): SmsMessage {
  const cod = order.paymentMethod === 'cod';
  const courier = details.courier?.trim();
  const awb = details.awb?.trim();
  const vars: Record<string, string> = {
    order: `#${order.id}`,
    amount: rupees(order.amountPaise),
    link: `${publicUrl}/orders/${order.access}`,
    cod: '',
    carrier: courier || awb ? ` with ${courier || 'the courier'}${awb ? `, AWB ${awb}` : ''}` : '',
  };
  if (cod && kind === 'placed') vars.cod = ' (cash on delivery)';
  if (cod && kind === 'out-for-delivery') vars.cod = ` Please keep ${vars.amount} ready.`;
  return { to: order.mobile, kind, vars, text: WORDS[kind](vars) };
}

/**
 * The sign-in code. Its last line lets a phone's browser offer the code on the shop's own site
 * (the WebOTP format: `@host #code`), beside `autocomplete="one-time-code"`.
 */
export function codeSms(mobile: string, code: string, minutes: number, publicUrl: string): SmsMessage {
  const host = new URL(publicUrl).host;
  const vars = { code, minutes: String(minutes), host };
  const text = `${code} is your PRIME login code. It works for ${minutes} minutes. Do not share it with anyone.\n\n@${host} #${code}`;
  return { to: mobile, kind: 'otp', vars, text };
}
