// One product by id (`/product-details?p_id=`) or by slug (`/products/<p_slug>`); `null` when it is
// unknown or not active.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products.ts';

export type ProductRef = { p_id: number } | { p_slug: string };

const productQueryOptions = (ref: ProductRef) =>
  queryOptions({
    // By id under the key the cart and the wishlist share; by slug under a key of its own.
    queryKey: 'p_id' in ref ? ['product', ref.p_id] : ['product', 'slug', ref.p_slug],
    queryFn: async () => (await getProducts(ref))[0] ?? null,
  });

export const useProduct = (ref: ProductRef | null) =>
  useQuery({ ...productQueryOptions(ref ?? { p_id: 0 }), enabled: ref !== null });
