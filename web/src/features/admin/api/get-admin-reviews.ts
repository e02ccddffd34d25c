// `admin/review/list`: every review, shown and hidden, newest first, 20 a page.
import type { AdminReview, ApiSuccess } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export interface ReviewFilters {
  hidden?: 0 | 1;
  search?: string;
  page: number;
}

export const adminReviewsQuery = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: ['admin', 'reviews', filters],
    queryFn: () => apiPost<ApiSuccess<{ list: AdminReview[]; total: number }>>('admin/review/list', filters),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (filters: ReviewFilters) => useQuery(adminReviewsQuery(filters));
