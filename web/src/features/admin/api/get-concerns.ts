// `concerncatogry/list`: every skin concern, in the shop's order.
import type { ApiSuccess, Concern } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type AdminConcern = Concern & { cc_order?: number };

export const concernsQuery = queryOptions({
  queryKey: ['admin', 'concerns'],
  queryFn: async () => (await apiPost<ApiSuccess<{ data: AdminConcern[] }>>('concerncatogry/list', {})).data,
});

export const useConcerns = () => useQuery(concernsQuery);
