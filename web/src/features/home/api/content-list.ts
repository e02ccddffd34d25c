// Content lists (tag Content in /prime/openapi.json) all answer `{list: [...]}` to an empty body and
// change rarely.
import type { ApiSuccess } from '@prime/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const contentListQueryOptions = <T>(path: string) =>
  queryOptions({
    queryKey: ['content', path],
    queryFn: async () => (await apiPost<ApiSuccess<{ list: T[] }>>(path)).list,
    staleTime: 5 * 60_000,
  });
