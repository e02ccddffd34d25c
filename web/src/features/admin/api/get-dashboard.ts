// `admin/dashboard`: today's and the last 7 days' orders and revenue, orders waiting to ship and the
// pack sizes running low.
import type { ApiSuccess, Dashboard } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async () => (await apiPost<ApiSuccess<{ data: Dashboard }>>('admin/dashboard', {})).data,
  // Orders arrive all day: the dashboard is read afresh whenever it is opened.
  staleTime: 0,
});

export const useDashboard = () => useQuery(dashboardQuery);
