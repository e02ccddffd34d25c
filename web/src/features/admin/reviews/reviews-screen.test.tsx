import { adminMessages, type AdminReview } from '@prime/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import ReviewsScreen from './reviews-screen.tsx';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  r_id: 7,
  p_id: 3,
  p_productname: 'Ceramide Cream',
  r_rating: 2,
  r_heading: 'Broke me out',
  r_comment: 'Too heavy <b>for</b> me.',
  r_date: '2025-01-10T06:00:00.000Z',
  u_name: 'Ravi',
  u_email: 'ravi@example.in',
  r_hidden: 0,
  reviewimages: [],
  ...overrides,
});

describe('reviews in the console', () => {
  it('hides a shown review and shows a hidden one again, in the server’s words', async () => {
    let hidden: 0 | 1 = 0;
    const api = mockApi({
      'admin/review/list': () => ok({ list: [review({ r_hidden: hidden })], total: 1 })(),
      'admin/review/hide': (body) => {
        hidden = (body as { hidden: 0 | 1 }).hidden;
        return ok(
          { data: review({ r_hidden: hidden }) },
          hidden ? adminMessages.reviewHidden : adminMessages.reviewShown,
        )();
      },
    });
    signIn('admin');
    const { user } = renderScreen(<ReviewsScreen />, { url: '/admin/reviews', path: '/admin/reviews' });
    const item = await screen.findByRole('listitem', { name: 'Review Broke me out' });
    expect(item).toHaveTextContent('2 of 5 for Ceramide Cream');
    expect(item).toHaveTextContent('Too heavy <b>for</b> me.');
    expect(item).toHaveTextContent('Ravi (ravi@example.in)');
    await user.click(within(item).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(adminMessages.reviewHidden)).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Show review' })).toBeEnabled());
    expect(item).toHaveTextContent('Hidden');
    await user.click(within(item).getByRole('button', { name: 'Show review' }));
    expect(await screen.findByText(adminMessages.reviewShown)).toBeInTheDocument();
    expect(api.bodiesOf('admin/review/hide')).toEqual([
      { r_id: 7, hidden: 1 },
      { r_id: 7, hidden: 0 },
    ]);
  });

  it('lists only hidden reviews when asked', async () => {
    const api = mockApi({ 'admin/review/list': ok({ list: [], total: 0 }) });
    signIn('admin');
    const { user } = renderScreen(<ReviewsScreen />, { url: '/admin/reviews', path: '/admin/reviews' });
    await screen.findByText('No reviews match these filters.');
    await user.selectOptions(screen.getByLabelText('Shown or hidden'), 'Hidden');
    await user.click(screen.getByRole('button', { name: 'Show reviews' }));
    await waitFor(() => expect(api.bodiesOf('admin/review/list').at(-1)).toEqual({ page: 1, hidden: 1 }));
  });

  it('shows the filters of the list again after Back', async () => {
    mockApi({ 'admin/review/list': ok({ list: [], total: 0 }) });
    signIn('admin');
    const { user, router } = renderScreen(<ReviewsScreen />, {
      url: '/admin/reviews?search=heavy',
      path: '/admin/reviews',
    });
    const words = await screen.findByLabelText('Words in the review');
    expect(words).toHaveValue('heavy');
    await user.clear(words);
    await user.type(words, 'greasy');
    await user.click(screen.getByRole('button', { name: 'Show reviews' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=greasy'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Words in the review')).toHaveValue('heavy'));
  });
});
