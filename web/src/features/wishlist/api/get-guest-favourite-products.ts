// The products a guest's favourites name, one `product/list {p_id}` each, cached under the key the
// product page and the cart use for the same product. A product the shop no longer lists is `null`.
import type { ApiSuccess, Product } from '@prime/contract';
import { useQueries } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getProduct(productId: number): Promise<Product | null> {
  return (
    (await apiPost<ApiSuccess<{ list: Product[] }>>('product/list', { p_id: productId })).list[0] ?? null
  );
}

export function useGuestFavouriteProducts(productIds: string[], enabled: boolean) {
  return useQueries({
    queries: productIds.map((id) => ({
      queryKey: ['product', Number(id)],
      queryFn: () => getProduct(Number(id)),
      enabled,
    })),
    combine: (results) => ({
      products: results.map((result) => result.data).filter((product) => product != null),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      retry: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
    }),
  });
}
