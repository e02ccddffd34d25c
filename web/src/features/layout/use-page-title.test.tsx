import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

// The title index.html gives the tab, in place before the hook's module is read.
vi.hoisted(() => {
  document.title = 'PRIME — Science for your skin';
});

function Page({ name }: { name: string | null | undefined }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  it("names the tab after the page and gives back the shop's title on leaving it", () => {
    const { rerender, unmount } = render(<Page name={undefined} />);
    expect(document.title).toBe('PRIME — Science for your skin');
    rerender(<Page name="Serums" />);
    expect(document.title).toBe('Serums — PRIME');
    rerender(<Page name="Vitamin C 15% Brightening Serum" />);
    expect(document.title).toBe('Vitamin C 15% Brightening Serum — PRIME');
    unmount();
    expect(document.title).toBe('PRIME — Science for your skin');
  });
});
