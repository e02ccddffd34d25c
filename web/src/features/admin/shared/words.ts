// How the console writes times, payment states and order line states.
import { SHOP_TIME_ZONE, type OrderLine, type PaymentStatus } from '@prime/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "05 Jan 2025, 14:32", India time (the shop's day); anything that is not a date as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = indiaTime.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const month = MONTHS[Number(part('month')) - 1];
  return `${part('day').padStart(2, '0')} ${month} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

export const paymentStatusWords: Record<PaymentStatus, string> = {
  cod: 'Cash on delivery',
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export const paymentMethodWords = (method: OrderLine['od_payment_method']) =>
  method === 'online' ? 'Online' : 'Cash on delivery';

/** The states of an order's lines in words, each once: "Packing, Shipped". */
export const lineStates = (lines: Pick<OrderLine, 'op_delivery_status'>[]) =>
  [...new Set(lines.map((line) => line.op_delivery_status))].join(', ');
