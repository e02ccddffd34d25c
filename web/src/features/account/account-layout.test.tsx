import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goHome } from '../../lib/go-home.ts';
import { logout } from '../../lib/logout.ts';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import AccountLayout from './account-layout.tsx';
import { logInAsAsha, ok } from './account-test-fixtures.ts';
import { openLoginPage } from './open-login-page.ts';

vi.mock('./open-login-page.ts', () => ({ openLoginPage: vi.fn() }));
vi.mock('../../lib/go-home.ts', () => ({ goHome: vi.fn() }));
beforeEach(() => {
  vi.mocked(openLoginPage).mockClear();
  vi.mocked(goHome).mockClear();
});

const renderAt = (url: string) =>
  renderWithProviders(<AccountLayout />, {
    url,
    path: '/MainLayout/*',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'My account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the account area', () => {
  it("sends a guest at the customer's own pages to log in, to come back afterwards", () => {
    renderAt('/MainLayout/profile');
    expect(openLoginPage).toHaveBeenCalledWith('/login?next=%2FMainLayout%2Fprofile');
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();

    vi.mocked(openLoginPage).mockClear();
    renderAt('/MainLayout/addresses?from=cart');
    expect(openLoginPage).toHaveBeenCalledWith('/login?next=%2FMainLayout%2Faddresses%3Ffrom%3Dcart');
  });

  it('lets a guest read the policies and help, with a menu of what a guest can open', () => {
    renderAt('/MainLayout/returns');
    expect(openLoginPage).not.toHaveBeenCalled();
    expect(menuNames()).toEqual([
      'My Home',
      'Contact Us',
      'Return & Refunds',
      'Privacy Policies',
      'Help & Support',
      'Login',
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2FMainLayout%2Freturns',
    );
  });

  it('lets the logout page finish for a visitor whose session is already gone', () => {
    renderAt('/MainLayout/logout');
    expect(openLoginPage).not.toHaveBeenCalled();
  });

  it("goes home on logout from a customer's own page, not to the login page", async () => {
    mockApi({ logout: ok() });
    logInAsAsha();
    renderAt('/MainLayout/orders');
    await act(() => logout());
    expect(goHome).toHaveBeenCalledOnce();
    expect(openLoginPage).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('shows the whole menu to a logged-in customer', () => {
    logInAsAsha();
    renderAt('/MainLayout');
    expect(menuNames()).toEqual([
      'My Home',
      'My Profile',
      'My Orders',
      'Contact Us',
      'Return & Refunds',
      'Privacy Policies',
      'Help & Support',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/MainLayout/orders');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(openLoginPage).not.toHaveBeenCalled();
  });
});
