import { FALLBACK_IMAGE, STORAGE_KEYS } from '@prime/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('shows price, struck MRP, percent off, pack size and reviews', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />);
    expect(screen.getByRole('link', { name: 'Vitamin C Brightening Serum' })).toHaveAttribute(
      'href',
      '/products/vitamin-c-brightening-serum',
    );
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('₹1,299').closest('s')).toHaveTextContent('MRP ₹1,299');
    expect(screen.getByText('23% OFF')).toBeInTheDocument();
    expect(screen.getByText('30 gm')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('shows the rating with 2 decimals, as the review summary does', () => {
    renderWithProviders(<ProductCard product={makeProduct({ p_rating: 4.33, reviewcount: 1 })} />);
    expect(screen.getByText('(1 review)').parentElement).toHaveTextContent('Rated 4.33 out of 5,');
  });

  it('says "No reviews yet" for a product without reviews, never a rating of 0.00', () => {
    renderWithProviders(<ProductCard product={makeProduct({ p_rating: 0, reviewcount: 0 })} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/0\.00/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0 reviews/)).not.toBeInTheDocument();
  });

  it('shows no percent off when there is no discount', () => {
    const product = makeProduct();
    product.product_price[0] = { ...product.product_price[0]!, pp_discount_prize: 1299, pp_discount: 0 };
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText(/MRP/)).not.toBeInTheDocument();
  });

  it('offers NOTIFY ME instead of ADD TO CART when nothing is left', () => {
    renderWithProviders(<ProductCard product={makeProduct({ p_stocks: 0 })} />);
    expect(screen.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument();
  });

  it('marks an upcoming product Coming soon and offers NOTIFY ME, even with stock in', () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct({ p_upcoming: 1 })} />);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={makeProduct()} />);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('adds a guest line to browser storage and then reads GO TO CART', async () => {
    const { user } = renderWithProviders(<ProductCard product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'GO TO CART' })).toBeEnabled();
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? '[]');
    expect(cart).toEqual([
      expect.objectContaining({ productid: '7', quantity: '1', addedAt: expect.any(String) }),
    ]);
    expect(screen.getByText('Added to Cart!')).toBeInTheDocument();
  });

  it('with its first pack sold out, shows and adds the first pack size in stock', async () => {
    const product = makeProduct();
    product.product_price[0]!.pp_stocks = 0;
    const { user } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByText('50 gm')).toBeInTheDocument();
    expect(screen.queryByText('₹999')).not.toBeInTheDocument();
    expect(screen.queryByText('30 gm')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('button', { name: 'GO TO CART' });
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? '[]');
    expect(cart).toEqual([expect.objectContaining({ productid: '7', packet_size: '50' })]);
  });

  it('falls back to the gallery image, then to the default image', () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct({ p_image: '' })} />);
    expect(screen.getByAltText('Vitamin C Brightening Serum')).toHaveAttribute(
      'src',
      '/img/800/uploads/products/vitamin-c-2.webp.webp',
    );
    unmount();
    renderWithProviders(<ProductCard product={makeProduct({ p_image: '', productimage: [] })} />);
    expect(screen.getByAltText('Vitamin C Brightening Serum')).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it('keeps a guest favourite in browser storage, with the login tooltip', async () => {
    const { user } = renderWithProviders(<ProductCard product={makeProduct()} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('title', 'Please log in to manage favorites');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.favourites) ?? '[]')).toEqual(['7']);
  });
});
