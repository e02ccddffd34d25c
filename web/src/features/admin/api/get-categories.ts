// `category/list`: every category, in the shop's order (the console names and picks them).
import type { ApiSuccess, Category } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type AdminCategory = Category & { c_order?: number };

export const categoriesQuery = queryOptions({
  queryKey: ['admin', 'categories'],
  queryFn: async () => (await apiPost<ApiSuccess<{ list: AdminCategory[] }>>('category/list', {})).list,
});

export const useCategories = () => useQuery(categoriesQuery);
