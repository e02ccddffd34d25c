// One product by id; `null` when the id is unknown or the product is not active.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products.ts';

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: async () => (await getProducts({ p_id: productId }))[0] ?? null,
  });

export const useProduct = (productId: number | null) =>
  useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });
