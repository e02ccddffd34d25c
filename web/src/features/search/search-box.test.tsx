import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { makeProduct } from '../../test/make-product.ts';
import { SearchBox } from './search-box.tsx';

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum', p_slug: 'vitamin-c-serum' });
const cream = makeProduct({ p_id: 9, p_productname: 'Vitamin E Cream', p_slug: 'vitamin-e-cream' });

function answerSearch(list = [serum, cream]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => jsonResponse({ result: true, message: 'Success', list }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchBox', () => {
  it('searches once, only after typing has paused for 300 ms', async () => {
    vi.useFakeTimers();
    const fetch = answerSearch();
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });

    fireEvent.change(input, { target: { value: 'v' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: 'vit' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(fetch).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/prime/product/list');
    expect(JSON.parse(String(init?.body))).toEqual({ search: 'vit' });

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('asks nothing and shows nothing for a single letter, spaces aside', async () => {
    vi.useFakeTimers();
    const fetch = answerSearch();
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });

    fireEvent.change(input, { target: { value: ' v ' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetch).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.change(input, { target: { value: ' vi ' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ search: 'vi' });
  });

  it('moves through results with the arrows and opens the chosen one with Enter', async () => {
    answerSearch();
    const { user, router } = renderWithProviders(<SearchBox />, {
      routes: [{ path: '/products/:slug', element: <p>Product page</p> }],
    });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'vitamin');
    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    // The product's canonical page, the address search engines know.
    expect(router.state.location.pathname).toBe('/products/vitamin-c-serum');
    expect(router.state.location.state).toEqual({ p_id: 7 });
  });

  it('opens the results page with Enter when no result was picked, the text as typed', async () => {
    answerSearch();
    const { user, router } = renderWithProviders(<SearchBox />, {
      routes: [{ path: '/search', element: <p>Results page</p> }],
    });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'vit c');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=vit%20c');
  });

  it('marks coming-soon and sold-out products in the list', async () => {
    answerSearch([
      makeProduct({ p_id: 1, p_productname: 'Launch Serum', p_upcoming: 1 }),
      makeProduct({ p_id: 2, p_productname: 'Gone Cream', p_stocks: 0 }),
      serum,
    ]);
    const { user } = renderWithProviders(<SearchBox />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'serum');
    expect(await screen.findByRole('option', { name: /Launch Serum · Coming soon/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Gone Cream · Sold out/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Vitamin C Serum/ }).textContent).not.toMatch(
      /Sold out|Coming soon/,
    );
  });

  it('closes the results with Escape', async () => {
    answerSearch();
    const { user } = renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'vitamin');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    answerSearch([]);
    const { user } = renderWithProviders(<SearchBox />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzz');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('opens a clicked result', async () => {
    answerSearch();
    const { user, router } = renderWithProviders(<SearchBox />, {
      routes: [{ path: '/products/:slug', element: <p>Product page</p> }],
    });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'cream');
    await user.click(await screen.findByRole('option', { name: /Vitamin E Cream/ }));
    expect(router.state.location.pathname).toBe('/products/vitamin-e-cream');
  });

  it('has a visible label, the magnifier, that puts the cursor in the field', async () => {
    const { user } = renderWithProviders(<SearchBox />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    const label = input.labels![0]!;
    expect(label.querySelector('svg')).not.toBeNull();
    await user.click(label);
    expect(input).toHaveFocus();
  });
});
