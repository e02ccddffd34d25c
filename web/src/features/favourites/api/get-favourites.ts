// `list/favourite`: a logged-in shopper's favourites, each a Product with its `f_id`.
import type { ApiSuccess, Favourite } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export const favouritesQueryKey = (userId: string) => ['favourites', userId] as const;

export const favouritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favouritesQueryKey(userId),
    // Changed in another tab or device: read again when the shopper comes back to this tab.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ data: Favourite[] }>>('list/favourite', { user_id: userId })).data,
  });

export function useServerFavourites() {
  const session = useSession();
  return useQuery({ ...favouritesQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
