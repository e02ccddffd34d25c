// A product's shown reviews, newest first (`list/review`).
import type { ApiSuccess, Review, reviewListBody } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

async function getReviews(productId: number): Promise<Review[]> {
  return (
    await apiPost<ApiSuccess<{ list: Review[] }>>('list/review', {
      p_id: productId,
    } satisfies BodyOf<typeof reviewListBody>)
  ).list;
}

/** A product's reviews; writing one invalidates them (add-review.ts), and the server may prefetch them. */
export const reviewsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ['reviews', productId], queryFn: () => getReviews(productId) });

export const useReviews = (productId: number) => useQuery(reviewsQueryOptions(productId));
