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
  it('drops what a name or mobile never holds, and keeps the email and password exactly as typed', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha 9');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha ');
    await user.type(screen.getByLabelText('Mobile'), '+91 98-765 4321a0');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+91 98-765 43210');
    await user.type(screen.getByLabelText('E-mail'), 'asha+shop@example.in');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha+shop@example.in');
    await user.type(screen.getByLabelText('Password'), 'Dot.Star*2026');
    expect(screen.getByLabelText('Password')).toHaveValue('Dot.Star*2026');
  });

  it('says under the password why it is refused, sends nothing and leaves the password as typed', async () => {
    const api = mockApi({});
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Dot.Star*2026');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters: letters, digits and @ # $ % ^ & + = !',
    );
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      /^Password can contain only letters, digits and @ # \$ % \^ & \+ = !/,
    );
    expect(password).toHaveValue('Dot.Star*2026');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a password with the punctuation the rule allows exactly as typed', async () => {
    const api = mockApi({
      register: () => jsonResponse({ result: true, message: 'ok', data: { message: 'ok' } }),
      login: () => jsonResponse({ result: false, message: 'Invalid email or password.' }, 401),
    });
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Dot@Star#2026!');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Signed up')).toBeInTheDocument();
    expect(api.bodiesOf('register')).toMatchObject([{ password: 'Dot@Star#2026!' }]);
  });

  it('sends "+91 98765 43210" as 9876543210 and refuses 1234567890 with the spec words', async () => {
    const api = mockApi({
      register: () => jsonResponse({ result: true, message: 'ok', data: { message: 'ok' } }),
      login: () => jsonResponse({ result: false, message: 'Invalid email or password.' }, 401),
    });
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Neem@2024');
    const mobile = screen.getByLabelText('Mobile');
    await user.type(mobile, '1234567890');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Phone must be a valid 10-digit Indian number.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Signed up')).toBeInTheDocument();
    expect(api.bodiesOf('register')).toMatchObject([{ mobile: '9876543210' }]);
  });

  it('puts the server word for a refused password under the password', async () => {
    mockApi({
      register: () =>
        jsonResponse(
          {
            result: false,
            message: 'Password must be at least 8 characters.',
            errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }],
          },
          400,
        ),
    });
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(
      await screen.findByText('Registration failed: Password must be at least 8 characters.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^Password must be at least 8 characters\./,
    );
  });

  it('holds a name to the profile rule, so the account never has a name its profile refuses', async () => {
    const api = mockApi({});
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Al');
    await user.type(screen.getByLabelText('E-mail'), 'al@example.in');
    await user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await user.type(screen.getByLabelText('Mobile'), '5876543210');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Name must contain at least 3 letters only.',
    );
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'Phone must be a valid 10-digit Indian number.',
    );
    expect(api.calls).toHaveLength(0);
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
      login: () => jsonResponse({ result: false, message: 'Invalid email or password.' }, 401),
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

  it('signs the new account in, so the shopper need not log in again', async () => {
    const api = mockApi({
      register: () => jsonResponse({ result: true, message: 'ok', data: { message: 'ok' } }),
      login: () =>
        jsonResponse({
          result: true,
          message: 'Login successful',
          user: {
            name: 'Asha Rao',
            role: 'user',
            user_token: 't0k3n',
            u_id: 41,
            email: 'asha@example.in',
            mobile: '9876543210',
          },
        }),
      'list/cart': () => jsonResponse({ result: true, message: 'ok', list: [] }),
      'list/favourite': () => jsonResponse({ result: true, message: 'ok', data: [] }),
    });
    const { user } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Signed up')).toBeInTheDocument();
    expect(api.bodiesOf('login')).toEqual([
      { email: 'asha@example.in', password: 'Neem@2024', role: 'user' },
    ]);
    expect(localStorage.getItem('user_token')).toBe('t0k3n');
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
