import type { Faq } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './content-list.ts';

export const useFaqs = () => useQuery(contentListQueryOptions<Faq>('list/faq'));
