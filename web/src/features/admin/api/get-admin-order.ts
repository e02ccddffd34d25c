// `admin/order/detail`: one order with every line, the whole address, its payments, its history, and
// its staff notes and returns.
import type { ApiSuccess, OrderDetail } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['admin', 'order', orderId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ data: OrderDetail }>>('admin/order/detail', { od_id: orderId })).data,
    staleTime: 0,
  });

export const useAdminOrder = (orderId: number) => useQuery(adminOrderQuery(orderId));
