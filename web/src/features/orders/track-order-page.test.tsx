import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { logIn, makeOrder, makeOrderLine, orderList } from './order-test-fixtures.ts';
import TrackOrderPage from './track-order-page.tsx';

const theirs = [
  makeOrderLine({ op_id: 31, od_id: 12, op_delivery_status: 'Packing' }),
  makeOrderLine({ op_id: 32, od_id: 12, p_productname: 'Hydrating Gel Cleanser' }),
  makeOrderLine({ op_id: 40, od_id: 15, op_delivery_status: 'Delivered' }),
];

const renderTracker = (url = '/MainLayout/trackorder') =>
  renderWithProviders(<TrackOrderPage />, { url, path: '/MainLayout/trackorder' });

describe('TRACK YOUR ORDER', () => {
  it('opens the tracking of every line of one of the shopper’s orders', async () => {
    logIn();
    mockApi({ 'list/order': orderList(() => theirs) });
    const view = renderTracker();
    await view.user.type(screen.getByLabelText('Order ID'), '12');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track order #12' });
    expect(within(dialog).getByRole('heading', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Hydrating Gel Cleanser' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('list')).toHaveLength(2);
  });

  it('says an order that is not theirs cannot be found, and opens nothing', async () => {
    logIn();
    mockApi({ 'list/order': orderList(() => theirs) });
    const view = renderTracker();
    await view.user.type(screen.getByLabelText('Order ID'), '99');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(await screen.findByText('We could not find order #99 among your orders.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a number before looking', async () => {
    logIn();
    const api = mockApi({ 'list/order': orderList(() => theirs) });
    const view = renderTracker();
    await screen.findByRole('button', { name: /#12/ });
    const before = api.calls.length;
    await view.user.type(screen.getByLabelText('Order ID'), 'abc');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(screen.getByLabelText('Order ID')).toHaveAccessibleDescription(
      'Please enter your order ID: the number, like 1024.',
    );
    expect(api.calls).toHaveLength(before);
  });

  it('tracks one of the shopper’s recent orders picked from the list, and one named in the address', async () => {
    logIn();
    mockApi({ 'list/order': orderList(() => theirs) });
    const view = renderTracker('/MainLayout/trackorder?order_id=15');
    expect(screen.getByLabelText('Order ID')).toHaveValue('15');
    await view.user.click(await screen.findByRole('button', { name: /^#12 · 05 Jan 2026/ }));
    expect(await screen.findByRole('dialog', { name: 'Track order #12' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('12');
  });

  it('says the tracking could not be fetched when the orders cannot be read', async () => {
    logIn();
    mockApi({ 'list/order': () => jsonResponse({ result: false, message: 'down' }, 503) });
    const view = renderTracker();
    await view.user.type(screen.getByLabelText('Order ID'), '12');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(
      await screen.findByText('Unable to fetch tracking information. Please try again.'),
    ).toBeInTheDocument();
  });

  it('finds a guest’s order by its number and the email or mobile it was placed with, with a link to its page', async () => {
    const order = makeOrder([
      makeOrderLine({ op_delivery_status: 'Shipped' }),
      makeOrderLine({ op_id: 32, p_productname: 'Hydrating Gel Cleanser', op_price: 499, op_quantity: 1 }),
    ]);
    const api = mockApi({
      'order/lookup': () => jsonResponse({ result: true, message: 'Success', data: order }),
    });
    const view = renderWithProviders(<TrackOrderPage />, { url: '/track-order', path: '/track-order' });
    await view.user.type(screen.getByLabelText('Order ID'), '#12');
    await view.user.type(screen.getByLabelText('Email or mobile number'), ' +91 98765 43210 ');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(api.bodiesOf('order/lookup')).toEqual([{ od_id: 12, contact: '+91 98765 43210' }]);
    expect(screen.getByRole('heading', { name: 'Hydrating Gel Cleanser' })).toBeInTheDocument();
    expect(screen.getByText('Status: Shipped', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open this order’s page' })).toHaveAttribute(
      'href',
      `/orders/${order.od_access}`,
    );
  });

  it('asks a guest for the contact first, and shows the server’s words for an order it cannot find', async () => {
    const api = mockApi({
      'order/lookup': () =>
        jsonResponse({ result: false, message: 'We could not find an order with these details.' }, 404),
    });
    const view = renderWithProviders(<TrackOrderPage />, { url: '/track-order', path: '/track-order' });
    await view.user.type(screen.getByLabelText('Order ID'), '12');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(screen.getByLabelText('Email or mobile number')).toHaveAccessibleDescription(
      'Please enter the email or mobile number you ordered with.',
    );
    expect(api.calls).toHaveLength(0);
    await view.user.type(screen.getByLabelText('Email or mobile number'), 'someone@example.in');
    await view.user.click(screen.getByRole('button', { name: 'TRACK YOUR ORDER' }));
    expect(await screen.findByText('We could not find an order with these details.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order #12' })).not.toBeInTheDocument();
  });
});
