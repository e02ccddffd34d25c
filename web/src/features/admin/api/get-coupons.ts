// `admin/coupon/list`: every coupon code with its terms and how often it was used.
import type { ApiSuccess, Coupon } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const couponsQuery = queryOptions({
  queryKey: ['admin', 'coupons'],
  queryFn: async () => (await apiPost<ApiSuccess<{ list: Coupon[] }>>('admin/coupon/list', {})).list,
  staleTime: 0,
});

export const useCoupons = () => useQuery(couponsQuery);
