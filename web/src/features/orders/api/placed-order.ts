// The order a checkout has just placed, for the thank-you page: found by its number and the email it
// was placed with (order/lookup), or among the logged-in shopper's orders (list/order, then order/view
// by its access token). null when neither finds it: the page then says so.
import type { ApiSuccess, Order, OrderLine } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { lookupOrder } from './lookup-order.ts';

async function findPlacedOrder(orderId: number, email: string | null, userId: string | null) {
  try {
    if (email) return await lookupOrder(orderId, email);
    if (!userId) return null;
    const { list } = await apiPost<ApiSuccess<{ list: OrderLine[] }>>('list/order', { u_id: userId });
    const line = list.find((candidate) => candidate.od_id === orderId);
    if (!line) return null;
    return (await apiPost<ApiSuccess<{ data: Order }>>('order/view', { access: line.od_access })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `email`: the one the order was placed with, when this tab placed it. */
export function usePlacedOrder(orderId: number | null, email: string | null) {
  const userId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: ['placed-order', orderId, email, userId],
    queryFn: () => findPlacedOrder(orderId!, email, userId),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
