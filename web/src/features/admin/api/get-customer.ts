// `admin/customer/detail`: one account with every order placed from it or with its email.
import type { AdminCustomer, ApiSuccess, Order } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['admin', 'customer', customerId],
    queryFn: () =>
      apiPost<ApiSuccess<{ data: AdminCustomer; orders: Order[] }>>('admin/customer/detail', {
        customer_id: customerId,
      }),
  });

export const useCustomer = (customerId: number) => useQuery(customerQuery(customerId));
