import type { Speciality } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './content-list.ts';

export const useSpecialities = () => useQuery(contentListQueryOptions<Speciality>('list/our-specialities'));
