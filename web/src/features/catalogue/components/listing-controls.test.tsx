// Sort and filters of a listing: a price range that cannot match is said, with a way out; the phone's
// sheet holds the sort and the concern too.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ListingControls } from './listing-controls.tsx';

const concerns = [
  { cc_id: 1, cc_name: 'Acne', cc_image: '' },
  { cc_id: 2, cc_name: 'Sun Protection', cc_image: '' },
];

describe('ListingControls', () => {
  it('refuses a min price above the max price with words, not an empty list', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListingControls filters={{}} onChange={onChange} defaultSort="Popularity" />,
    );
    const [min] = screen.getAllByLabelText('Min price (₹)');
    const [max] = screen.getAllByLabelText('Max price (₹)');
    await user.type(min!, '900');
    await user.type(max!, '100');
    await user.click(screen.getAllByRole('button', { name: 'APPLY' })[0]!);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The min price is above the max price');
    expect(min).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so, with Clear filters, when the address holds such a range', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListingControls
        filters={{ sort: 'price_low', min_price: 900, max_price: 100 }}
        onChange={onChange}
        defaultSort="Popularity"
      />,
    );
    const note = screen.getByRole('alert');
    await user.click(within(note).getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'price_low' });
  });

  it('offers the sort and the skin concern in the phone’s sheet', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListingControls filters={{}} onChange={onChange} defaultSort="Popularity" concerns={concerns} />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Sort and filters' });
    await user.selectOptions(within(sheet).getByLabelText('Sort by'), 'price_low');
    await user.selectOptions(within(sheet).getByLabelText('Skin concern'), 'Sun Protection');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(sheet).getByRole('button', { name: 'APPLY' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'price_low', concern_id: 2 });
  });
});
