// `admin/product/list`: every product, hidden ones too, newest first, a page at a time.
import type { AdminProduct, AdminProductListBody, ApiSuccess } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type ProductFilters = Partial<Pick<AdminProductListBody, 'search' | 'category_id' | 'status'>> & {
  page: number;
};

export const adminProductsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['admin', 'products', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: AdminProduct[]; total: number }>>('admin/product/list', filters),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (filters: ProductFilters) => useQuery(adminProductsQuery(filters));
