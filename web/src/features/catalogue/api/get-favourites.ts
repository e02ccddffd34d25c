// A logged-in shopper's server favourites (CONTRACT §5).
import type { ApiSuccess, Product } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type Favourite = Product & { f_id: number };

export const favouritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['favourites', userId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ data: Favourite[] }>>('list/favourite', { user_id: userId })).data,
  });

export function useServerFavourites() {
  const session = useSession();
  return useQuery({ ...favouritesQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
