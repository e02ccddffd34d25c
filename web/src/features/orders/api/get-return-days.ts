// `shop/charges`: the shop's return window in days (`return_days` of the settings), which the order
// pages' "Return items" and the return dialog follow. Asked only where a delivered item could be
// returned; the shared query key lets the cart's read of the same answer serve it.
import { RETURN_WINDOW_DAYS, type ApiSuccess, type ShopCharges } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** The return window in days; the demo shop's until the answer is in. */
export function useReturnDays(needed: boolean): number {
  const charges = useQuery({
    queryKey: ['shop-charges'],
    queryFn: async () => (await apiPost<ApiSuccess<{ data: ShopCharges }>>('shop/charges')).data,
    staleTime: 5 * 60_000,
    retry: false,
    enabled: needed,
  });
  return charges.data?.return_days ?? RETURN_WINDOW_DAYS;
}
