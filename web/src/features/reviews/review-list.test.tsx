import type { Review } from '@prime/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageNumbers } from './pagination.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';

const review = (r_id: number, overrides: Partial<Review> = {}): Review => ({
  r_id,
  r_rating: 4,
  r_heading: `Review ${r_id}`,
  r_comment: 'Soft skin in a week.',
  r_date: '2024-01-05T10:00:00.000Z',
  u_name: 'Asha',
  r_verified: 0,
  reviewimages: [],
  ...overrides,
});

/** A page of reviews as the product page draws it, the pages around it offered. */
const list = (reviews: Review[], page = 1, pageCount = 1, onPage = vi.fn()) => (
  <ReviewList reviews={reviews} page={page} pageCount={pageCount} onPage={onPage} />
);

describe('ReviewList', () => {
  it('shows the page it is given and asks for the page chosen, the ends disabled', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(list([review(1), review(2)], 1, 3, onPage));
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[3], [2]]);

    rerender(list([review(5)], 3, 3, onPage));
    expect(screen.getByRole('heading', { level: 3, name: 'Review 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('offers no pages for a single page', () => {
    render(list([review(1)]));
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument();
  });

  it('offers the first, the last and the neighbours of the current page of a thousand', () => {
    render(list([review(1), review(2)], 500, 1700));
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '499', '500', '501', '1700', 'Next']);
    expect(pageNumbers(1, 1700)).toEqual([1, 2, null, 1700]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5]);
  });

  it('shows stars in words, the date, Anonymous for a nameless author and at most 4 photos', () => {
    const photos = [1, 2, 3, 4, 5].map((n) => ({ ri_image: `uploads/reviews/${n}.webp` }));
    render(list([review(1, { u_name: '', r_rating: 8, reviewimages: photos })]));
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('05 Jan 2024')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getAllByAltText('Photo from Anonymous')).toHaveLength(4);
  });
});

describe('ReviewSummary', () => {
  it('shows the average with 2 decimals, the count and a count per star', () => {
    render(
      <ReviewSummary
        summary={{
          count: 3,
          average: 4,
          stars: [
            { stars: 5, count: 2 },
            { stars: 4, count: 0 },
            { stars: 3, count: 0 },
            { stars: 2, count: 1 },
            { stars: 1, count: 0 },
          ],
          with_photos: 0,
        }}
      />,
    );
    expect(screen.getByText('4.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 ★2 with 5 stars',
      '4 ★0 with 4 stars',
      '3 ★0 with 3 stars',
      '2 ★1 with 2 stars',
      '1 ★0 with 1 star',
    ]);
  });
});

describe('ReviewList: marks, photos and text', () => {
  it('marks a verified purchase and shows markup as the text it is', () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    render(
      list([review(1, { r_verified: 1, r_comment: markup }), review(2, { r_heading: '<script>x</script>' })]),
    );
    const [bought, other] = screen.getAllByRole('article');
    expect(within(bought!).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(other!).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(within(bought!).getByText(markup)).toBeInTheDocument();
    expect(within(other!).getByRole('heading', { name: '<script>x</script>' })).toBeInTheDocument();
    expect(document.querySelector('article b, article script, article img[src="x"]')).toBeNull();
  });

  it('opens a photo larger and moves between photos with arrows, buttons and a swipe; Esc closes', async () => {
    const user = userEvent.setup();
    const photos = [1, 2, 3].map((n) => ({ ri_image: `uploads/reviews/${n}.webp` }));
    render(list([review(1, { reviewimages: photos })]));
    const opener = screen.getByRole('button', { name: 'Open photo 2 of 3 from Asha' });
    await user.click(opener);
    const viewer = () => screen.getByRole('dialog');
    expect(viewer()).toHaveAccessibleName('Photo 2 of 3 from Asha');
    const shown = () => within(viewer()).getByRole('img', { name: /^Photo \d of 3 from Asha$/ });
    expect(shown().getAttribute('src')).toContain('uploads/reviews/2.webp');

    await user.keyboard('{ArrowRight}');
    expect(viewer()).toHaveAccessibleName('Photo 3 of 3 from Asha');
    await user.keyboard('{ArrowRight}');
    expect(viewer()).toHaveAccessibleName('Photo 1 of 3 from Asha');
    await user.keyboard('{ArrowLeft}');
    expect(viewer()).toHaveAccessibleName('Photo 3 of 3 from Asha');
    await user.click(within(viewer()).getByRole('button', { name: 'Previous photo' }));
    expect(viewer()).toHaveAccessibleName('Photo 2 of 3 from Asha');
    await user.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
    expect(shown().getAttribute('src')).toContain('uploads/reviews/3.webp');

    // A swipe to the left shows the next photo, to the right the previous one. (jsdom has no
    // PointerEvent: a MouseEvent by that name carries the position, as a browser's does.)
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    const stage = shown().closest('div')!;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(viewer()).toHaveAccessibleName('Photo 1 of 3 from Asha');
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 220 });
    expect(viewer()).toHaveAccessibleName('Photo 3 of 3 from Asha');
    // A tap is not a swipe.
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 110 });
    expect(viewer()).toHaveAccessibleName('Photo 3 of 3 from Asha');

    vi.unstubAllGlobals();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
