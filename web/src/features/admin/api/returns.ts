// The returns desk: `admin/return/list` (filtered by status, 20 a page), `admin/return/decide`
// (approve or refuse with a note the customer reads) and `admin/return/receive` (the goods arrived:
// restock or not, and the refund; a cash-on-delivery refund names the UPI or bank reference it was
// paid with).
import type { ApiSuccess } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import type { ReturnListItem, ReturnState } from './fulfilment-shapes.ts';

export interface ReturnFilters {
  status?: ReturnState;
  page: number;
}

export const returnsQuery = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: ['admin', 'returns', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: ReturnListItem[]; total?: number }>>('admin/return/list', filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReturns = (filters: ReturnFilters) => useQuery(returnsQuery(filters));

export const decideReturn = (decision: { rq_id: number; approve: 0 | 1; note: string }) =>
  apiPost<ApiSuccess>('admin/return/decide', decision);

export const receiveReturn = (receipt: { rq_id: number; restock: 0 | 1; payout_reference?: string }) =>
  apiPost<ApiSuccess>('admin/return/receive', receipt);
