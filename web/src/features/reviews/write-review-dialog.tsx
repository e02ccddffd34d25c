// The WRITE A REVIEW modal: stars, heading and comment required (checked here with the server's own
// rules and words before anything is sent), photos optional. On success it closes once the list has
// reloaded with the new review first; a refusal shows 'Submission failed: <the server's reason>', no
// answer at all 'Failed to submit review.'.
import {
  MAX_REVIEW_COMMENT_LENGTH,
  MAX_REVIEW_HEADING_LENGTH,
  messages,
  parseReviewRating,
  reviewCommentError,
  reviewHeadingError,
  reviewSubmissionFailed,
} from '@prime/contract';
import { useRef, useState } from 'react';
import { isRefusal } from '../../lib/api-failure.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAddReview } from './api/add-review.ts';
import { ReviewPhotosInput, type ChosenPhoto } from './review-photos-input.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import styles from './write-review.module.css';

interface Props {
  open: boolean;
  productId: number;
  productName?: string;
  userId: string;
  onClose: () => void;
  /** After the review is stored and the list has reloaded. */
  onSubmitted: () => void;
}

type FormField = 'rating' | 'heading' | 'comment';

export function WriteReviewDialog({ open, productId, productName, userId, onClose, onSubmitted }: Props) {
  return (
    <Dialog open={open} title="Write a review" onClose={onClose} closeOnBackdrop={false}>
      <WriteReviewForm
        productId={productId}
        productName={productName}
        userId={userId}
        onSubmitted={onSubmitted}
      />
    </Dialog>
  );
}

type FieldErrors = Partial<Record<FormField, string>>;

interface ReviewDraft {
  rating: number;
  heading: string;
  comment: string;
  photos: ChosenPhoto[];
}

/** What is wrong with the review, with the server's own rules and words. */
function checkReview({ rating, heading, comment }: ReviewDraft): FieldErrors {
  const found: FieldErrors = {};
  if (parseReviewRating(rating) === undefined) found.rating = messages.reviewRatingInvalid;
  const headingProblem = reviewHeadingError(heading);
  if (headingProblem) found.heading = headingProblem;
  const commentProblem = reviewCommentError(comment);
  if (commentProblem) found.comment = commentProblem;
  return found;
}

/** Moves focus to the first field in trouble, in the order the form shows them. */
function focusFirstProblem(form: React.RefObject<HTMLFormElement | null>, found: FieldErrors) {
  const first = (['rating', 'heading', 'comment'] as const).find((field) => found[field]);
  if (!first) return;
  const selector = first === 'rating' ? '[role="radio"][tabindex="0"]' : `[name="${first}"]`;
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());
}

interface SendReviewOptions {
  productId: number;
  userId: string;
  onSubmitted: () => void;
  /** The failure to show, with the fields the server refused (none when no answer came). */
  onFailed: (failure: string, errors?: FieldErrors) => void;
}

/** Sends the review and its photos; says so in a toast when it is stored. */
function useSendReview({ productId, userId, onSubmitted, onFailed }: SendReviewOptions) {
  const addReview = useAddReview();
  const { toast } = useToast();
  function send({ rating, heading, comment, photos }: ReviewDraft) {
    addReview.mutate(
      { productId, userId, heading, comment, rating, photos: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast({ title: messages.reviewSubmitted, kind: 'success' });
          onSubmitted();
        },
        onError: (error) => {
          if (!isRefusal(error)) {
            onFailed(messages.reviewFailed);
            return;
          }
          const byField = fieldErrors(error.errors);
          onFailed(reviewSubmissionFailed(error.message), {
            rating: byField.rating,
            heading: byField.heading,
            comment: byField.comment,
          });
        },
      },
    );
  }
  return { send, isPending: addReview.isPending };
}

interface ReviewTextFieldsProps {
  heading: string;
  comment: string;
  errors: FieldErrors;
  onHeading: (heading: string) => void;
  onComment: (comment: string) => void;
}

/** The review's heading and its comment. */
function ReviewTextFields({ heading, comment, errors, onHeading, onComment }: ReviewTextFieldsProps) {
  return (
    <>
      <TextField
        label="Heading"
        name="heading"
        required
        maxLength={MAX_REVIEW_HEADING_LENGTH}
        value={heading}
        error={errors.heading}
        placeholder="Sum it up in a line"
        onChange={(event) => onHeading(event.target.value)}
      />
      <Field label="Your review" error={errors.comment}>
        {(control) => (
          <textarea
            {...control}
            name="comment"
            rows={5}
            required
            maxLength={MAX_REVIEW_COMMENT_LENGTH}
            value={comment}
            placeholder="How did it suit your skin?"
            onChange={(event) => onComment(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}

function WriteReviewForm({
  productId,
  productName,
  userId,
  onSubmitted,
}: Pick<Props, 'productId' | 'productName' | 'userId' | 'onSubmitted'>) {
  const [rating, setRating] = useState(0);
  const [heading, setHeading] = useState('');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const review = useSendReview({
    productId,
    userId,
    onSubmitted,
    onFailed: (shownFailure, shownErrors) => {
      if (shownErrors) {
        setErrors(shownErrors);
        focusFirstProblem(form, shownErrors);
      }
      setFailure(shownFailure);
    },
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const draft = { rating, heading, comment, photos };
    const found = checkReview(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstProblem(form, found);
      return;
    }
    review.send(draft);
  }

  const clear = (field: FormField) => setErrors((current) => ({ ...current, [field]: undefined }));
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
      {productName && <p className={styles.product}>{productName}</p>}
      <StarRatingInput
        label="Your rating"
        value={rating}
        error={errors.rating}
        onChange={(value) => {
          setRating(value);
          clear('rating');
        }}
      />
      <ReviewTextFields
        heading={heading}
        comment={comment}
        errors={errors}
        onHeading={(value) => {
          setHeading(value);
          clear('heading');
        }}
        onComment={(value) => {
          setComment(value);
          clear('comment');
        }}
      />
      <ReviewPhotosInput photos={photos} onChange={setPhotos} />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn" disabled={review.isPending}>
        {review.isPending ? 'SUBMITTING...' : 'SUBMIT REVIEW'}
      </button>
    </form>
  );
}
