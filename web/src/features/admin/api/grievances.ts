// The grievance desk (decision 0029): `admin/grievance/list` (20 a page, unresolved and soonest due
// first, overdue ones marked), `admin/grievance/detail` (the contact and every message), and
// `admin/grievance/reply` and `admin/grievance/resolve` (one mail to the shopper each).
import type { AdminGrievance, AdminGrievanceDetail, ApiSuccess, GrievanceStatus } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const GRIEVANCES_PER_PAGE = 20;

export interface GrievanceFilters {
  status?: GrievanceStatus;
  overdue?: 1;
  page: number;
}

export const grievancesQuery = (filters: GrievanceFilters) =>
  queryOptions({
    queryKey: ['admin', 'grievances', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: AdminGrievance[]; total: number }>>('admin/grievance/list', filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useGrievances = (filters: GrievanceFilters) => useQuery(grievancesQuery(filters));

/** How many grievances are overdue now: the dashboard's figure. */
export const useOverdueGrievances = () => useQuery(grievancesQuery({ overdue: 1, page: 1 }));

export const useGrievanceDetail = (ticket: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'grievance', ticket],
      queryFn: async () =>
        (
          await apiPost<ApiSuccess<{ data: AdminGrievanceDetail }>>('admin/grievance/detail', {
            ticket_no: ticket,
          })
        ).data,
      staleTime: 0,
    }),
  );

export const answerGrievance = ({
  resolve,
  ...body
}: {
  ticket_no: string;
  text: string;
  resolve: boolean;
}) =>
  apiPost<ApiSuccess<{ data: AdminGrievanceDetail }>>(
    resolve ? 'admin/grievance/resolve' : 'admin/grievance/reply',
    body,
  );
