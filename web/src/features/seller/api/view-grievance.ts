import type { ApiSuccess, GrievanceView } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const grievanceQueryKey = (access: string) => ['grievance', access] as const;

async function viewGrievance(access: string): Promise<GrievanceView> {
  return (await apiPost<ApiSuccess<{ data: GrievanceView }>>('grievance/view', { access })).data;
}

/** A grievance by the secret of its link (grievance/view); 404 for a link that is not one. */
export const useGrievance = (access: string) =>
  useQuery(
    queryOptions({
      queryKey: grievanceQueryKey(access),
      queryFn: () => viewGrievance(access),
      enabled: access !== '',
      retry: false,
    }),
  );
