// An online order whose payment has not gone through waits 30 minutes for another try
// (contract/src/orders.ts): `order/pay` for its payment link again, `order/cod` to pay on delivery,
// each naming the order by number (the owner's token) or by its link's access token (anyone).
import {
  PAYMENT_PENDING,
  PAYMENT_WINDOW_MINUTES,
  type ApiSuccess,
  type OrderLine,
  type orderPaymentBody,
} from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export interface WaitingOrder {
  orderId: number;
  /** When the order stops waiting and is cancelled, in ms since the epoch. */
  deadline: number;
  /** `failed` after an attempt at the gateway, `pending` before any. */
  paymentStatus: 'pending' | 'failed';
  /** The order's link token, for a shopper who is not its logged-in owner. */
  access?: string;
}

type WaitingFacts = Pick<OrderLine, 'od_id' | 'od_created_at' | 'od_payment_status' | 'od_access'>;

/**
 * The order as a waiting one when every line is in `Payment pending`, its payment `pending` or
 * `failed`, and its 30 minutes are not up; null otherwise. `byAccess`: the shopper names it by its link.
 */
export function waitingOrderOf(
  order: WaitingFacts,
  lines: Pick<OrderLine, 'op_delivery_status'>[],
  byAccess: boolean,
): WaitingOrder | null {
  const status = order.od_payment_status;
  const unpaid = status === 'pending' || status === 'failed';
  if (!unpaid || lines.length === 0 || lines.some((line) => line.op_delivery_status !== PAYMENT_PENDING)) {
    return null;
  }
  const deadline = Date.parse(order.od_created_at) + PAYMENT_WINDOW_MINUTES * 60_000;
  if (deadline <= Date.now()) return null;
  return {
    orderId: order.od_id,
    deadline,
    paymentStatus: status,
    ...(byAccess && { access: order.od_access }),
  };
}

/** The logged-in shopper's order `orderId` when it still waits for its payment; null otherwise. */
export function useWaitingOrder(orderId: number | null) {
  const session = useSession();
  return useQuery({
    // The history's own query key, so both share one answer.
    queryKey: ['orders', session?.userId ?? ''],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: OrderLine[] }>>('list/order', { u_id: session!.userId })).list,
    enabled: session !== null && orderId !== null,
    staleTime: 0,
    select: (lines): WaitingOrder | null => {
      const mine = lines.filter((line) => line.od_id === orderId);
      return mine[0] ? waitingOrderOf(mine[0], mine, false) : null;
    },
  });
}

const bodyOf = (order: WaitingOrder) =>
  (order.access !== undefined ? { access: order.access } : { od_id: order.orderId }) satisfies BodyOf<
    typeof orderPaymentBody
  >;

export const payOrder = async (order: WaitingOrder) =>
  (await apiPost<ApiSuccess<{ paymentLinkUrl: string }>>('order/pay', bodyOf(order))).paymentLinkUrl;

export const payOnDelivery = async (order: WaitingOrder) =>
  (await apiPost<ApiSuccess<{ amount: number }>>('order/cod', bodyOf(order))).amount;
