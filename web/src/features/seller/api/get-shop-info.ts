import type { ApiSuccess, ShopInfo } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getShopInfo(): Promise<ShopInfo> {
  return (await apiPost<ApiSuccess<{ data: ShopInfo }>>('shop/info')).data;
}

const shopInfoQueryOptions = () =>
  queryOptions({ queryKey: ['shop-info'], queryFn: getShopInfo, staleTime: 5 * 60_000 });

/** The seller, consumer care and the grievance officer (shop/info): the footer, the grievance page… */
export const useShopInfo = () => useQuery(shopInfoQueryOptions());
