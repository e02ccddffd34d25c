import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { key: 'cleansers', label: 'CLEANSERS' },
  { key: 'serums', label: 'SERUMS' },
  { key: 'sunscreens', label: 'SUNSCREENS' },
];

function Categories() {
  const [selected, setSelected] = useState('cleansers');
  return (
    <Tabs label="Categories" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Products of {selected}</p>
    </Tabs>
  );
}

// jsdom lays nothing out and has no scrollIntoView; the spy stands in for the browser's.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('Tabs', () => {
  it('moves selection and focus with the arrow keys, wrapping at the ends, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Categories />);
    await user.click(screen.getByRole('tab', { name: 'CLEANSERS' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SERUMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SERUMS' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'SERUMS' })).toHaveTextContent('Products of serums');
    await user.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CLEANSERS' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'SUNSCREENS' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'CLEANSERS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab stop: only the selected tab is in the tab order', () => {
    render(<Categories />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([0, -1, -1]);
  });

  it('scrolls the chosen tab wholly into the row, without moving the page up or down', async () => {
    const user = userEvent.setup();
    render(<Categories />);
    await user.click(screen.getByRole('tab', { name: 'SERUMS' }));
    await user.keyboard('{ArrowRight}');
    expect(scrollIntoView.mock.contexts).toEqual([
      screen.getByRole('tab', { name: 'SERUMS' }),
      screen.getByRole('tab', { name: 'SUNSCREENS' }),
    ]);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });
});
