// The questions shown on the home page and the support page: one call, one cache entry for both.
import type { Faq } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './content-list.ts';

const faqsQueryOptions = () => contentListQueryOptions<Faq>('list/faq');

export const useFaqs = () => useQuery(faqsQueryOptions());
