// A logged-in shopper's server cart (CONTRACT §5). The shopping screens build on the same query key.
import type { ApiSuccess, Product } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type CartLine = Product & {
  ct_id: number;
  ct_product_id: number;
  ct_quantity: number;
  ct_packet_size: number;
  ct_status: number;
};

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['cart', userId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: CartLine[] }>>('list/cart', { userid: userId })).list,
  });

/** The server cart, or nothing for a guest. */
export function useServerCart() {
  const session = useSession();
  return useQuery({ ...cartQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
