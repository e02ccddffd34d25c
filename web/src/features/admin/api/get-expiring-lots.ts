// `admin/stock/expiring`: lots with units left whose expiry month ends within so many days (or has
// ended), earliest first.
import type { ApiSuccess, Lot } from '@prime/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const useExpiringLots = (days: number) =>
  useQuery({
    queryKey: ['admin', 'stock', 'expiring', days],
    queryFn: () => apiPost<ApiSuccess<{ list: Lot[] }>>('admin/stock/expiring', { days }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
