// `admin/health`: the database the store runs on and the last run of its upkeep (decision 0041).
import type { ApiSuccess, Health } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const useHealth = () =>
  useQuery({
    queryKey: ['admin', 'health'],
    queryFn: async () => (await apiPost<ApiSuccess<{ data: Health }>>('admin/health', {})).data,
  });
