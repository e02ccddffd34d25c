import type { ApiSuccess, GrievanceView } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { grievanceQueryKey } from './view-grievance.ts';

const replyToGrievance = async (body: { access: string; text: string }) =>
  (await apiPost<ApiSuccess<{ data: GrievanceView }>>('grievance/reply', body)).data;

/** The shopper writes again (grievance/reply); the page then shows the grievance as answered. */
export function useReplyToGrievance(access: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToGrievance({ access, text }),
    onSuccess: (view) => client.setQueryData(grievanceQueryKey(access), view),
  });
}
