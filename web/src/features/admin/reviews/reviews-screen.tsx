// /admin/reviews: every review, shown and hidden; hiding one takes it off the product page and out of
// the product's rating, showing it again brings both back.
import { ADMIN_LIST_PAGE_SIZE, type AdminReview } from '@prime/contract';
import { ScreenLink } from '../shared/staff-access.tsx';
import { imageUrl } from '../../../lib/image-url.ts';
import pageStyles from '../../../ui/page-panel.module.css';
import { TextField } from '../../../ui/text-field.tsx';
import { useAdminReviews } from '../api/get-admin-reviews.ts';
import { hideReview } from '../api/hide-review.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import styles from './reviews.module.css';

const FILTERS = ['search', 'hidden'] as const;

const SHOWN_CHOICES = [
  { value: '', label: 'Shown and hidden' },
  { value: '0', label: 'Shown on the product page' },
  { value: '1', label: 'Hidden' },
];

export default function ReviewsScreen() {
  const filters = useListFilters(FILTERS);
  const { search, hidden } = filters.values;
  const reviews = useAdminReviews({
    page: filters.page,
    ...(search ? { search } : {}),
    ...(hidden === '1' || hidden === '0' ? { hidden: Number(hidden) as 0 | 1 } : {}),
  });

  return (
    <>
      <ScreenHead title="Reviews" />
      <FilterForm label="Filter reviews" search submit="Show reviews" onSubmit={filters.submit}>
        <TextField label="Words in the review" type="search" {...filters.field('search')} />
        <Select label="Shown or hidden" options={SHOWN_CHOICES} {...filters.field('hidden')} />
      </FilterForm>
      <PagedList
        label="Reviews found"
        query={reviews}
        loading="Loading reviews…"
        empty="No reviews match these filters."
        pager={{ label: 'Review pages', perPage: ADMIN_LIST_PAGE_SIZE }}
        at={filters}
      >
        {(list) => (
          <ul className={pageStyles.list}>
            {list.map((review) => (
              <ReviewItem key={review.r_id} review={review} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const toggle = useAdminWrite({ write: hideReview, success: (answer) => answer.message });
  const hidden = review.r_hidden === 1;
  return (
    <li className={styles.review} aria-label={`Review ${review.r_heading}`}>
      <div className={styles.top}>
        <span className={`${shared.badge} ${hidden ? shared.badgeWarn : shared.badgeGood}`}>
          {hidden ? 'Hidden' : 'Shown'}
        </span>
        <span>
          <strong>{review.r_rating} of 5</strong> for{' '}
          <ScreenLink call="admin/product/detail" to={`/admin/products/${review.p_id}`}>
            {review.p_productname}
          </ScreenLink>
        </span>
      </div>
      <h2 className={styles.heading}>{review.r_heading}</h2>
      <p className={styles.comment}>{review.r_comment}</p>
      {review.reviewimages.length > 0 && (
        <div className={styles.photos}>
          {review.reviewimages.map((image, index) => (
            <a key={image.ri_image} href={imageUrl(image.ri_image)} target="_blank" rel="noreferrer">
              <img
                src={imageUrl(image.ri_image)}
                alt={`Photo ${index + 1} of the review`}
                width={64}
                height={64}
                className={shared.thumb}
                loading="lazy"
              />
            </a>
          ))}
        </div>
      )}
      <p className={shared.muted}>
        {review.u_name}
        {review.u_email && ` (${review.u_email})`} · {formatDateTime(review.r_date)}
      </p>
      <button
        type="button"
        className={`btn btn-outline ${shared.smallButton}`}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ r_id: review.r_id, hidden: hidden ? 0 : 1 })}
      >
        {hidden ? 'Show review' : 'Hide review'}
      </button>
    </li>
  );
}
