// Best sellers arrive wrapped ({op_product_id, productDetails}); screens want plain products.
import type { ApiSuccess, BestSellerEntry, Product, ProductListBody } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getBestSellers(): Promise<Product[]> {
  const answer = await apiPost<ApiSuccess<{ list: BestSellerEntry[] }>>('product/list', {
    bestsellers: true,
  } satisfies ProductListBody);
  return answer.list.flatMap((entry) => entry.productDetails);
}

const bestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'bestsellers'], queryFn: getBestSellers });

export const useBestSellers = () => useQuery(bestSellersQueryOptions());
