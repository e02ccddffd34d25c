// `admin/menu-counts`: orders to ship, returns to decide and unread messages, for the console's menu.
// Read again with every other read after a write (use-admin-write.ts), and every minute meanwhile.
import type { ApiSuccess, MenuCounts } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** `allowed`: the role may make the call (catalogue staff may not: no counts, no request). */
export const useMenuCounts = (allowed: boolean) =>
  useQuery({
    enabled: allowed,
    queryKey: ['admin', 'menu-counts'],
    queryFn: async () => (await apiPost<ApiSuccess<{ data: MenuCounts }>>('admin/menu-counts')).data,
    refetchInterval: 60_000,
    staleTime: 0,
  });
