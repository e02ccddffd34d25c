// `list/order`: the logged-in shopper's order lines, newest first. The history, the tracking dialog,
// the tracker and the cancellation form all read this one query.
import type { ApiSuccess, OrderLine } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export const ordersQueryKey = (userId: string) => ['orders', userId] as const;

export const ordersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ordersQueryKey(userId),
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: OrderLine[] }>>('list/order', { u_id: userId })).list,
    // An order moves on while the page is open (payment confirmed, packed, shipped): read it afresh.
    staleTime: 0,
  });

export function useOrders(options: { refetchOnMount?: boolean | 'always' } = {}) {
  const session = useSession();
  return useQuery({ ...ordersQueryOptions(session?.userId ?? ''), ...options, enabled: session !== null });
}
