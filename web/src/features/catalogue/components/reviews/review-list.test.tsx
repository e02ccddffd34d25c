import type { Review } from '@prime/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';

const review = (r_id: number, overrides: Partial<Review> = {}): Review => ({
  r_id,
  r_rating: 4,
  r_heading: `Review ${r_id}`,
  r_comment: 'Soft skin in a week.',
  r_date: '2024-01-05T10:00:00.000Z',
  u_name: 'Asha',
  reviewimages: [],
  ...overrides,
});

const five = [1, 2, 3, 4, 5].map((id) => review(id));

describe('ReviewList', () => {
  it('shows 2 reviews per page and keeps the page within its bounds', async () => {
    const user = userEvent.setup();
    render(<ReviewList reviews={five} />);
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Review 5' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Review 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves back to the last page when the list shrinks under the current page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ReviewList reviews={five} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    rerender(<ReviewList reviews={five.slice(0, 3)} />);
    expect(screen.getByRole('heading', { name: 'Review 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows stars in words, the date, Anonymous for a nameless author and at most 4 photos', () => {
    const photos = [1, 2, 3, 4, 5].map((n) => ({ ri_image: `uploads/reviews/${n}.webp` }));
    render(<ReviewList reviews={[review(1, { u_name: '', r_rating: 8, reviewimages: photos })]} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('05 Jan 2024')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getAllByAltText('Photo from Anonymous')).toHaveLength(4);
  });
});

describe('ReviewSummary', () => {
  it('shows the average with 2 decimals and a count per star', () => {
    render(
      <ReviewSummary
        reviews={[review(1, { r_rating: 5 }), review(2, { r_rating: 10 }), review(3, { r_rating: 2 })]}
      />,
    );
    expect(screen.getByText('4.00')).toBeInTheDocument();
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
