import { adminMessages } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeLine, makeOrder } from '../shared/admin-fixtures.ts';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import OrdersScreen from './orders-screen.tsx';

const renderOrders = (url = '/admin/orders') => {
  signIn('admin');
  return renderScreen(<OrdersScreen />, { url, path: '/admin/orders' });
};

describe('the orders list', () => {
  it('lists orders with their customer, items, amount and payment, each opening its detail', async () => {
    mockApi({
      'admin/order/list': ok({
        list: [
          makeOrder({
            od_id: 12,
            lines: [makeLine(), makeLine({ op_id: 41, op_quantity: 1, op_delivery_status: 'Shipped' })],
          }),
        ],
        total: 1,
      }),
    });
    renderOrders();
    const row = (await screen.findByRole('link', { name: 'Order #12' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('9876543210');
    expect(row).toHaveTextContent('3 items');
    expect(row).toHaveTextContent('Order confirmed, Shipped');
    expect(row).toHaveTextContent('₹1,998');
    expect(row).toHaveTextContent('Cash on delivery');
    expect(row).toHaveTextContent('17 Jan 2025, 15:00');
  });

  it('says "more than 10,000" when the shop counted past its limit, and keeps Next open', async () => {
    mockApi({ 'admin/order/list': ok({ list: [makeOrder()], total: 10_001 }) });
    renderOrders();
    expect(await screen.findByText('More than 10,000 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('sends only the filters that are set, keeps them in the address, and pages through', async () => {
    const api = mockApi({
      'admin/order/list': ok({ list: [makeOrder()], total: 45 }),
    });
    const { user, router } = renderOrders();
    await screen.findByRole('link', { name: 'Order #12' });
    await user.selectOptions(screen.getByLabelText('Item status'), 'Packing');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.type(screen.getByLabelText('Placed from'), '2025-01-01');
    await user.type(screen.getByLabelText('Search orders'), '98765');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/list').at(-1)).toEqual({
        status: 'Packing',
        payment_status: 'paid',
        from: '2025-01-01',
        search: '98765',
        page: 1,
      }),
    );
    expect(router.state.location.search).toBe(
      '?status=Packing&payment_status=paid&from=2025-01-01&search=98765',
    );

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.bodiesOf('admin/order/list').at(-1)).toMatchObject({ page: 2 }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const api = mockApi({ 'admin/order/list': ok({ list: [], total: 0 }) });
    const { user } = renderOrders();
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    // Days are typed as India writes them, dd/mm/yyyy.
    await user.type(screen.getByLabelText('Placed from'), '10/02/2025');
    await user.type(screen.getByLabelText('Placed until'), '01/02/2025');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(screen.getByLabelText('Placed until')).toHaveAccessibleDescription(
      expect.stringContaining(adminMessages.dateRangeInvalid),
    );
    expect(api.bodiesOf('admin/order/list')).toHaveLength(1);
  });

  it('reads the filters of a shared link', async () => {
    const api = mockApi({ 'admin/order/list': ok({ list: [], total: 0 }) });
    renderOrders('/admin/orders?status=Order+confirmed&page=2');
    await screen.findByText('No orders match these filters.');
    expect(api.bodiesOf('admin/order/list')).toEqual([{ status: 'Order confirmed', page: 2 }]);
    expect(screen.getByLabelText('Item status')).toHaveValue('Order confirmed');
  });
});

describe('the CSV of the filtered list', () => {
  it('downloads every order the filters match under the server’s file name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const csvPath = 'admin/order/export?status=Shipped&search=asha';
    const api = mockApi({
      'admin/order/list': ok({ list: [makeOrder()], total: 1 }),
      [csvPath]: () =>
        new Response('od_id,user_name\n12,Asha Rao\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-shipped.csv"',
          },
        }),
    });
    const { user } = renderOrders('/admin/orders?status=Shipped&search=asha&page=2');
    await screen.findByRole('link', { name: 'Order #12' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('orders-shipped.csv');
    expect(clicked[0]!.href).toBe('blob:orders');
    const call = api.spy.mock.calls.find(([input]) => String(input).includes('export'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer token-of-test');
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'admin/order/list': ok({ list: [], total: 0 }),
      'admin/order/export?': refuse(400, 'Use a date written YYYY-MM-DD.'),
    });
    const { user } = renderOrders();
    await screen.findByText('No orders match these filters.');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Use a date written YYYY-MM-DD.')).toBeInTheDocument();
  });
});
