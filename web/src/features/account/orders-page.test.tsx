import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

describe('ORDER HISTORY', () => {
  it('says there are no orders, invents none, and leads back to the shop', () => {
    const api = mockApi({});
    renderWithProviders(<OrdersPage />);
    expect(screen.getByRole('heading', { name: 'ORDER HISTORY' })).toBeInTheDocument();
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);
  });
});
