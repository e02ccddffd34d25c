// `admin/content/list`: every item of one content list in the shop's order, shaped as its public list
// shapes it, also the offer texts the shop's strip leaves out while a code they name is not an active
// coupon; and the public list itself, to tell which items the shop shows now.
import type { ApiSuccess } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import type { ContentKindConfig } from '../content/content-kinds.ts';

export type ContentItem = Record<string, string | number>;

export const contentListQuery = (config: ContentKindConfig) =>
  queryOptions({
    queryKey: ['admin', 'content', config.kind],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: ContentItem[] }>>('admin/content/list', { kind: config.kind })).list,
    staleTime: 0,
  });

export const useContentList = (config: ContentKindConfig) => useQuery(contentListQuery(config));

/** The ids the shop's own list shows now; only asked for lists that may leave items out. */
export const useShownIds = (config: ContentKindConfig) =>
  useQuery({
    queryKey: ['admin', 'content', config.kind, 'shown'],
    queryFn: async () =>
      new Set(
        (await apiPost<ApiSuccess<{ list: ContentItem[] }>>(config.shopList!.path, {})).list.map((item) =>
          Number(item[config.idField]),
        ),
      ),
    enabled: config.shopList !== undefined,
    staleTime: 0,
  });
