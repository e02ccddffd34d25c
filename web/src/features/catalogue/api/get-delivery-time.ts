// Whole days to deliver to a 6-digit pincode; the caller shows the default text when this fails.
import type { ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export async function getDeliveryDays(pincode: string): Promise<number> {
  return (await apiPost<ApiSuccess<{ data: number }>>('list/delivery-time', { pincode })).data;
}

export const deliveryTimeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['delivery-time', pincode],
    queryFn: () => getDeliveryDays(pincode),
    staleTime: Infinity,
    retry: false,
  });

/** Looks up only a complete pincode (shopping-flow §5: exactly 6 digits). */
export const useDeliveryDays = (pincode: string) =>
  useQuery({ ...deliveryTimeQueryOptions(pincode), enabled: /^\d{6}$/.test(pincode) });
