import { ADMIN_LIST_PAGE_SIZE, LIST_COUNT_LIMIT, type AdminCustomer } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeOrder } from '../shared/admin-fixtures.ts';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import CustomerScreen from './customer-screen.tsx';
import CustomersScreen from './customers-screen.tsx';

const asha: AdminCustomer = {
  u_id: 5,
  u_name: 'Asha Rao',
  u_email: 'asha@example.in',
  u_mobile: '9876543210',
  u_role: 'user',
  u_created_at: '2024-11-02T10:00:00.000Z',
  order_count: 3,
  total_spent: 4297,
};

const gita: AdminCustomer = {
  u_id: null,
  u_name: 'Gita Sen',
  u_email: 'gita@example.in',
  u_mobile: '9812345678',
  u_role: 'guest',
  u_created_at: '2025-01-05T10:00:00.000Z',
  order_count: 2,
  total_spent: 7688.3,
};

describe('customers', () => {
  it('lists a guest by the email of their orders, with rupees and paise in two digits, and opens them', async () => {
    mockApi({ 'admin/customer/list': ok({ list: [gita, asha], total: 2 }) });
    signIn('admin');
    renderScreen(<CustomersScreen />, { url: '/admin/customers', path: '/admin/customers' });
    const link = await screen.findByRole('link', { name: 'Gita Sen' });
    const row = link.closest('tr')!;
    expect(link).toHaveAttribute('href', '/admin/customers/gita%40example.in');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Gita Sen Guest');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^₹7,688\.30$/);
  });

  it("shows a guest's orders, asked for by email", async () => {
    const api = mockApi({
      'admin/customer/detail': ok({ data: gita, orders: [makeOrder({ od_id: 40 })] }),
    });
    signIn('admin');
    renderScreen(<CustomerScreen />, {
      url: '/admin/customers/gita%40example.in',
      path: '/admin/customers/:customerId',
    });
    expect(await screen.findByRole('heading', { name: 'Gita Sen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest (no account)' })).toHaveTextContent(
      'Guest, first order 05 Jan 2025 · 2 orders · ₹7,688.30 spent',
    );
    expect(screen.getByRole('link', { name: 'Order #40' })).toBeInTheDocument();
    expect(api.bodiesOf('admin/customer/detail')).toEqual([{ email: 'gita@example.in' }]);
  });

  it('searches by name, email or phone and opens a customer', async () => {
    const api = mockApi({ 'admin/customer/list': ok({ list: [asha], total: 1 }) });
    signIn('admin');
    const { user } = renderScreen(<CustomersScreen />, { url: '/admin/customers', path: '/admin/customers' });
    const row = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('tr')!;
    expect(row).toHaveTextContent('asha@example.in');
    expect(row).toHaveTextContent('02 Nov 2024');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('₹4,297');
    await user.type(screen.getByLabelText('Name, email or phone'), '98765');
    await user.click(screen.getByRole('button', { name: 'Find customers' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/customer/list').at(-1)).toEqual({ page: 1, search: '98765' }),
    );
    expect(within(row).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/admin/customers/5');
  });

  it('says "more than" when the shop has more customers than a list counts, and pages on', async () => {
    const api = mockApi({ 'admin/customer/list': ok({ list: [asha], total: LIST_COUNT_LIMIT + 1 }) });
    signIn('admin');
    const { user } = renderScreen(<CustomersScreen />, { url: '/admin/customers', path: '/admin/customers' });
    const pages = LIST_COUNT_LIMIT / ADMIN_LIST_PAGE_SIZE;
    expect(await screen.findByText(`Page 1 of more than ${pages}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.bodiesOf('admin/customer/list').at(-1)).toMatchObject({ page: 2 }));
  });

  it("shows a customer's account and orders", async () => {
    const api = mockApi({
      'admin/customer/detail': ok({ data: asha, orders: [makeOrder({ od_id: 31 })] }),
    });
    signIn('admin');
    renderScreen(<CustomerScreen />, { url: '/admin/customers/5', path: '/admin/customers/:customerId' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('3 orders · ₹4,297 spent');
    expect(screen.getByRole('link', { name: 'Order #31' })).toHaveAttribute('href', '/admin/orders/31');
    expect(api.bodiesOf('admin/customer/detail')).toEqual([{ customer_id: 5 }]);
  });
});
