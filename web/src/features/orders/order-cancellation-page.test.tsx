import type { OrderLine } from '@prime/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import OrderCancellationPage from './order-cancellation-page.tsx';
import { logIn, makeOrderLine, orderList } from './order-test-fixtures.ts';

const renderForm = () => renderWithProviders(<OrderCancellationPage />);

async function fillAndSend(view: ReturnType<typeof renderForm>, orderId: string, reason = 'Ordered twice') {
  await view.user.type(screen.getByLabelText('Order ID'), orderId);
  if (reason) await view.user.type(screen.getByLabelText('Reason'), reason);
  await view.user.click(screen.getByRole('button', { name: 'CANCEL YOUR ORDER' }));
}

describe('CANCEL YOUR ORDER', () => {
  it('asks before cancelling a paid order, then cancels it with the reason and contact number and says it is refunded', async () => {
    logIn();
    let lines: OrderLine[] = [makeOrderLine({ od_payment_method: 'online', od_payment_status: 'paid' })];
    const api = mockApi({
      'list/order': orderList(() => lines),
      'cancel-order': () => {
        lines = lines.map((line) => ({
          ...line,
          op_delivery_status: 'Cancelled',
          od_payment_status: 'refunded',
        }));
        return jsonResponse({ result: true, message: 'Order cancelled' });
      },
    });
    const view = renderForm();
    expect(screen.getByLabelText('Contact Number')).toHaveValue('9876543210');
    await fillAndSend(view, '12');
    const ask = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    expect(ask).toHaveTextContent('This order is paid.');
    expect(api.bodiesOf('cancel-order')).toEqual([]);
    await view.user.click(within(ask).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('cancel-order')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'CANCEL YOUR ORDER' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    await view.user.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/^Order cancelled\./)).toHaveTextContent(
      'Order cancelled. Order #12 will not be delivered. The amount goes back to the payment method you used.',
    );
    expect(api.bodiesOf('cancel-order')).toEqual([
      { od_id: 12, reason: 'Ordered twice\nContact number: 9876543210' },
    ]);
  });

  it('shows the server’s words when the order has shipped', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [makeOrderLine({ op_delivery_status: 'Shipped' })]),
      'cancel-order': () =>
        jsonResponse({ result: false, message: 'Order can no longer be cancelled.' }, 409),
    });
    const view = renderForm();
    await fillAndSend(view, '12');
    expect(await screen.findByText('Order can no longer be cancelled.')).toBeInTheDocument();
  });

  it('cancels nothing for an order that is not theirs, or one already cancelled', async () => {
    logIn();
    const api = mockApi({
      'list/order': orderList(() => [makeOrderLine({ od_id: 14, op_delivery_status: 'Cancelled' })]),
    });
    const view = renderForm();
    await fillAndSend(view, '99');
    expect(await screen.findByText('We could not find order #99 among your orders.')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Order ID'));
    await fillAndSend(view, '14', '');
    expect(await screen.findByText('This order is already cancelled.')).toBeInTheDocument();
    expect(api.bodiesOf('cancel-order')).toEqual([]);
  });

  it('wants an order ID, a 10-digit contact number and a reason', async () => {
    logIn();
    localStorage.removeItem('user_phone');
    const api = mockApi({ 'list/order': orderList(() => []) });
    const view = renderForm();
    await view.user.type(screen.getByLabelText('Contact Number'), '1234567890');
    await view.user.click(screen.getByRole('button', { name: 'CANCEL YOUR ORDER' }));
    expect(screen.getByLabelText('Order ID')).toHaveAccessibleDescription(
      'Please enter your order ID: the number, like 1024.',
    );
    expect(screen.getByLabelText('Contact Number')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number.',
    );
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please tell us why you are cancelling.',
    );
    expect(api.bodiesOf('cancel-order')).toEqual([]);
  });

  it('lists only the orders that can still be cancelled, and a pick fills the order ID', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [
        makeOrderLine({ od_id: 20, op_id: 1 }),
        makeOrderLine({ od_id: 18, op_id: 2, op_delivery_status: 'Shipped' }),
        makeOrderLine({ od_id: 17, op_id: 3, op_delivery_status: 'Cancelled' }),
      ]),
    });
    const view = renderForm();
    const pick = await screen.findByRole('button', { name: /^#20/ });
    expect(screen.queryByRole('button', { name: /^#18/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^#17/ })).not.toBeInTheDocument();
    await view.user.click(pick);
    expect(screen.getByLabelText('Order ID')).toHaveValue('20');
  });
});
