import type { Review } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { ProductReviews } from './product-reviews.tsx';

const review = (r_id: number, overrides: Partial<Review> = {}): Review => ({
  r_id,
  r_rating: 4,
  r_heading: `Review ${r_id}`,
  r_comment: 'Soft skin in a week.',
  r_date: '2024-01-05T10:00:00.000Z',
  u_name: 'Ravi',
  r_verified: 0,
  reviewimages: [],
  ...overrides,
});

function logIn() {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('u_id', '7');
  localStorage.setItem('user_name', 'Asha Rao');
}

/** A file that starts as a PNG does (the picker judges a photo by its first bytes). */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, bytes = 2048) =>
  new File([PNG_SIGNATURE, new Uint8Array(bytes - PNG_SIGNATURE.length)], name, { type: 'image/png' });

// jsdom has no object URLs: the previews get stand-ins, and each is expected to be let go.
let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (file: File) => {
      const url = `blob:test/${file.name}/${created.length}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/**
 * `list/review` as the server answers a page (its star summary summed over `list`, all of it shown).
 * `list` is read on each call, so a test may change it between calls.
 */
const reviewPages =
  (list: () => Review[]) =>
  (body: unknown): Response => {
    const { page, page_size, with_photos } = body as {
      page: number;
      page_size: number;
      with_photos: boolean;
    };
    const all = list();
    const matching = with_photos ? all.filter((r) => r.reviewimages.length > 0) : all;
    const total = all.reduce((sum, r) => sum + r.r_rating, 0);
    return jsonResponse({
      result: true,
      message: 'Success',
      list: matching.slice((page - 1) * page_size, page * page_size),
      total: matching.length,
      summary: {
        count: all.length,
        average: all.length ? Math.round((total * 100) / all.length) / 100 : 0,
        stars: [5, 4, 3, 2, 1].map((stars) => ({
          stars,
          count: all.filter((r) => r.r_rating === stars).length,
        })),
        with_photos: all.filter((r) => r.reviewimages.length > 0).length,
      },
    });
  };

function renderReviews(list: Review[] = [review(1)]) {
  const api = mockApi({ 'list/review': reviewPages(() => list) });
  const view = renderWithProviders(<ProductReviews productId={12} productName="Vitamin C Serum" />, {
    url: '/product-details?p_id=12',
    path: '/product-details',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  return { ...view, api };
}

async function openForm() {
  logIn();
  const view = renderReviews();
  await screen.findByRole('heading', { name: 'Review 1' });
  await view.user.click(screen.getByRole('button', { name: 'WRITE A REVIEW' }));
  const dialog = screen.getByRole('dialog', { name: 'Write a review' });
  return { ...view, dialog };
}

const photoInput = () => screen.getByLabelText('Add photos (optional)');

describe('WRITE A REVIEW', () => {
  it('offers a guest the login page, which comes back to this product', async () => {
    const { user, router } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'WRITE A REVIEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    expect(within(dialog).getByText('Please log in to write a review.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Heading')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'LOGIN' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/product-details?p_id=12');
  });

  it('chooses 1 to 5 stars with the arrow keys, Home and End, reached by one Tab stop', async () => {
    const { user, dialog } = await openForm();
    const group = within(dialog).getByRole('radiogroup', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(stars.filter((star) => star.tabIndex === 0)).toEqual([stars[0]]);
    stars[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const fourStars = within(group).getByRole('radio', { name: '4 stars' });
    expect(fourStars).toHaveAttribute('aria-checked', 'true');
    expect(fourStars).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(within(group).getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(within(group).getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getAllByRole('radio', { checked: true })).toHaveLength(1);
    // The chosen star is the group's one Tab stop.
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((star) => star.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('needs a rating, a heading and a comment, and sends nothing until it has them', async () => {
    const { user, dialog, api } = await openForm();
    await user.type(within(dialog).getByLabelText('Heading'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT REVIEW' }));
    expect(within(dialog).getByText('Please rate the product from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a heading for your review.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write your review.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Heading')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(api.bodiesOf('add/review')).toEqual([]);
  });

  it('keeps at most 4 photos, refuses one over 5 MB or not an image with the server words, and removes a preview', async () => {
    const { dialog } = await openForm();
    // The picker offers image files only; a file dropped in anyway is still judged here.
    const user = userEvent.setup({ applyAccept: false });
    expect(photoInput()).toHaveAttribute('accept', 'image/*');
    expect(photoInput()).toHaveAttribute('multiple');

    const tooBig = png('huge.png', 5 * 1024 * 1024 + 1);
    await user.upload(photoInput(), [
      png('a.png'),
      tooBig,
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.png: Each image must be 5 MB or smaller.',
    );
    await user.upload(photoInput(), [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('notes.txt: Only image files are allowed.'),
    );
    const previews = () =>
      within(within(dialog).getByRole('list', { name: 'Photos to send' })).queryAllByRole('img');
    expect(previews()).toHaveLength(1);

    await user.upload(photoInput(), [png('b.png'), png('c.png'), png('d.png'), png('e.png')]);
    await waitFor(() => expect(previews()).toHaveLength(4));
    expect(previews().map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1: a.png',
      'Photo 2: b.png',
      'Photo 3: c.png',
      'Photo 4: d.png',
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please attach at most 4 images.');
    expect(photoInput()).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2: b.png' }));
    expect(previews().map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1: a.png',
      'Photo 2: c.png',
      'Photo 3: d.png',
    ]);
    expect(revoked).toEqual([created[1]]);
    expect(photoInput()).toBeEnabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove photo 2: c.png' })).toHaveFocus(),
    );
  });

  it('refuses a text file named .jpg by its bytes: no preview, nothing counted as added', async () => {
    const { dialog } = await openForm();
    const user = userEvent.setup();
    const fake = new File(['These are my notes, not a photo.'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(photoInput(), [fake, png('real.png')]);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'photo.jpg: Only image files are allowed.',
    );
    const previews = within(dialog).getByRole('list', { name: 'Photos to send' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1: real.png']);
    expect(within(dialog).getByText(/1 of 4 added\.$/)).toBeInTheDocument();
  });

  it('sends the review with its photos, closes, and shows it first on the reloaded first page', async () => {
    logIn();
    let list = [review(1, { r_rating: 5 }), review(3), review(4)];
    const api = mockApi({
      'list/review': reviewPages(() => list),
      'add/review': () => {
        list = [
          review(2, {
            u_name: 'Asha Rao',
            r_heading: 'Calmer skin',
            r_rating: 5,
            reviewimages: [{ ri_image: 'uploads/reviews/a.webp' }],
          }),
          ...list,
        ];
        return jsonResponse({ result: true, message: 'Review submitted successfully!', r_id: 2 });
      },
    });
    const { user } = renderWithProviders(<ProductReviews productId={12} productName="Vitamin C Serum" />, {
      url: '/product-details?p_id=12',
      path: '/product-details',
    });
    await screen.findByRole('heading', { name: 'Review 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Review 4' });
    await user.click(screen.getByRole('button', { name: 'WRITE A REVIEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Heading'), 'Calmer skin');
    await user.type(within(dialog).getByLabelText('Your review'), 'Redness gone.');
    await user.upload(photoInput(), [png('a.png'), png('b.png')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove photo 2: b.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT REVIEW' }));

    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.bodiesOf('add/review')[0] as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      product_id: '12',
      user_id: '7',
      heading: 'Calmer skin',
      comment: 'Redness gone.',
      rating: '5',
    });
    expect(sent.getAll('images').map((file) => (file as File).name)).toEqual(['a.png']);
    // Back on page 1, where the new review is first; the summary counts it: (5 + 5 + 4 + 4) / 4.
    await screen.findByRole('heading', { name: 'Calmer skin' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Calmer skin',
      'Review 1',
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('4.50')).toBeInTheDocument();
    expect(screen.getByText('Based on 4 reviews')).toBeInTheDocument();
    // The previews were let go with the form.
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it("shows the server's refusal as 'Submission failed: …', and 'Failed to submit review.' without an answer", async () => {
    logIn();
    let answer: () => Response = () =>
      jsonResponse(
        {
          result: false,
          message: 'Only image files are allowed.',
          errors: [{ field: 'images', message: 'Only image files are allowed.' }],
        },
        400,
      );
    mockApi({
      'list/review': reviewPages(() => [review(1)]),
      'add/review': () => answer(),
    });
    const { user } = renderWithProviders(<ProductReviews productId={12} />, {
      url: '/product-details?p_id=12',
      path: '/product-details',
    });
    await user.click(await screen.findByRole('button', { name: 'WRITE A REVIEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Heading'), 'Nice');
    await user.type(within(dialog).getByLabelText('Your review'), 'Light.');
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT REVIEW' }));
    expect(
      await within(dialog).findByText('Submission failed: Only image files are allowed.'),
    ).toBeInTheDocument();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT REVIEW' }));
    expect(await within(dialog).findByText('Failed to submit review.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeInTheDocument();
  });
});

const headings = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('Pages of reviews', () => {
  it('asks the server for one page of 2 at a time and shows its summary of all of them', async () => {
    const { user, api } = renderReviews([1, 2, 3, 4, 5].map((id) => review(id, { r_rating: id })));
    await screen.findByRole('heading', { name: 'Review 1' });
    expect(headings()).toEqual(['Review 1', 'Review 2']);
    expect(screen.getByText('3.00')).toBeInTheDocument();
    expect(screen.getByText('Based on 5 reviews')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Review 5' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.bodiesOf('list/review')).toEqual([
      { p_id: 12, page: 1, page_size: 2, with_photos: false },
      { p_id: 12, page: 3, page_size: 2, with_photos: false },
    ]);
  });

  it('moves back to the last page when reviews were hidden since the pages were counted', async () => {
    let list = [1, 2, 3, 4, 5].map((id) => review(id));
    mockApi({ 'list/review': reviewPages(() => list) });
    const { user } = renderWithProviders(<ProductReviews productId={12} />, {
      url: '/product-details?p_id=12',
      path: '/product-details',
    });
    await screen.findByRole('heading', { name: 'Review 1' });
    list = list.slice(0, 3);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Review 3' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });
});

describe('With photos', () => {
  it('asks the server for the reviews with photos, from their first page', async () => {
    const withPhoto = { reviewimages: [{ ri_image: 'uploads/reviews/a.webp' }] };
    const { user, api } = renderReviews([
      review(1),
      review(2),
      review(3, withPhoto),
      review(4),
      review(5, withPhoto),
    ]);
    await screen.findByRole('heading', { name: 'Review 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Review 3' });
    await user.click(screen.getByRole('checkbox', { name: 'With photos (2)' }));
    await screen.findByRole('heading', { name: 'Review 5' });
    expect(headings()).toEqual(['Review 3', 'Review 5']);
    expect(api.bodiesOf('list/review').at(-1)).toEqual({
      p_id: 12,
      page: 1,
      page_size: 2,
      with_photos: true,
    });
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument();
    // The summary is still of every review.
    expect(screen.getByText('Based on 5 reviews')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'With photos (2)' }));
    await screen.findByRole('heading', { name: 'Review 1' });
    expect(headings()).toEqual(['Review 1', 'Review 2']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when no review has photos', async () => {
    const { user } = renderReviews([review(1)]);
    await user.click(await screen.findByRole('checkbox', { name: 'With photos (0)' }));
    expect(await screen.findByText('No reviews with photos yet.')).toBeInTheDocument();
  });
});
