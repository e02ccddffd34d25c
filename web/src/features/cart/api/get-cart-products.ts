// The products a guest cart names, one `product/list {p_id}` each, cached under the same key the
// product page uses so an open product page and the cart share one answer. `null`: no such product.
import type { ApiSuccess, Product } from '@prime/contract';
import { useQueries } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getProduct(productId: number): Promise<Product | null> {
  const answer = await apiPost<ApiSuccess<{ list: Product[] }>>('product/list', { p_id: productId });
  return answer.list[0] ?? null;
}

export function useCartProducts(productIds: number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ['product', productId],
      queryFn: () => getProduct(productId),
    })),
  });
}
