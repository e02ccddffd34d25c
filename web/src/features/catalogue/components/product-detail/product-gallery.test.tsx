import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/make-product.ts';
import { ProductGallery } from './product-gallery.tsx';

const shot = (n: number) => `uploads/products/serum-${n}.webp`;

/** A product with `count` images, the first of them also its main image. */
const withImages = (count: number) =>
  makeProduct({
    p_image: shot(1),
    productimage: Array.from({ length: count }, (_, i) => ({ pi_id: i + 1, pi_image: shot(i + 1) })),
  });

/** The image an <img> shows, as the product names it: its copies are `/img/<width>/<path>.<format>`. */
const shown = (img: Element) => img.getAttribute('src')!.replace(/^\/img\/\d+\/(.+)\.(?:webp|avif)$/, '/$1');

const thumbnailSources = () =>
  within(screen.getByRole('list', { name: 'Product images' }))
    .getAllByRole('button')
    .map((button) => shown(button.querySelector('img')!));

describe('product gallery', () => {
  it('shows the main image plus up to 4 thumbnails: five images of six', () => {
    render(<ProductGallery product={withImages(6)} />);
    expect(shown(screen.getByRole('img', { name: 'Vitamin C Brightening Serum' }))).toBe(`/${shot(1)}`);
    expect(thumbnailSources()).toEqual([2, 3, 4, 5].map((n) => `/${shot(n)}`));
    expect(screen.getByRole('button', { name: 'Show image 5 of 5' })).toBeInTheDocument();
  });

  it('swaps a chosen thumbnail into the main frame and keeps the others in order', async () => {
    const user = userEvent.setup();
    render(<ProductGallery product={withImages(5)} />);
    const main = screen.getByRole('img', { name: 'Vitamin C Brightening Serum' });
    const third = screen.getByRole('button', { name: 'Show image 3 of 5' });
    await user.click(third);
    expect(shown(main)).toBe(`/${shot(3)}`);
    expect(thumbnailSources()).toEqual([1, 2, 4, 5].map((n) => `/${shot(n)}`));
    // The keyboard stays where it was: the same place in the row, now offering another image.
    expect(document.activeElement).toBe(third);
    expect(third).toHaveAccessibleName('Show image 2 of 5');

    await user.click(screen.getByRole('button', { name: 'Show image 1 of 5' }));
    expect(shown(main)).toBe(`/${shot(1)}`);
  });

  it('has no thumbnail row for a product with one image', () => {
    render(<ProductGallery product={withImages(1)} />);
    expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  });
});
