// `admin/stock/lots`: every lot of a product's pack sizes, earliest expiry first, with what is left of
// each and whether it may still be sold.
import type { ApiSuccess, Lot } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const useProductLots = (productId: number) =>
  useQuery({
    queryKey: ['admin', 'product', productId, 'lots'],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: Lot[] }>>('admin/stock/lots', { p_id: productId })).list,
    staleTime: 0,
  });
