// `admin/audit/list`: the log of admin writes, newest first, 50 a page, with every admin who wrote.
import type { ApiSuccess, AuditEntry } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export interface AuditFilters {
  kind?: string;
  target?: string;
  /** Part of an admin's email: every admin whose email holds it. */
  actor?: string;
  /** One admin, by the exact email: the console's choice of admin. */
  actor_email?: string;
  page: number;
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: AuditEntry[]; total: number; actors: string[] }>>(
        'admin/audit/list',
        filters,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQuery(filters));
