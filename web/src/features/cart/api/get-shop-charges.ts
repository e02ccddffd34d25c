// `shop/charges`: what delivery costs now, read for the "Add ₹N more for free delivery" hint; the
// charges themselves come in each quote (api/get-quote.ts).
import type { ApiSuccess, ShopCharges } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const getShopCharges = async (): Promise<ShopCharges> =>
  (await apiPost<ApiSuccess<{ data: ShopCharges }>>('shop/charges')).data;

export const useShopCharges = () =>
  useQuery({ queryKey: ['shop-charges'], queryFn: getShopCharges, staleTime: 5 * 60_000, retry: false });
