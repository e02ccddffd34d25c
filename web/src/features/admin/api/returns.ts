// The returns desk: `admin/return/list` (filtered by status, 20 a page), `admin/return/decide`
// (approve or refuse with a note the customer reads) and `admin/return/receive` (the goods arrived:
// restock or not, and the refund; a cash-on-delivery refund names the UPI or bank reference it was
// paid with).
import type {
  AdminReturn,
  AdminReturnDecideBody,
  adminReturnDecideBody,
  AdminReturnReceiveBody,
  adminReturnReceiveBody,
  ApiSuccess,
  ReturnStatus,
} from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export interface ReturnFilters {
  status?: ReturnStatus;
  page: number;
}

export const returnsQuery = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: ['admin', 'returns', filters],
    queryFn: () => apiPost<ApiSuccess<{ list: AdminReturn[]; total: number }>>('admin/return/list', filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReturns = (filters: ReturnFilters) => useQuery(returnsQuery(filters));

export const decideReturn = (decision: AdminReturnDecideBody) =>
  apiPost<ApiSuccess>('admin/return/decide', decision satisfies BodyOf<typeof adminReturnDecideBody>);

export const receiveReturn = (receipt: AdminReturnReceiveBody) =>
  apiPost<ApiSuccess>('admin/return/receive', receipt satisfies BodyOf<typeof adminReturnReceiveBody>);
