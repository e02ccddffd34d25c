// The public list of one kind of content (`list/banner`, `list/faq`, …): every item, inactive banners
// too, in the order the shop shows them.
import type { ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import type { ContentKindConfig } from '../content/content-kinds.ts';

export type ContentItem = Record<string, string | number>;

export const contentListQuery = (config: ContentKindConfig) =>
  queryOptions({
    queryKey: ['admin', 'content', config.kind],
    queryFn: async () => (await apiPost<ApiSuccess<{ list: ContentItem[] }>>(config.listPath, {})).list,
    staleTime: 0,
  });

export const useContentList = (config: ContentKindConfig) => useQuery(contentListQuery(config));
