// `category/list`: every category, in the shop's order. The shop and the console read it under this one
// key, so a category the console saves (its writes refresh every query) is the one the menu shows.
import type { ApiSuccess, Category } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getCategories(): Promise<Category[]> {
  return (await apiPost<ApiSuccess<{ list: Category[] }>>('category/list')).list;
}

const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
