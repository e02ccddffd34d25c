import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import LoginPage from '../auth/login-page.tsx';
import AccountLayout from './account-layout.tsx';
import { logInAsAsha } from './account-test-fixtures.ts';

function renderAccount(url: string) {
  return renderWithProviders(<AccountLayout />, {
    url,
    path: '/MainLayout/*',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
  }).router;
}

describe('the account area is private', () => {
  it('sends a guest to log in and brings them back to the page they wanted', async () => {
    const api = mockApi({
      login: () =>
        jsonResponse({
          result: true,
          message: 'ok',
          user: {
            name: 'Asha Rao',
            role: 'user',
            user_token: 't',
            u_id: 7,
            email: 'asha@example.in',
            mobile: '',
          },
        }),
    });
    const { router, user } = renderWithProviders(<AccountLayout />, {
      url: '/MainLayout/contact',
      path: '/MainLayout/*',
      routes: [{ path: '/login', element: <LoginPage /> }],
    });

    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2FMainLayout%2Fcontact');

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/MainLayout/contact');
    expect(api.bodiesOf('login')).toHaveLength(1);
  });

  it('does not bring a guest back to the logout page', async () => {
    const router = renderAccount('/MainLayout/logout');
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('shows the account menu to a logged-in customer', () => {
    logInAsAsha();
    renderAccount('/MainLayout');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'My Home',
      'My Profile',
      'My Orders',
      'Contact Us',
      'Return & Refunds',
      'Privacy Policies',
      'Help & Support',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/MainLayout/orders',
    );
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  });
});
