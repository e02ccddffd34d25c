import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeLine, makeOrderDetail } from '../shared/admin-fixtures.ts';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import OrderDetailScreen from './order-detail-screen.tsx';

const renderDetail = () => {
  signIn('admin');
  return renderScreen(<OrderDetailScreen />, { url: '/admin/orders/12', path: '/admin/orders/:orderId' });
};

describe('an order in the console', () => {
  it('shows the delivery and cash-on-delivery charges in its totals', async () => {
    mockApi({
      'admin/order/detail': ok({
        data: makeOrderDetail({
          lines: [makeLine({ op_quantity: 1, op_price: 399 })],
          od_amount: 463,
          od_delivery_charge: 49,
          od_cod_charge: 15,
        }),
      }),
    });
    renderDetail();
    const totals = await screen.findByText('Delivery');
    expect(totals.nextElementSibling).toHaveTextContent('₹49');
    expect(screen.getByText('Cash on delivery charge').nextElementSibling).toHaveTextContent('₹15');
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent('₹463');
  });

  it('shows items, address, payment and history, and moves an item to Shipped', async () => {
    let status = 'Packing';
    const api = mockApi({
      'admin/order/detail': () =>
        ok({
          data: makeOrderDetail({
            lines: [
              makeLine({
                op_delivery_status: status as 'Packing',
                op_lots: [{ batch_no: 'VCS3-2502', expiry: '2027-08', quantity: 2 }],
              }),
            ],
            timeline: [
              { at: '2025-01-17T09:30:00.000Z', what: 'Order placed', by: null },
              {
                at: '2025-01-17T10:00:00.000Z',
                what: 'Packing (Vitamin C Serum 30 gm)',
                by: 'meera@prime.in',
              },
            ],
          }),
        })(),
      'update/order-tracking': (body) => {
        status = (body as { status: string }).status;
        return ok({}, 'Order status updated')();
      },
    });
    const { user } = renderDetail();
    const item = await screen.findByRole('listitem', { name: 'Item 1' });
    expect(item).toHaveTextContent('Vitamin C Serum');
    expect(item).toHaveTextContent('30 gm · 2 × ₹999');
    expect(item).toHaveTextContent('Batch VCS3-2502, exp. Aug 2027 (2027-08) × 2');
    expect(item).toHaveTextContent('Status: Packing');
    expect(screen.getByRole('region', { name: 'Customer and address' })).toHaveTextContent('Near the park');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on delivery');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Packing (Vitamin C Serum 30 gm) · by meera@prime.in',
    );

    const move = within(item).getByLabelText('Move item 1 (Vitamin C Serum, 30 gm) to');
    expect(
      within(move)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shipped', 'Out for Delivery', 'Delivered']);
    await user.selectOptions(move, 'Shipped');
    await user.click(within(item).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('item 1 (Vitamin C Serum, 30 gm): Shipped')).toBeInTheDocument();
    expect(api.bodiesOf('update/order-tracking')).toEqual([{ op_id: 40, status: 'Shipped' }]);
    await waitFor(() => expect(item).toHaveTextContent('Status: Shipped'));
    // Once shipped, the order can no longer be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks before a move that skips steps and cannot be undone, naming it', async () => {
    const api = mockApi({
      'admin/order/detail': ok({ data: makeOrderDetail({ lines: [makeLine()] }) }),
      'update/order-tracking': ok({}, 'Order status updated'),
    });
    const { user } = renderDetail();
    const item = await screen.findByRole('listitem', { name: 'Item 1' });
    expect(item).toHaveTextContent('Status: Order confirmed');
    await user.selectOptions(within(item).getByLabelText(/^Move item 1/), 'Delivered');
    await user.click(within(item).getByRole('button', { name: 'Update status' }));

    const ask = screen.getByRole('dialog', { name: 'Move item 1 (Vitamin C Serum, 30 gm) to Delivered?' });
    expect(ask).toHaveTextContent(
      'From Order confirmed to Delivered. It skips Packing, Shipped and Out for Delivery. Items only move forward: this cannot be undone',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesOf('update/order-tracking')).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Update status' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to Delivered' }));
    await waitFor(() =>
      expect(api.bodiesOf('update/order-tracking')).toEqual([{ op_id: 40, status: 'Delivered' }]),
    );
  });

  it('offers no move for an item of an online order still waiting for its payment', async () => {
    mockApi({
      'admin/order/detail': ok({
        data: makeOrderDetail({
          od_payment_method: 'online',
          od_payment_status: 'pending',
          lines: [makeLine({ op_delivery_status: 'Payment pending', od_payment_status: 'pending' })],
        }),
      }),
    });
    renderDetail();
    const item = await screen.findByRole('listitem', { name: 'Item 1' });
    expect(item).toHaveTextContent('Waits for its online payment: it is confirmed once paid.');
    expect(within(item).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('cancels a paid order with a reason, saying it is refunded', async () => {
    const api = mockApi({
      'admin/order/detail': ok({
        data: makeOrderDetail({ od_payment_method: 'online', od_payment_status: 'paid' }),
      }),
      'cancel-order': ok({}, 'Order cancelled'),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #12?' });
    expect(dialog).toHaveTextContent('The payment of ₹1,998 is refunded through the gateway.');
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAccessibleDescription(
      'Sent to the customer in the cancellation mail. Keep remarks for staff in a note.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAccessibleDescription(
      /^Please say why the order is cancelled: the customer reads it\./,
    );
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Out of stock at the warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.bodiesOf('cancel-order')).toEqual([{ od_id: 12, reason: 'Out of stock at the warehouse' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    mockApi({
      'admin/order/detail': ok({ data: makeOrderDetail() }),
      'cancel-order': refuse(409, 'Order can no longer be cancelled.'),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Nothing was paid online');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
