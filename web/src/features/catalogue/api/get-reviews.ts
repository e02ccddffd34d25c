import type { ApiSuccess, Review } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export async function getReviews(productId: number): Promise<Review[]> {
  return (await apiPost<ApiSuccess<{ list: Review[] }>>('list/review', { p_id: productId })).list;
}

/** The reviews issue invalidates ['reviews', id] after a review is written. */
export const reviewsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ['reviews', productId], queryFn: () => getReviews(productId) });

export const useReviews = (productId: number) => useQuery(reviewsQueryOptions(productId));
