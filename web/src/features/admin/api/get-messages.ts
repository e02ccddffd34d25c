// `admin/message/list`: the contact form's messages, newest first, 20 a page, with how many are unread.
import type { ApiSuccess, ContactMessage } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const messagesQuery = (filters: { unread?: 0 | 1; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'messages', filters],
    queryFn: () =>
      apiPost<ApiSuccess<{ list: ContactMessage[]; total: number; unread: number }>>(
        'admin/message/list',
        filters,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMessages = (filters: { unread?: 0 | 1; page: number }) => useQuery(messagesQuery(filters));
