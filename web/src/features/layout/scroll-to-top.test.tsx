import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

let scrolledTo: { id: string; behavior: ScrollBehavior | undefined }[] = [];

beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledTo.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  };
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.useRealTimers();
});

/** A home page whose brand story appears only once its data has "arrived". */
function Home({ delayMs }: { delayMs: number }) {
  const [loaded, setLoaded] = useState(delayMs === 0);
  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setLoaded(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [loaded, delayMs]);
  return loaded ? <section id="about">PRIME LIFE</section> : <p>Loading…</p>;
}

function renderShop(url: string, delayMs = 0) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Link to="/#about">About</Link>
            <Link to="/product-details?p_id=7">A product</Link>
            <ScrollToTop />
          </>
        ),
        children: [
          { path: '/', element: <Home delayMs={delayMs} /> },
          { path: '/product-details', element: <h1>Vitamin C Serum</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('where a page opens', () => {
  it('opens the footer About at the brand story from another page, once the story has rendered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderShop('/product-details?p_id=7', 800);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrolledTo).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(scrolledTo[0]).toEqual({ id: 'about', behavior: 'auto' });
    expect(screen.getByText('PRIME LIFE')).toHaveFocus();
  });

  it('glides to the target on the same page, or jumps when the shopper prefers less motion', async () => {
    const user = userEvent.setup();
    renderShop('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrolledTo).toEqual([{ id: 'about', behavior: 'smooth' }]);

    scrolledTo = [];
    window.matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') })) as never;
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrolledTo).toEqual([{ id: 'about', behavior: 'auto' }]);
    delete (window as Partial<Window>).matchMedia;
  });

  it('finds the target of a page loaded at its hash', async () => {
    renderShop('/#about');
    expect(await screen.findByText('PRIME LIFE')).toBeInTheDocument();
    expect(scrolledTo[0]).toEqual({ id: 'about', behavior: 'auto' });
  });

  it('opens any other page at its top', async () => {
    const user = userEvent.setup();
    renderShop('/');
    await user.click(screen.getByRole('link', { name: 'A product' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrolledTo).toEqual([]);
  });
});
