import type { Address, ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['addresses', userId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: Address[] }>>('list/address', { user_id: userId })).list,
  });

export const useAddresses = (userId: string) => useQuery(addressesQuery(userId));

/** After any change, tried or done: the list shows what the server holds. */
export const refreshAddresses = (queryClient: QueryClient, userId: string) =>
  queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey });
