import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeLine, makeOrder } from '../shared/admin-fixtures.ts';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import OrdersScreen from './orders-screen.tsx';

const orders = [
  makeOrder({ od_id: 104, lines: [makeLine({ od_id: 104, op_id: 1, op_delivery_status: 'Packing' })] }),
  makeOrder({
    od_id: 105,
    od_payment_method: 'online',
    od_payment_status: 'pending',
    lines: [makeLine({ od_id: 105, op_id: 2, op_delivery_status: 'Payment pending' })],
  }),
  makeOrder({
    od_id: 106,
    lines: [makeLine({ od_id: 106, op_id: 3, op_delivery_status: 'Order confirmed' })],
  }),
];

const renderOrders = () => {
  signIn('admin');
  return renderScreen(<OrdersScreen />, { url: '/admin/orders', path: '/admin/orders' });
};

describe('bulk actions on the ticked orders', () => {
  it('moves the ticked orders and lists how each went, in the server’s words', async () => {
    const api = mockApi({
      'admin/order/list': ok({ list: orders, total: 3 }),
      'admin/order/bulk-status': ok({
        list: [
          { od_id: 104, result: true, message: 'Order status updated' },
          { od_id: 105, result: false, message: 'This order is waiting for payment.' },
        ],
      }),
    });
    const { user } = renderOrders();
    const move = await screen.findByRole('button', { name: 'Move 0 orders' });
    expect(move).toBeDisabled();
    await user.click(screen.getByLabelText('Select order #104'));
    await user.click(screen.getByLabelText('Select order #105'));
    await user.selectOptions(screen.getByLabelText('Move selected orders to'), 'Shipped');
    // Packing to Shipped skips nothing, but a bulk move records no courier or AWB: it says so first.
    await user.click(screen.getByRole('button', { name: 'Move 2 orders' }));
    const ask = screen.getByRole('dialog', { name: 'Move 2 orders to Shipped?' });
    expect(ask).toHaveTextContent('The shipped mails will have no courier or AWB number');
    await user.click(within(ask).getByRole('button', { name: 'Move to Shipped' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/bulk-status')).toEqual([{ od_ids: [104, 105], status: 'Shipped' }]),
    );
    const results = await screen.findByRole('region', { name: 'Moving to Shipped' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#104 moved', '#105: This order is waiting for payment.']);
    expect(screen.getByText('1 of 2 orders moved')).toBeInTheDocument();
    // The order that moved leaves the selection; the one refused stays ticked.
    expect(screen.getByLabelText('Select order #104')).not.toBeChecked();
    expect(screen.getByLabelText('Select order #105')).toBeChecked();
  });

  it('asks before a move that skips steps, naming the orders it concerns', async () => {
    const api = mockApi({
      'admin/order/list': ok({ list: orders, total: 3 }),
      'admin/order/bulk-status': ok({
        list: [
          { od_id: 104, result: true, message: 'Order status updated' },
          { od_id: 105, result: true, message: 'Order status updated' },
          { od_id: 106, result: true, message: 'Order status updated' },
        ],
      }),
    });
    const { user } = renderOrders();
    await user.click(await screen.findByLabelText('Select every order on this page'));
    await user.selectOptions(screen.getByLabelText('Move selected orders to'), 'Shipped');
    await user.click(screen.getByRole('button', { name: 'Move 3 orders' }));
    const ask = screen.getByRole('dialog', { name: 'Move 3 orders to Shipped?' });
    expect(ask).toHaveTextContent('#106 skips steps or ends its journey there.');
    expect(api.bodiesOf('admin/order/bulk-status')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Move to Shipped' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/bulk-status')).toEqual([
        { od_ids: [104, 105, 106], status: 'Shipped' },
      ]),
    );
  });

  it('downloads one PDF of the packing slips of the ticked orders', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:slips');
    URL.revokeObjectURL = vi.fn();
    mockApi({
      'admin/order/list': ok({ list: orders, total: 3 }),
      'admin/order/packing-slips?od_ids=104,106': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="packing-slips.pdf"',
          },
        }),
    });
    const { user } = renderOrders();
    expect(await screen.findByRole('button', { name: 'Packing slips (PDF)' })).toBeDisabled();
    await user.click(screen.getByLabelText('Select order #104'));
    await user.click(screen.getByLabelText('Select order #106'));
    await user.click(screen.getByRole('button', { name: 'Packing slips (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('packing-slips.pdf');
  });
});
