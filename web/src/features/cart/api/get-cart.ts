// `list/cart`: a logged-in shopper's server cart. Badges, buttons and the cart panel share this query.
import type { ApiSuccess, CartLine } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export const cartQueryKey = (userId: string) => ['cart', userId] as const;

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartQueryKey(userId),
    // Changed in another tab or device: read again when the shopper comes back to this tab.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: CartLine[] }>>('list/cart', { userid: userId })).list,
  });

/** The server cart, or nothing for a guest. */
export function useServerCart() {
  const session = useSession();
  return useQuery({ ...cartQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
