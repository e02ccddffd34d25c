import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_TITLE, usePageTitle } from './use-page-title.ts';

function Page({ name }: { name: string | null | undefined }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  it("names the tab after the page and gives back the shop's title on leaving it", () => {
    // A page rendered by the server arrives with its own title already in the tab.
    document.title = 'Serums — PRIME';
    const { rerender, unmount } = render(<Page name="Serums" />);
    expect(document.title).toBe('Serums — PRIME');
    rerender(<Page name="Vitamin C 15% Brightening Serum" />);
    expect(document.title).toBe('Vitamin C 15% Brightening Serum — PRIME');
    unmount();
    expect(document.title).toBe('PRIME — Science for your skin');
  });

  it('keeps the title while the name loads', () => {
    document.title = SHOP_TITLE;
    render(<Page name={undefined} />);
    expect(document.title).toBe(SHOP_TITLE);
  });

  it("is the title index.html gives the shop's untitled pages", () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<title>${SHOP_TITLE}</title>`);
  });
});
