// `admin/product/notify-count`: how many shoppers wait for a product's NOTIFY ME mail
// (docs/decisions/0024-notify-alerts.md). Read afresh each time the product's page opens.
import type { ApiSuccess } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const useNotifyCount = (productId: number) =>
  useQuery({
    queryKey: ['admin', 'product', productId, 'notify-count'],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ waiting: number }>>('admin/product/notify-count', { p_id: productId }))
        .waiting,
    staleTime: 0,
  });
