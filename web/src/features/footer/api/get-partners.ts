import type { ApiSuccess, Partner } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getPartners(): Promise<Partner[]> {
  return (await apiPost<ApiSuccess<{ list: Partner[] }>>('list/partners')).list;
}

const partnersQueryOptions = () =>
  queryOptions({ queryKey: ['partners'], queryFn: getPartners, staleTime: 5 * 60_000 });

export const usePartners = () => useQuery(partnersQueryOptions());
