// `admin/customer/list`: accounts and guests, newest first, 20 a page; `search` matches part of a
// name, email or phone.
import type { AdminCustomer, ApiSuccess } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const customersQuery = (filters: { search?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'customers', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: AdminCustomer[]; total: number }>>('admin/customer/list', filters),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filters: { search?: string; page: number }) => useQuery(customersQuery(filters));
