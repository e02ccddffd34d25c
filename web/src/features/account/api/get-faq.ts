import type { ApiSuccess, Faq } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const faqQuery = queryOptions({
  queryKey: ['faq'],
  queryFn: async () => (await apiPost<ApiSuccess<{ list: Faq[] }>>('list/faq')).list,
});

export const useFaq = () => useQuery(faqQuery);
