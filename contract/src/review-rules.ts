// The rules of the WRITE A REVIEW form, checked by the modal as the shopper types and again by the
// server on the fields of `add/review` (reviews.ts builds its schema from them). Zod-free, so the
// product page checks a field or a chosen photo without loading the validation library.
import { MAX_REVIEW_IMAGES, MAX_UPLOAD_BYTES } from './constants.ts';
import { messages } from './messages.ts';

export const MAX_REVIEW_HEADING_LENGTH = 150;
export const MAX_REVIEW_COMMENT_LENGTH = 5000;
export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;

/** Image types a review photo may be (judged again by the server from the file's bytes). */
export const REVIEW_IMAGE_ACCEPT = 'image/*';

/**
 * Order line states that make a review a verified purchase whatever the payment: the writer has the
 * goods (a cash-on-delivery order placed a minute ago is no purchase yet). A line of a paid online
 * order that is not cancelled counts too. Read when reviews are listed, so a cancelled order takes
 * the mark away again (docs/decisions/0014-reviews.md).
 */
export const VERIFIED_PURCHASE_STATUSES = ['Delivered', 'Return requested'] as const;

const hasNul = (value: string) => value.includes('\0');

/** The review's heading: required, one line of at most 150 characters. */
export function reviewHeadingError(value: string): string | undefined {
  const heading = value.trim();
  if (heading === '') return messages.reviewHeadingRequired;
  if (hasNul(heading)) return messages.nulCharacter;
  return heading.length > MAX_REVIEW_HEADING_LENGTH ? messages.reviewHeadingTooLong : undefined;
}

/** The review's text: required, at most 5000 characters. */
export function reviewCommentError(value: string): string | undefined {
  const comment = value.trim();
  if (comment === '') return messages.reviewCommentRequired;
  if (hasNul(comment)) return messages.nulCharacter;
  return comment.length > MAX_REVIEW_COMMENT_LENGTH ? messages.reviewCommentTooLong : undefined;
}

/** A whole number of stars from 1 to 5, as a number or a digit string (`4`, `"4"`). */
export function parseReviewRating(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const rating = Number(text);
  return rating >= MIN_REVIEW_RATING && rating <= MAX_REVIEW_RATING ? rating : undefined;
}

/** A chosen photo, checked in the browser before it is sent: the server's own limit and words. */
export function reviewPhotoError(file: { size: number; type: string }): string | undefined {
  if (!file.type.startsWith('image/')) return messages.onlyImages;
  return file.size > MAX_UPLOAD_BYTES ? messages.imageTooLarge : undefined;
}

/** How many more photos fit beside `chosen` ones. */
export const photosLeft = (chosen: number) => Math.max(0, MAX_REVIEW_IMAGES - chosen);
