// `admin/staff/list`: the shop's staff, and those invited whose invitation still waits.
import type { ApiSuccess, StaffMember } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: async () => (await apiPost<ApiSuccess<{ list: StaffMember[] }>>('admin/staff/list', {})).list,
  staleTime: 0,
});

export const useStaff = () => useQuery(staffQuery);
