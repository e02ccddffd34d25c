// `add/review`: the WRITE A REVIEW form sent as multipart, each photo as a repeated `images` field.
import type { ApiSuccess } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api.ts';
import { reviewsKey } from './get-reviews.ts';

export interface NewReview {
  productId: number;
  /** The session's user id, sent as the seed client sends it; the server takes identity from the token. */
  userId: string;
  heading: string;
  comment: string;
  rating: number;
  photos: File[];
}

function addReview(review: NewReview) {
  const form = new FormData();
  form.set('product_id', String(review.productId));
  form.set('user_id', review.userId);
  form.set('heading', review.heading);
  form.set('comment', review.comment);
  form.set('rating', String(review.rating));
  for (const photo of review.photos) form.append('images', photo, photo.name);
  return apiUpload<ApiSuccess<{ r_id: number }>>('add/review', form);
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: async (_answer, review) => {
      // Every page of reviews and their summary reload (the new review is first on page 1); the
      // product's rating and review count, shown on its page and on every card, are read again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(review.productId) }),
        queryClient.invalidateQueries({ queryKey: ['product'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
