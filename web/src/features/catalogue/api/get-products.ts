// product/list with at most one filter: a category, a concern, the upcoming ones, one product (by id
// or slug), or a name search (contract/src/catalogue.ts).
import type { ApiSuccess, ListingFilters, Product, ProductListBody } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

type Filters = Required<
  Pick<ProductListBody, 'category_id' | 'concern_id' | 'upcoming' | 'p_id' | 'p_slug' | 'search'>
>;

/**
 * One of the contract's filters, or none (the whole active catalogue), with a listing's sort, price and
 * stock filters (contract/src/listing-filters.ts).
 */
type ProductFilter = (
  { [Name in keyof Filters]: Pick<Filters, Name> }[keyof Filters] | Record<string, never>
) &
  ListingFilters;

export async function getProducts(filter: ProductFilter): Promise<Product[]> {
  const answer = await apiPost<ApiSuccess<{ list: Product[] }>>('product/list', filter);
  return answer.list;
}

const productsQueryOptions = (filter: ProductFilter) =>
  queryOptions({ queryKey: ['products', filter], queryFn: () => getProducts(filter) });

export const useProducts = (filter: ProductFilter, enabled = true) =>
  useQuery({ ...productsQueryOptions(filter), enabled });
