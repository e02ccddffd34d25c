// Review calls: a product's reviews (public) and writing one (token, multipart with photos). The rules
// and why they are so: docs/decisions/0014-reviews.md.
import {
  addReviewAnswer,
  addReviewBody,
  addReviewForm,
  messages,
  REVIEW_LIST_PAGE_SIZE,
  REVIEW_PAGE_SIZE_MAX,
  reviewListAnswer,
  reviewListBody,
} from '@prime/contract';
import type { ApiModule } from '../index.ts';
import { loggedIn, requireUser } from '../../auth/request-user.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { ensureMultipart, uploadForm } from '../../uploads/multipart.ts';
import { addReview, countReviewSent } from './add-review.ts';
import { listReviews } from './review-list.ts';
import { imageStoreOf } from '../../uploads/configured-image-store.ts';

export const reviewsModule: ApiModule = async (api, ctx) => {
  await ensureMultipart(api);
  const { db } = ctx;

  const post = postedCalls(api, { tag: 'Reviews' });
  post(
    '/list/review',
    {
      summary: "List a product's reviews, newest first",
      description:
        'Hidden reviews are left out. Without `page`, every review. With `page`, that page of `page_size` ' +
        `(1 to ${REVIEW_PAGE_SIZE_MAX}, default ${REVIEW_LIST_PAGE_SIZE}), only those with photos with ` +
        '`with_photos: 1`; the answer then also carries `total`, how many reviews that filter matches ' +
        '(a page past the end is an empty list), and `summary` of all the shown reviews: their count, mean ' +
        'rating to 2 decimals (as `p_rating`), count per star from 5 to 1 and how many carry photos. ' +
        '`r_verified` is 1 when the writer has a delivered order line for ' +
        'the product, or one not cancelled of a paid online order.',
      body: reviewListBody,
      answer: reviewListAnswer,
    },
    async ({ body }) => ok(await listReviews(db, body)),
  );

  post(
    '/add/review',
    {
      summary: 'Write a review of a product, with up to 4 photos',
      description:
        'Heading and comment required, rating a whole number from 1 to 5. Photos are JPEG, PNG, WebP or ' +
        'GIF judged by their bytes, at most 5 MB and 40 megapixels each and 4 in all, re-encoded without ' +
        'their metadata. ' +
        'A second review of the same product by the same shopper replaces the first; one hidden by the ' +
        'team cannot be replaced (409). Nothing is stored when any part is refused. At most 10 an hour ' +
        'per account, refused ones included (429 with Retry-After).',
      ...loggedIn(ctx),
      // The token first, then the try counted: a guest's photos are not even read.
      admit: async (request) => {
        const user = await requireUser(request, ctx);
        await countReviewSent(db, user);
        return user;
      },
      body: addReviewForm,
      parse: addReviewBody,
      form: uploadForm({ images: 'A photo; repeat the field for each (at most 4).' }),
      answer: addReviewAnswer,
      errors: [404, 409, 429],
    },
    async ({ body, caller, files }) => {
      const reviewId = await addReview(db, imageStoreOf(ctx.config), caller, body, files);
      return ok({ r_id: reviewId }, messages.reviewSubmitted);
    },
  );
};
