// A page of a product's shown reviews, newest first, with the product's star summary (`list/review`
// with `page`): the product page reads 2 at a time however many the product has.
import { REVIEWS_PER_PAGE, type ApiSuccess, type ReviewPage, type reviewListBody } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

/** Which page the product page shows, and whether of the reviews with photos alone. */
export interface ReviewPageRequest {
  page: number;
  withPhotos: boolean;
}

async function getReviewPage(
  productId: number,
  { page, withPhotos }: ReviewPageRequest,
): Promise<ReviewPage> {
  const { list, total, summary } = await apiPost<ApiSuccess<ReviewPage>>('list/review', {
    p_id: productId,
    page,
    page_size: REVIEWS_PER_PAGE,
    with_photos: withPhotos,
  } satisfies BodyOf<typeof reviewListBody>);
  return { list, total, summary };
}

/** Every page of a product's reviews: writing a review invalidates them all (add-review.ts). */
export const reviewsKey = (productId: number) => ['reviews', productId] as const;

/**
 * One page; the page rendered on the server asks for the first with the same key, so the browser
 * starts from it. While another page loads the one before stays in view.
 */
export const reviewPageQueryOptions = (productId: number, request: ReviewPageRequest) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), request],
    queryFn: () => getReviewPage(productId, request),
    placeholderData: keepPreviousData,
  });

export const useReviewPage = (productId: number, request: ReviewPageRequest) =>
  useQuery(reviewPageQueryOptions(productId, request));
