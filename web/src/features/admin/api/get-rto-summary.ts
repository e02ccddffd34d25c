// `admin/rto/summary` (decision 0031): of the orders shipped in the last `days` days, how many came back
// undelivered, overall, by pincode and by payment method.
import type { ApiSuccess, RtoSummary, rtoSummaryBody } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const useRtoSummary = (days: 30 | 90) =>
  useQuery({
    queryKey: ['admin', 'rto-summary', days],
    queryFn: async () =>
      (
        await apiPost<ApiSuccess<{ data: RtoSummary }>>('admin/rto/summary', {
          days,
        } satisfies BodyOf<typeof rtoSummaryBody>)
      ).data,
  });
