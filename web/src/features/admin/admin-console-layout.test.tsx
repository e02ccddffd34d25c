import type { Dashboard } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import AdminConsoleLayout from './admin-console-layout.tsx';
import { ok, refuse, signIn } from './shared/admin-test-kit.tsx';

const dashboard: Dashboard = {
  today: { day: '2025-01-18', orders: 2, revenue: 1798 },
  days: [
    { day: '2025-01-12', orders: 0, revenue: 0 },
    { day: '2025-01-13', orders: 1, revenue: 649 },
    { day: '2025-01-14', orders: 3, revenue: 3297 },
    { day: '2025-01-15', orders: 0, revenue: 0 },
    { day: '2025-01-16', orders: 1, revenue: 1299 },
    { day: '2025-01-17', orders: 4, revenue: 5120.5 },
    { day: '2025-01-18', orders: 2, revenue: 1798 },
  ],
  waiting_to_ship: 5,
  low_stock_at: 10,
  low_stock: [{ p_id: 7, p_productname: 'Vitamin C Serum', pp_id: 21, pp_packet_size: 30, pp_stocks: 0 }],
};

const menuCounts = ok({ data: { to_ship: 3, returns_to_decide: 1, unread_messages: 0 } });

const renderConsole = (url = '/admin') =>
  renderWithProviders(<AdminConsoleLayout />, {
    url,
    path: '/admin/*',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });

describe('who may open the console', () => {
  it('sends a guest to log in, to come back to the same console page afterwards', async () => {
    const { router } = renderConsole('/admin/orders?status=Packing');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/orders?status=Packing')}`);
  });

  it('shows a customer the not-found page, and asks the API nothing', () => {
    const api = mockApi({});
    signIn('user');
    renderConsole();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads the role again when the API refuses a call (403), and shows what the role now allows', async () => {
    mockApi({
      'admin/coupon/list': refuse(403, 'You do not have permission to do this.'),
      'admin/menu-counts': menuCounts,
      'list/users': ok({ list: [{ u_id: 1, u_name: 'Meera', u_email: 'meera@prime.in', u_role: 'packer' }] }),
    });
    signIn('admin');
    renderConsole('/admin/coupons');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(within(menu).queryByRole('link', { name: 'Coupons' })).not.toBeInTheDocument();
  });

  it('sends an admin whose session ended (401) to log in again', async () => {
    mockApi({
      'admin/dashboard': refuse(401, 'Please log in to continue.'),
      'admin/menu-counts': refuse(401, 'Please log in to continue.'),
    });
    signIn('admin');
    renderConsole();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});

/** What the dashboard asks for: its figures, the menu's counts and the grievances overdue (2). */
const dashboardCalls = {
  'admin/dashboard': ok({ data: dashboard }),
  'admin/menu-counts': menuCounts,
  'admin/grievance/list': ok({ list: [], total: 2 }),
  'admin/rto/summary': ok({
    data: { days: 30, shipped: 0, returned: 0, rate: 0, by_pincode: [], by_payment: [] },
  }),
  'admin/health': ok({
    data: {
      database: 'embedded',
      upkeep: {
        started_at: '2025-01-17T06:30:00.000Z',
        finished_at: '2025-01-17T06:30:01.250Z',
        took_ms: 1250,
        error: null,
      },
      upkeep_every_hours: 6,
    },
  }),
};

describe('the dashboard', () => {
  it("shows today's and the week's figures, a described chart with its table, and low stock", async () => {
    mockApi(dashboardCalls);
    signIn('admin');
    renderConsole();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('₹1,798');
    expect(today).toHaveTextContent('2 orders');
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    expect(week).toHaveTextContent('₹12,163.50');
    expect(week).toHaveTextContent('11 orders');
    expect(screen.getByRole('region', { name: 'Waiting to ship' })).toHaveTextContent('5');
    const overdue = screen.getByRole('region', { name: 'Grievances overdue' });
    await waitFor(() => expect(overdue).toHaveTextContent(/^Grievances overdue2/));

    const chart = screen.getByRole('img', { name: /Revenue per day, last 7 days/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Fri 17 Jan: ₹5,120.50 from 4 orders'));
    const rows = within(screen.getByRole('table', { name: 'Orders and revenue per day' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(8);
    expect(rows[2]).toHaveTextContent(/Mon 13 Jan\s*1\s*₹649/);

    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(lowStock).getByRole('link', { name: 'Vitamin C Serum' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(lowStock).toHaveTextContent('30 gm');
    expect(lowStock).toHaveTextContent('Sold out');

    const health = screen.getByRole('region', { name: 'Health' });
    await waitFor(() =>
      expect(health).toHaveTextContent('Last run 17 Jan 2025, 12:00 (took 1,250 ms); it runs every 6 hours.'),
    );
    expect(health).toHaveTextContent('Embedded database');
  });

  it('folds the menu behind a button that says whether it is open', async () => {
    mockApi(dashboardCalls);
    signIn('admin');
    const { user } = renderConsole();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });

  it('counts beside the menu what waits for staff: orders to ship, returns to decide, unread messages', async () => {
    mockApi(dashboardCalls);
    signIn('admin');
    renderConsole();
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(await within(menu).findByRole('link', { name: 'Orders 3 to ship' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(within(menu).getByRole('link', { name: 'Returns 1 to decide' })).toHaveAttribute(
      'href',
      '/admin/returns',
    );
    // Nothing unread: no count.
    expect(within(menu).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});

describe('each role', () => {
  const menuLinks = () =>
    within(screen.getByRole('navigation', { name: 'Console' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows a packer the orders and nothing of the catalogue, money or the business', async () => {
    mockApi({ 'admin/dashboard': ok({ data: dashboard }), 'admin/menu-counts': menuCounts });
    signIn('packer');
    renderConsole();
    await screen.findByRole('region', { name: 'Today' });
    await screen.findByRole('link', { name: 'Orders 3 to ship' });
    expect(menuLinks()).toEqual(['Dashboard', 'Orders 3 to ship', 'View the shop', 'Log out']);
    // Low stock names the product without a link to a screen the packer may not open.
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(lowStock).queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes catalogue staff to their first screen, and a screen not theirs says so without asking the API', async () => {
    const api = mockApi({});
    signIn('catalogue');
    renderConsole('/admin/orders');
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      'Products',
      'Expiring stock',
      'Batch recall',
      'Categories and concerns',
      'Content',
      'View the shop',
      'Log out',
    ]);
    expect(api.calls.map((call) => call.path)).not.toContain('admin/order/list');
    expect(api.calls.map((call) => call.path)).not.toContain('admin/menu-counts');
  });

  it('shows support the orders, returns and shoppers, and an admin the staff screen too', async () => {
    mockApi(dashboardCalls);
    signIn('support');
    const { unmount } = renderConsole();
    await screen.findByRole('link', { name: 'Returns 1 to decide' });
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Orders 3 to ship',
      'Returns 1 to decide',
      'Grievances',
      'Reviews',
      'Customers',
      'Messages',
      'View the shop',
      'Log out',
    ]);
    unmount();
    signIn('admin');
    renderConsole();
    expect(await screen.findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
  });
});
