import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import RegisterPage from './register-page.tsx';

function renderRegister(url = '/register') {
  return renderWithProviders(<RegisterPage />, {
    url,
    path: '/register',
    routes: [{ path: '/sign-up-success', element: <p>Signed up</p> }],
  });
}

async function fill(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), 'Neem@2024');
  await user.type(screen.getByLabelText('Mobile'), '9876543210');
}

describe('registration', () => {
  it('drops characters each field does not accept while typing', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha 9');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha ');
    await user.type(screen.getByLabelText('E-mail'), 'a sha!@ex*ample.in');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Ne em@2024?');
    expect(screen.getByLabelText('Password')).toHaveValue('Neem@2024');
    await user.type(screen.getByLabelText('Mobile'), '98-765 432109876');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
  });

  it('keeps the page wanted after login on the way back to Login', () => {
    renderRegister('/register?next=%2FMainLayout%2Fcontact');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2FMainLayout%2Fcontact',
    );
  });

  it('shows what is missing under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Please enter your mobile number.');
    expect(api.calls).toHaveLength(0);
  });

  it('creates the account and moves on to the success page', async () => {
    const api = mockApi({
      register: () => jsonResponse({ result: true, message: 'ok', data: { message: 'ok' } }),
    });
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Signed up')).toBeInTheDocument();
    expect(api.bodiesOf('register')).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        password: 'Neem@2024',
        mobile: '9876543210',
        register_method: 'userRegister',
      },
    ]);
  });

  it('says why the server refused', async () => {
    mockApi({
      register: () => jsonResponse({ result: false, message: 'Email is already registered.' }, 409),
    });
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed: Email is already registered.',
    );
  });

  it('has its own words when the server cannot be reached', async () => {
    mockApi({ register: () => Promise.reject(new TypeError('offline')) });
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please check your input and try again.',
    );
  });
});
