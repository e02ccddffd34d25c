// What a whole order can still do, read from its lines as the server rules them (contract/src/orders.ts):
// the statuses a whole-order move offers, the lines "Mark shipped" takes, and whether the order waits
// for its online payment.
import {
  CANCELLED,
  isDeliveredOrLater,
  PAYMENT_PENDING,
  RETURNED_TO_SELLER,
  type DeliveryStatus,
  type OrderLine,
} from '@prime/contract';
import { laterStatuses } from './order-status.ts';

type Status = Pick<OrderLine, 'op_delivery_status'>;

/** A line still on its way: not cancelled, delivered or returned. */
export const isLive = (line: Status) =>
  line.op_delivery_status !== CANCELLED &&
  line.op_delivery_status !== RETURNED_TO_SELLER &&
  !isDeliveredOrLater(line.op_delivery_status);

/**
 * The live line furthest behind, which a whole-order move takes furthest; undefined when no line is
 * live. Lines waiting for their online payment count first: they move by payment only.
 */
export function furthestBehind(lines: Status[]): DeliveryStatus | undefined {
  const live = lines.filter(isLive).map((line) => line.op_delivery_status);
  if (live.includes(PAYMENT_PENDING)) return PAYMENT_PENDING;
  return live.sort((a, b) => laterStatuses(b).length - laterStatuses(a).length)[0];
}

/** Statuses a whole order may move to: each after its furthest-behind live line. */
export const wholeOrderChoices = (lines: Status[]): DeliveryStatus[] => {
  const from = furthestBehind(lines);
  return from ? laterStatuses(from) : [];
};

/** "Mark shipped" takes the lines confirmed or being packed. */
export const SHIPPABLE: readonly DeliveryStatus[] = ['Order confirmed', 'Packing'];
export const shippableLines = <L extends Status>(lines: L[]) =>
  lines.filter((line) => SHIPPABLE.includes(line.op_delivery_status));

/** Lines with the courier already: "Add or correct AWB" sets their courier, AWB and tracking link. */
export const WITH_COURIER: readonly DeliveryStatus[] = ['Shipped', 'Out for Delivery'];
export const linesWithCourier = <L extends Status>(lines: L[]) =>
  lines.filter((line) => WITH_COURIER.includes(line.op_delivery_status));
