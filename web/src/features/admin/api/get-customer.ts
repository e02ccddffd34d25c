// `admin/customer/detail`: one account (by id) or guest (by the email of their orders) with every
// order that is theirs.
import type { AdminCustomer, ApiSuccess, Order } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type CustomerKey = { customer_id: number } | { email: string };

export const customerQuery = (key: CustomerKey) =>
  queryOptions({
    queryKey: ['admin', 'customer', key],
    queryFn: () =>
      apiPost<ApiSuccess<{ data: AdminCustomer; orders: Order[] }>>('admin/customer/detail', key),
  });

export const useCustomer = (key: CustomerKey) => useQuery(customerQuery(key));
