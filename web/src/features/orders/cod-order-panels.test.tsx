import { codMessages, indiaDayOf, nextDay } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import OrderLinkPage from './order-link-page.tsx';
import { logIn, makeOrder, makeOrderLine, orderList } from './order-test-fixtures.ts';
import OrdersPage from './orders-page.tsx';

const ACCESS = 'c0d0c0d0e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const renderPage = () =>
  renderWithProviders(<OrderLinkPage />, { url: `/orders/${ACCESS}`, path: '/orders/:access' });
const answer =
  (data: unknown, message = 'Success') =>
  () =>
    jsonResponse({ result: true, message, data });

describe('/orders/<access> of a cash-on-delivery order (decision 0031)', () => {
  it('asks for the confirmation in plain words and confirms with CONFIRM ORDER', async () => {
    const waiting = {
      ...makeOrder([makeOrderLine({ op_delivery_status: 'Awaiting confirmation' })]),
      od_confirm_by: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const confirmed = makeOrder([makeOrderLine({ op_delivery_status: 'Order confirmed' })]);
    const api = mockApi({
      'order/view': answer(waiting),
      'order/confirm': answer(confirmed, codMessages.confirmed),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Please confirm your order')).toBeInTheDocument();
    expect(screen.getByText(/Status: Waiting for your confirmation/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONFIRM ORDER' }));
    await waitFor(() => expect(screen.queryByText('Please confirm your order')).not.toBeInTheDocument());
    expect(api.bodiesOf('order/confirm')).toEqual([{ access: ACCESS }]);
    expect(screen.getByText(/Status: Order confirmed/)).toBeInTheDocument();
  });

  it('shows the server’s refusal when the order can no longer be confirmed', async () => {
    const waiting = makeOrder([makeOrderLine({ op_delivery_status: 'Awaiting confirmation' })]);
    mockApi({
      'order/view': answer(waiting),
      'order/confirm': () => jsonResponse({ result: false, message: codMessages.cannotConfirm }, 409),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'CONFIRM ORDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(codMessages.cannotConfirm);
  });

  it('after a failed delivery, takes a reattempt day, a phone and a landmark, or a cancellation', async () => {
    const failed = {
      ...makeOrder([makeOrderLine({ op_delivery_status: 'Delivery failed' })]),
      od_delivery_attempts: 1,
      od_delivery_failed_reason: 'Customer not available' as const,
    };
    const tomorrow = nextDay(indiaDayOf(new Date()));
    const chosen = {
      ...failed,
      od_delivery_choice: {
        choice: 'reattempt',
        date: tomorrow,
        phone: '9811122233',
        landmark: 'Near the temple',
        at: new Date().toISOString(),
      },
    };
    const api = mockApi({
      'order/view': answer(failed),
      'order/delivery-choice': answer(chosen, codMessages.choiceSaved),
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'What to do with order #12' });
    expect(screen.getByText(/could not deliver order #12 \(customer not available\)/)).toBeInTheDocument();
    expect(screen.getAllByText('Delivery attempt failed').length).toBeGreaterThan(0);
    await user.type(within(form).getByLabelText('Day of the next attempt'), tomorrow);
    await user.type(within(form).getByLabelText('New phone number (optional)'), '9811122233');
    await user.type(within(form).getByLabelText('Landmark (optional)'), 'Near the temple');
    await user.click(within(form).getByRole('button', { name: 'SEND MY CHOICE' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/another attempt on .*phone 9811122233/);
    expect(api.bodiesOf('order/delivery-choice')).toEqual([
      {
        access: ACCESS,
        choice: 'reattempt',
        date: tomorrow,
        phone: '9811122233',
        landmark: 'Near the temple',
      },
    ]);
    await user.click(within(form).getByRole('radio', { name: 'Cancel the order' }));
    expect(within(form).queryByLabelText('Day of the next attempt')).not.toBeInTheDocument();
  });
});

describe('ORDER HISTORY of cash-on-delivery orders (decision 0031)', () => {
  it('reads each state in plain words and leads to the order’s page to confirm or choose', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [
        makeOrderLine({
          op_id: 51,
          od_id: 21,
          od_access: 'w'.repeat(64),
          op_delivery_status: 'Awaiting confirmation',
        }),
        makeOrderLine({
          op_id: 52,
          od_id: 22,
          od_access: 'f'.repeat(64),
          op_delivery_status: 'Delivery failed',
        }),
        makeOrderLine({ op_id: 53, od_id: 23, op_delivery_status: 'Returned to seller' }),
      ]),
    });
    renderWithProviders(<OrdersPage />, { routes: [{ path: '/x', element: null }] });
    expect(await screen.findByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(screen.getByText('Delivery attempt failed')).toBeInTheDocument();
    expect(screen.getByText('Not delivered: returned to us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONFIRM ORDER for order #21' })).toHaveAttribute(
      'href',
      `/orders/${'w'.repeat(64)}`,
    );
    expect(screen.getByRole('link', { name: 'CHOOSE NEXT DELIVERY for order #22' })).toHaveAttribute(
      'href',
      `/orders/${'f'.repeat(64)}`,
    );
  });
});
