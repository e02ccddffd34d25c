// `concerncatogry/list`: every skin concern, in the shop's order, for the shop and the console under one
// key. The seed's path spelling (`concerncatogry`) and its `data` field are part of the contract.
import type { ApiSuccess, Concern } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

async function getConcerns(): Promise<Concern[]> {
  return (await apiPost<ApiSuccess<{ data: Concern[] }>>('concerncatogry/list')).data;
}

const concernsQueryOptions = () =>
  queryOptions({ queryKey: ['concerns'], queryFn: getConcerns, staleTime: 5 * 60_000 });

export const useConcerns = () => useQuery(concernsQueryOptions());
