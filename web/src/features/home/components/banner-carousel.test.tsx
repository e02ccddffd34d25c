import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

const banner = (b_id: number, b_status: number) => ({
  b_id,
  b_title: `Title ${b_id}`,
  b_heading: `Heading ${b_id}`,
  b_description: 'Glow',
  b_image: `uploads/banners/${b_id}.webp`,
  b_status,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BannerCarousel', () => {
  it('shows only active banners and moves on every 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ result: true, message: 'Success', list: [banner(1, 1), banner(2, 0), banner(3, 1)] }),
    );
    renderWithProviders(<BannerCarousel />);
    const first = await screen.findByRole('button', { name: 'Show banner 1 of 2' });
    expect(screen.getByRole('button', { name: 'Show banner 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByText('Heading 2')).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Heading 1' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('button', { name: 'Show banner 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Heading 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Heading 1' })).not.toBeInTheDocument();
  });
});
