// `admin/settings/get`: the shop's delivery and cash-on-delivery charges, low-stock level and staff mail.
import type { ApiSuccess, ShopSettings } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => (await apiPost<ApiSuccess<{ data: ShopSettings }>>('admin/settings/get', {})).data,
  staleTime: 0,
});

export const useShopSettings = () => useQuery(settingsQuery);
