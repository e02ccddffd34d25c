// `list/delivery-time`: whole days to deliver to a 6-digit pincode. A refusal (a pincode no post
// office uses) carries the server's words; any other failure leaves the caller to show the default.
import { digitsOnly, PINCODE_DIGITS, type ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export interface DeliveryTime {
  days: number;
  /** Whether couriers deliver there on Sundays: the promised date skips them when not. */
  sundays: boolean;
}

export async function getDeliveryDays(pincode: string): Promise<DeliveryTime> {
  const answer = await apiPost<ApiSuccess<{ data: number; sunday_delivery?: boolean }>>(
    'list/delivery-time',
    {
      pincode,
    },
  );
  return { days: answer.data, sundays: answer.sunday_delivery ?? true };
}

export const deliveryTimeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['delivery-time', pincode],
    queryFn: () => getDeliveryDays(pincode),
    staleTime: Infinity,
    retry: false,
  });

/** Looks up only a complete pincode: exactly 6 digits. */
export const useDeliveryDays = (pincode: string) =>
  useQuery({
    ...deliveryTimeQueryOptions(pincode),
    enabled: pincode.length === PINCODE_DIGITS && digitsOnly(pincode, PINCODE_DIGITS) === pincode,
  });
