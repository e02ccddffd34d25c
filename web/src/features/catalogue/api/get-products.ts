// product/list with at most one filter (CONTRACT §3): a category, a concern, the upcoming ones, one
// product, or a name search.
import type { ApiSuccess, Product } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type ProductFilter =
  | { category_id: number }
  | { concern_id: number }
  | { upcoming: true }
  | { p_id: number }
  | { search: string }
  | Record<string, never>;

export async function getProducts(filter: ProductFilter): Promise<Product[]> {
  const answer = await apiPost<ApiSuccess<{ list: Product[] }>>('product/list', filter);
  return answer.list;
}

export const productsQueryOptions = (filter: ProductFilter) =>
  queryOptions({ queryKey: ['products', filter], queryFn: () => getProducts(filter) });

export const useProducts = (filter: ProductFilter, enabled = true) =>
  useQuery({ ...productsQueryOptions(filter), enabled });
