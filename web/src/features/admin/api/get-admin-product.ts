// `admin/product/detail`: one product as the console edits it (hidden ones too), with its slug, pack
// sizes, ingredients and gallery.
import type { AdminProduct, ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const adminProductKey = (productId: number) => ['admin', 'product', productId] as const;

export const readAdminProduct = async (productId: number) =>
  (await apiPost<ApiSuccess<{ data: AdminProduct }>>('admin/product/detail', { p_id: productId })).data;

export const adminProductQuery = (productId: number) =>
  queryOptions({
    queryKey: adminProductKey(productId),
    queryFn: () => readAdminProduct(productId),
    // The form starts from what the server holds now, not from a copy read minutes ago.
    staleTime: 0,
  });

export const useAdminProduct = (productId: number | undefined) =>
  useQuery({ ...adminProductQuery(productId ?? 0), enabled: productId !== undefined });
