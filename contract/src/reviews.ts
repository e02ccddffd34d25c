// `add/review`: the schema of its text fields, built from the form's rules (review-rules.ts), and the
// shapes the API reference shows for it.
import { z } from 'zod';
import { okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';
import {
  MAX_REVIEW_COMMENT_LENGTH,
  MAX_REVIEW_HEADING_LENGTH,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  parseReviewRating,
  reviewCommentError,
  reviewHeadingError,
} from './review-rules.ts';
import { idField } from './rules.ts';

/** A text field checked by one of the rules above, trimmed of outer spaces. */
const checkedText = (error: (value: string) => string | undefined) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    const broken = error(text);
    if (broken) {
      ctx.addIssue({ code: 'custom', message: broken });
      return z.NEVER;
    }
    return text.trim();
  });

/**
 * The text fields of `add/review`, in the order the form lists its rules: heading, comment, rating,
 * then the product. `user_id` is not part of it: identity comes from the token (a different id: 403).
 */
export const addReviewBody = z.object({
  heading: checkedText(reviewHeadingError),
  comment: checkedText(reviewCommentError),
  rating: z.unknown().transform((value, ctx) => {
    const rating = parseReviewRating(value);
    if (rating === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.reviewRatingInvalid });
      return z.NEVER;
    }
    return rating;
  }),
  product_id: z.unknown().transform((value, ctx) => {
    const id = idField.safeParse(value);
    if (!id.success) {
      ctx.addIssue({ code: 'custom', message: messages.reviewProductMissing });
      return z.NEVER;
    }
    return id.data;
  }),
});
export type AddReviewBody = z.output<typeof addReviewBody>;

/**
 * The form of `add/review` as the API reference shows it (the route checks it with addReviewBody,
 * whose fields read text and numbers alike).
 */
export const addReviewForm = z.object({
  product_id: z.union([z.int().positive(), z.string()]).meta({ description: 'The product reviewed.' }),
  user_id: z
    .union([z.int().positive(), z.string()])
    .optional()
    .meta({ description: 'May be left out; when sent, it must be the token’s own user (else 403).' }),
  heading: z.string().meta({ description: `Required, at most ${MAX_REVIEW_HEADING_LENGTH} characters.` }),
  comment: z.string().meta({ description: `Required, at most ${MAX_REVIEW_COMMENT_LENGTH} characters.` }),
  rating: z
    .union([z.int().min(MIN_REVIEW_RATING).max(MAX_REVIEW_RATING), z.string()])
    .meta({ description: 'A whole number of stars from 1 to 5.' }),
});

export const addReviewAnswer = okAnswer(
  { r_id: z.int().positive().meta({ description: 'The review written (or replaced).' }) },
  messages.reviewSubmitted,
);
