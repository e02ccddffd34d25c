// `admin/order/list`: orders newest first, 20 a page, with the filters of the orders screen.
import type { ApiSuccess, Order } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** The filters as the server reads them; absent ones do not narrow the list. */
export interface OrderFilters {
  status?: string;
  payment_status?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['admin', 'orders', filters],
    queryFn: () => apiPost<ApiSuccess<{ list: Order[]; total: number }>>('admin/order/list', filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminOrders = (filters: OrderFilters, enabled = true) =>
  useQuery({ ...adminOrdersQuery(filters), enabled });
