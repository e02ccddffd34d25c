// The order a checkout has just placed, for the thank-you page: found by its number and the email it
// was placed with (order/lookup), or among the logged-in shopper's orders (list/order, then order/view
// by its access token), or by the link this browser kept of it (a guest in a new tab). null when none
// finds it: the page then says so.
import type { ApiSuccess, Order, OrderLine } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { rememberedOrderLink, rememberOrderLink } from '../remembered-links.ts';
import { lookupOrder } from './lookup-order.ts';

const viewOrder = async (access: string) =>
  (await apiPost<ApiSuccess<{ data: Order }>>('order/view', { access })).data;

/** The order found, its link kept for pages that name it by number only (remembered-links.ts). */
function kept(order: Order): Order {
  rememberOrderLink(order.od_id, order.od_access);
  return order;
}

async function findPlacedOrder(orderId: number, email: string | null, userId: string | null) {
  try {
    if (email) return kept(await lookupOrder(orderId, email));
    if (!userId) {
      const remembered = rememberedOrderLink(orderId);
      return remembered ? await viewOrder(remembered) : null;
    }
    const { list } = await apiPost<ApiSuccess<{ list: OrderLine[] }>>('list/order', { u_id: userId });
    const line = list.find((candidate) => candidate.od_id === orderId);
    if (!line) return null;
    return await viewOrder(line.od_access);
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
    // Nothing to ask with: no email this tab placed it with, no account, no link kept of it.
    enabled: orderId !== null && (email !== null || userId !== null || rememberedOrderLink(orderId) !== null),
    staleTime: 0,
  });
}
