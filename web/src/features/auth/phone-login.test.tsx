// "Login with mobile": the mobile, the 6-digit code a phone fills from the SMS, a name only for a new
// mobile, and the login's steps run as at an email login.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import LoginPage from './login-page.tsx';
import { setSignInSteps } from './start-session.ts';

const ok =
  (fields: object = {}) =>
  () =>
    jsonResponse({ result: true, message: 'Success', ...fields });

const user = {
  name: 'Ravi Kumar',
  role: 'user',
  user_token: 't0k3n',
  u_id: 8,
  email: '',
  mobile: '9876543210',
};

function renderLogin(url = '/login') {
  return renderWithProviders(<LoginPage />, {
    url,
    path: '/login',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/MainLayout/profile', element: <p>Profile page</p> },
    ],
  });
}

afterEach(() => setSignInSteps([]));

describe('Login with mobile', () => {
  it('sends a code to the mobile and logs in with it, running the login steps', async () => {
    const step = vi.fn(async () => undefined);
    setSignInSteps([step]);
    const api = mockApi({ 'otp/send': ok(), 'otp/login': ok({ user }) });
    const view = renderLogin('/login?next=%2FMainLayout%2Fprofile');
    await view.user.click(screen.getByRole('button', { name: 'Login with mobile' }));
    await view.user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    await view.user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(api.bodiesOf('otp/send')).toEqual([{ mobile: '9876543210' }]);

    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await view.user.type(code, '12a3456');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(api.bodiesOf('otp/login')).toEqual([{ mobile: '9876543210', code: '123456' }]);
    expect(step).toHaveBeenCalledWith(String(user.u_id));
    expect(localStorage.getItem('user_token')).toBe('t0k3n');
  });

  it('asks a new mobile for a name and sends the same code again with it', async () => {
    const nameless = {
      result: false,
      message: 'Please enter your name.',
      errors: [{ field: 'name', message: 'Please enter your name.' }],
    };
    let tries = 0;
    const api = mockApi({
      'otp/send': ok(),
      'otp/login': () => ((tries += 1) === 1 ? jsonResponse(nameless, 400) : ok({ user })()),
    });
    const view = renderLogin('/login?with=mobile');
    await view.user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await view.user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    await view.user.type(await screen.findByLabelText('6-digit code'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await view.user.type(await screen.findByLabelText('Your name'), 'Ravi Kumar');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.bodiesOf('otp/login')).toEqual([
      { mobile: '9876543210', code: '654321' },
      { mobile: '9876543210', code: '654321', name: 'Ravi Kumar' },
    ]);
  });

  it('says why a mobile or a code is refused', async () => {
    const api = mockApi({
      'otp/send': ok(),
      'otp/login': () => jsonResponse({ result: false, message: 'Invalid or expired code.' }, 401),
    });
    const view = renderLogin('/login?with=mobile');
    await view.user.type(screen.getByLabelText('Mobile number'), '12345');
    await view.user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit mobile number.'),
    );
    expect(api.calls).toHaveLength(0);
    await view.user.clear(screen.getByLabelText('Mobile number'));
    await view.user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await view.user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    await view.user.type(await screen.findByLabelText('6-digit code'), '111111');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
  });
});
