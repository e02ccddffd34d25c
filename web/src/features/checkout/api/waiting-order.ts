// An online order whose payment did not go through waits 30 minutes for another try
// (contract/src/orders.ts): its lines, read from `list/order` under the history's own query key so
// both share one answer; `order/pay` for its payment link again; `order/cod` to pay on delivery.
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
}

/** The logged-in shopper's order `orderId` when it still waits for its payment; null otherwise. */
export function useWaitingOrder(orderId: number | null) {
  const session = useSession();
  return useQuery({
    queryKey: ['orders', session?.userId ?? ''],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: OrderLine[] }>>('list/order', { u_id: session!.userId })).list,
    enabled: session !== null && orderId !== null,
    staleTime: 0,
    select: (lines): WaitingOrder | null => {
      const mine = lines.filter((line) => line.od_id === orderId);
      const waiting =
        mine.length > 0 &&
        mine.every((line) => line.op_delivery_status === PAYMENT_PENDING) &&
        (mine[0]!.od_payment_status === 'pending' || mine[0]!.od_payment_status === 'failed');
      if (!waiting) return null;
      const deadline = Date.parse(mine[0]!.od_created_at) + PAYMENT_WINDOW_MINUTES * 60_000;
      return deadline > Date.now() ? { orderId: orderId!, deadline } : null;
    },
  });
}

const bodyOf = (orderId: number) => ({ od_id: orderId }) satisfies BodyOf<typeof orderPaymentBody>;

export const payOrder = async (orderId: number) =>
  (await apiPost<ApiSuccess<{ paymentLinkUrl: string }>>('order/pay', bodyOf(orderId))).paymentLinkUrl;

export const payOnDelivery = async (orderId: number) =>
  (await apiPost<ApiSuccess<{ amount: number }>>('order/cod', bodyOf(orderId))).amount;
