// `order/view`: the order an access token opens (the link in every order mail), without a login.
import type { ApiSuccess, Order, orderViewBody } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiPost, type BodyOf } from '../../../lib/api.ts';

export const orderByAccessQueryKey = (access: string) => ['order-by-access', access] as const;

export function useOrderByAccess(access: string) {
  return useQuery({
    queryKey: orderByAccessQueryKey(access),
    queryFn: async () =>
      (
        await apiPost<ApiSuccess<{ data: Order }>>('order/view', {
          access,
        } satisfies BodyOf<typeof orderViewBody>)
      ).data,
    // An order moves on while its page is open (paid, packed, shipped): read it afresh on each visit.
    staleTime: 0,
    // An unknown link stays unknown; a network failure is worth one more try.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && error.isNetwork,
  });
}
