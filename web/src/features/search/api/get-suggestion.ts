// `search/suggest`: the spelling the shop's own words suggest for a search that found nothing.
import type { ApiSuccess } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const useSuggestion = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: ['search-suggest', text],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ suggestion: string | null }>>('search/suggest', { search: text }))
        .suggestion,
    enabled,
  });
