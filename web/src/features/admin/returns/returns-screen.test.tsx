import type { AdminReturn } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import ReturnsScreen from './returns-screen.tsx';

const request = (overrides: Partial<AdminReturn> = {}): AdminReturn => ({
  rq_id: 5,
  od_id: 104,
  op_ids: [40, 41],
  lines: [
    { op_id: 40, quantity: 1 },
    { op_id: 41, quantity: 2 },
  ],
  items: [
    { op_id: 40, name: 'Vitamin C Serum', pack_size: 30, quantity: 1 },
    { op_id: 41, name: 'Night Cream', pack_size: 50, quantity: 2 },
  ],
  refund_due: 1297,
  refund_to: null,
  reason: 'Too oily for my skin',
  status: 'requested',
  created_at: '2025-01-20T04:30:00.000Z',
  decided_at: null,
  note: null,
  refund_reference: null,
  user_name: 'Asha Rao',
  user_email: 'asha@example.in',
  refund_amount: null,
  received_at: null,
  restocked: null,
  od_payment_method: 'online',
  ...overrides,
});

const renderReturns = (url = '/admin/returns') => {
  signIn('admin');
  return renderScreen(<ReturnsScreen />, { url, path: '/admin/returns' });
};

describe('the returns screen', () => {
  it('lists returns with their order, and filters them by state in the address', async () => {
    const api = mockApi({
      'admin/return/list': ok({ list: [request(), request({ rq_id: 6, status: 'approved' })], total: 2 }),
    });
    const { user, router } = renderReturns();
    const row = await screen.findByRole('row', { name: 'Return #5' });
    expect(within(row).getByRole('link', { name: 'Order #104' })).toHaveAttribute(
      'href',
      '/admin/orders/104',
    );
    expect(row).toHaveTextContent('Asha Rao');
    // Each item by its product, pack size and the quantity returned.
    expect(row).toHaveTextContent('1 × Vitamin C Serum (30 gm), 2 × Night Cream (50 gm)');
    expect(row).toHaveTextContent('Reason: Too oily for my skin');
    expect(row).toHaveTextContent('To decide');
    expect(within(row).getByRole('button', { name: 'Approve return #5' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Return #6' })).getByRole('button', {
        name: 'Receive return #6',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Returns to show'), 'requested');
    await user.click(screen.getByRole('button', { name: 'Show returns' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/return/list').at(-1)).toEqual({ status: 'requested', page: 1 }),
    );
    expect(router.state.location.search).toBe('?status=requested');
  });

  it('shows where a cash-on-delivery refund goes, masked', async () => {
    mockApi({
      'admin/return/list': ok({
        list: [request({ od_payment_method: 'cod', refund_to: 'a***@okbank' })],
        total: 1,
      }),
    });
    renderReturns();
    const row = await screen.findByRole('row', { name: 'Return #5' });
    expect(row).toHaveTextContent('Refund to: a***@okbank');
  });

  it('approves a return with an optional note', async () => {
    const api = mockApi({
      'admin/return/list': ok({ list: [request()], total: 1 }),
      'admin/return/decide': ok({}, 'Return decided'),
    });
    const { user } = renderReturns();
    await user.click(await screen.findByRole('button', { name: 'Approve return #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve return #5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/return/decide')).toEqual([{ rq_id: 5, approve: 1, note: '' }]),
    );
    expect(await screen.findByText('Return decided')).toBeInTheDocument();
  });

  it('receives an online order’s return with restock, refunded through the gateway', async () => {
    const api = mockApi({
      'admin/return/list': ok({ list: [request({ status: 'approved' })], total: 1 }),
      'admin/return/receive': ok({}, 'Return received and refunded'),
    });
    const { user } = renderReturns('/admin/returns?status=approved');
    await user.click(await screen.findByRole('button', { name: 'Receive return #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Receive return #5?' });
    expect(dialog).toHaveTextContent('The refund goes back through the payment gateway.');
    // The amount it refunds, before the button that cannot be undone.
    expect(dialog).toHaveTextContent('₹1,297 is refunded');
    expect(within(dialog).queryByLabelText('Payout reference (UPI or bank)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark received and refund' }));
    await waitFor(() => expect(api.bodiesOf('admin/return/receive')).toEqual([{ rq_id: 5, restock: 1 }]));
    expect(api.bodiesOf('admin/return/list')[0]).toEqual({ status: 'approved', page: 1 });
  });
});
