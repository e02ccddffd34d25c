import type { Standard } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './content-list.ts';

export const useStandards = () => useQuery(contentListQueryOptions<Standard>('list/listourstandard'));
