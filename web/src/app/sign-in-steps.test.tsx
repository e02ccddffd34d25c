// The app's login steps: a guest's cart and favourites move to the account at login, through the
// login page as a shopper uses it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../features/auth/login-page.tsx';
import { makeProduct } from '../test/make-product.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render.tsx';
import './sign-in-steps.ts';

const ok =
  (fields: object = {}) =>
  () =>
    jsonResponse({ result: true, message: 'Success', ...fields });

function renderLogin(url = '/login') {
  return renderWithProviders(<LoginPage />, {
    url,
    path: '/login',
    routes: [{ path: '/MainLayout/profile', element: <p>Profile page</p> }],
  });
}

describe('logging in as a guest who kept a cart and favourites', () => {
  const user = {
    name: 'Asha Rao',
    role: 'user',
    user_token: 't0k3n',
    u_id: 7,
    email: 'asha@example.in',
    mobile: '9876543210',
  };

  it('moves the guest cart and favourites before the wanted page', async () => {
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        { productid: '3', quantity: '2' },
        { productid: '9', quantity: '1' },
      ]),
    );
    localStorage.setItem('user_favorites', JSON.stringify(['3']));
    const api = mockApi({
      login: ok({ user }),
      'list/cart': ok({ list: [] }),
      'product/list': (body) =>
        ok({ list: [makeProduct({ p_id: Number((body as { p_id: string }).p_id) })] })(),
      'add/cart': (body) =>
        (body as { productid: number }).productid === 9
          ? jsonResponse({ result: false, message: 'Only 0 left in stock.' }, 409)
          : jsonResponse({ result: true, message: 'Added' }),
      'add/favourite': ok(),
    });
    const view = renderLogin('/login?next=%2FMainLayout%2Fprofile');
    await view.user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
    await view.user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(api.bodiesOf('login')).toEqual([
      { email: 'asha@example.in', password: 'Neem@2024', role: 'user' },
    ]);
    expect(api.bodiesOf('add/cart')).toEqual([
      { userid: '7', productid: 3, quantity: 2, packet_size: '' },
      { userid: '7', productid: 9, quantity: 1, packet_size: '' },
    ]);
    expect(api.bodiesOf('add/favourite')).toEqual([{ user_id: '7', p_id: '3', fav: 1 }]);
    expect(localStorage.getItem('user_token')).toBe('t0k3n');
    expect(localStorage.getItem('u_id')).toBe('7');
    expect(localStorage.getItem('user_phone')).toBe('9876543210');
    expect(localStorage.getItem('guest_cart')).toBeNull();
    expect(localStorage.getItem('user_favorites')).toBeNull();
    expect(screen.getByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Cart Transferred!')).toBeInTheDocument();
  });

  it('keeps the guest cart lines the server could not take, for the next login', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([{ productid: '3', quantity: '2' }]));
    const api = mockApi({
      login: ok({ user }),
      'list/cart': ok({ list: [] }),
      'product/list': ok({ list: [makeProduct({ p_id: 3 })] }),
      'add/cart': () => jsonResponse({ result: false, message: 'Something went wrong.' }, 503),
    });
    const view = renderLogin('/login?next=%2FMainLayout%2Fprofile');
    await view.user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await view.user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(api.bodiesOf('add/cart')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([{ productid: '3', quantity: '2' }]);
    expect(screen.queryByText('Cart Transferred!')).not.toBeInTheDocument();
  });
});
