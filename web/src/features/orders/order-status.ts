// How an order line's status reads on screen: the tracking steps, the payment wording, and what the
// shopper may still do with it.
import {
  AWAITING_CONFIRMATION,
  CANCELLED,
  DELIVERY_FAILED,
  DELIVERY_STATUSES,
  isDeliveredOrLater,
  PAYMENT_PENDING,
  RETURNED_TO_SELLER,
  RETURNING_TO_SELLER,
  rupees,
  type DeliveryStatus,
  type OrderLine,
} from '@prime/contract';
import { formatRupees } from '../../lib/format.ts';

export { AWAITING_CONFIRMATION, CANCELLED, DELIVERY_FAILED, PAYMENT_PENDING };

/** A status in the words a shopper reads (decision 0031's states say what happened, not the shop's jargon). */
const SHOPPER_WORDS: Partial<Record<string, string>> = {
  [AWAITING_CONFIRMATION]: 'Waiting for your confirmation',
  [DELIVERY_FAILED]: 'Delivery attempt failed',
  [RETURNING_TO_SELLER]: 'Not delivered: coming back to us',
  [RETURNED_TO_SELLER]: 'Not delivered: returned to us',
};
export const statusWords = (status: string) => SHOPPER_WORDS[status] ?? status;

/** A parcel the courier could not deliver, and its way back to the shop. */
const FAILED_PATH: readonly string[] = [DELIVERY_FAILED, RETURNING_TO_SELLER, RETURNED_TO_SELLER];

/** The delivery sequence a line walks through, without the Cancelled end. */
export const DELIVERY_STEPS = DELIVERY_STATUSES.filter((status) => status !== CANCELLED);
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

/** A status a line can be moved to (never back to Payment pending). */
export type SettableStatus = (typeof DELIVERY_STATUSES)[number];

export type StepState = 'completed' | 'current' | 'pending' | 'cancelled' | 'not-applicable';

export interface TrackingStep {
  label: DeliveryStatus;
  state: StepState;
}

export const stepStateText: Record<StepState, string> = {
  completed: 'Completed',
  // The step after the line's status: nobody is at it yet ("Packing – In progress" for a confirmed
  // order said otherwise).
  current: 'Next',
  pending: 'Pending',
  cancelled: 'Cancelled',
  'not-applicable': 'Not applicable',
};

/**
 * Steps up to and including the line's status are completed, the next one is current and the rest
 * pending. A cancelled line shows only Cancelled as cancelled and the others as not applicable. A
 * line still waiting for its online payment has no step done yet.
 */
export function trackingSteps(status: string): TrackingStep[] {
  if (status === CANCELLED) {
    return [
      ...DELIVERY_STEPS.map((label) => ({ label, state: 'not-applicable' as const })),
      { label: CANCELLED, state: 'cancelled' },
    ];
  }
  // Shipped, then not delivered: the step it is at instead of Out for Delivery and Delivered.
  if (FAILED_PATH.includes(status)) {
    const shipped = DELIVERY_STEPS.indexOf('Shipped');
    return [
      ...DELIVERY_STEPS.slice(0, shipped + 1).map((label) => ({ label, state: 'completed' as const })),
      { label: status as DeliveryStatus, state: status === RETURNED_TO_SELLER ? 'cancelled' : 'current' },
    ];
  }
  // A line on its way back was delivered first.
  const reached = isDeliveredOrLater(status)
    ? DELIVERY_STEPS.length - 1
    : DELIVERY_STEPS.indexOf(status as DeliveryStep);
  return DELIVERY_STEPS.map((label, index) => ({
    label,
    state: index <= reached ? 'completed' : index === reached + 1 && reached >= 0 ? 'current' : 'pending',
  }));
}

/** The steps an admin may still move a line to: every later one, not only the next. */
export function laterSteps(status: string): DeliveryStep[] {
  const reached = DELIVERY_STEPS.indexOf(status as DeliveryStep);
  // None from Cancelled, nor for a line on its way back; from Payment pending every step (an admin's).
  if (status === CANCELLED || isDeliveredOrLater(status)) return [];
  // A failed delivery goes out again (or was delivered after all); the rest of its path has calls of its own.
  if (status === DELIVERY_FAILED) return ['Out for Delivery', 'Delivered'];
  if (reached === -1 && status !== PAYMENT_PENDING) return [];
  return DELIVERY_STEPS.slice(reached + 1);
}

/** A line may be cancelled until it ships. */
export const beforeShipped = (status: string) =>
  status === PAYMENT_PENDING ||
  status === AWAITING_CONFIRMATION ||
  status === 'Order confirmed' ||
  status === 'Packing';

/**
 * The owner may cancel one line of an order that still has another line going; an unpaid online
 * order is cancelled whole, since its payment covers every line.
 */
export const canCancelLine = (line: OrderLine, order: OrderLine[]) =>
  line.op_delivery_status !== PAYMENT_PENDING &&
  beforeShipped(line.op_delivery_status) &&
  order.some((other) => other.op_id !== line.op_id && other.op_delivery_status !== CANCELLED);

/** The whole order may be cancelled while no line has shipped and one is still going. */
export const canCancelOrder = (order: OrderLine[]) =>
  order.every((line) => line.op_delivery_status === CANCELLED || beforeShipped(line.op_delivery_status)) &&
  order.some((line) => line.op_delivery_status !== CANCELLED);

type OrderPayment = Pick<OrderLine, 'od_payment_method' | 'od_payment_status'> &
  Partial<Pick<OrderLine, 'od_refunded'>>;

export const paymentMethodText = (line: OrderPayment) =>
  line.od_payment_method === 'online' ? 'Online payment' : 'Cash on delivery';

const paymentStatusText: Record<string, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/**
 * "Online payment · Paid", and what was given back of it ("· ₹798 refunded") while the rest stays paid;
 * cash on delivery needs no second word. An online order cancelled before it
 * was paid (by the shopper, or when its time ran out) reads Cancelled: the server closes its payment
 * as failed (contract/src/orders.ts), but nothing failed that the shopper needs to act on.
 */
export const paymentText = (line: OrderPayment & { op_delivery_status?: DeliveryStatus }) => {
  const unpaid = line.od_payment_status === 'pending' || line.od_payment_status === 'failed';
  const status =
    unpaid && line.op_delivery_status === CANCELLED ? CANCELLED : paymentStatusText[line.od_payment_status];
  const said = status ? `${paymentMethodText(line)} · ${status}` : paymentMethodText(line);
  const refunded = line.od_refunded ?? 0;
  return refunded > 0 && line.od_payment_status !== 'refunded'
    ? `${said} · ${formatRupees(refunded)} refunded`
    : said;
};

/** What one line cost: its units at the unit price paid, counted in paise so no rupee goes astray. */
export const lineAmount = (line: OrderLine) => rupees(Math.round(line.op_price * 100) * line.op_quantity);

/** The lines of one order, in the order the list gave them. */
export const linesOfOrder = (lines: OrderLine[], orderId: number) =>
  lines.filter((line) => line.od_id === orderId);
