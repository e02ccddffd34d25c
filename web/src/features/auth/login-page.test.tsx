import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import LoginPage from './login-page.tsx';
import { setSignInSteps } from './start-session.ts';

const ok =
  (fields: object = {}) =>
  () =>
    jsonResponse({ result: true, message: 'Success', ...fields });

function renderLogin(url = '/login') {
  return renderWithProviders(<LoginPage />, {
    url,
    path: '/login',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/MainLayout/profile', element: <p>Profile page</p> },
      { path: '/register', element: <p>Register page</p> },
    ],
  });
}

async function goToOtp(user: ReturnType<typeof renderLogin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.click(screen.getByRole('button', { name: 'SEND OTP' }));
  await screen.findByRole('group', { name: 'OTP' });
}

afterEach(() => {
  vi.useRealTimers();
  setSignInSteps([]);
});

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });

describe('login modes', () => {
  it('moves between login and forgot, and Back to Login returns', async () => {
    const { user } = renderLogin();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Back to Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('button', { name: 'SEND OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('asks for a valid email before sending a code', async () => {
    const api = mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'SEND OTP' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code, then the four boxes advance, go back and take a pasted code', async () => {
    const api = mockApi({ forgotpassword: ok() });
    const { user } = renderLogin();
    await goToOtp(user);
    expect(api.bodiesOf('forgotpassword')).toEqual([{ email: 'asha@example.in', u_role: 'user' }]);
    expect(await screen.findByText('OTP Sent!')).toBeInTheDocument();
    // The same answer comes for an email without an account: nothing claims a mail went out.
    expect(
      screen.getByText('If an account exists for this email, a code is on its way.'),
    ).toBeInTheDocument();

    await user.click(digit(1));
    await user.keyboard('47');
    expect(digit(3)).toHaveFocus();
    // Like one text box: each Backspace takes away the last digit and steps back.
    await user.keyboard('{Backspace}');
    expect(digit(2)).toHaveFocus();
    expect(digit(2)).toHaveValue('');
    expect(digit(1)).toHaveValue('4');
    await user.keyboard('{Backspace}');
    expect(digit(1)).toHaveFocus();
    expect(digit(1)).toHaveValue('');

    await user.click(digit(1));
    await user.paste('9 8 7 6');
    expect([1, 2, 3, 4].map((n) => (digit(n) as HTMLInputElement).value)).toEqual(['9', '8', '7', '6']);
  });

  it('fills all four boxes with a whole code pasted into any box', async () => {
    mockApi({ forgotpassword: ok() });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(3));
    await user.paste('5821');
    expect([1, 2, 3, 4].map((n) => (digit(n) as HTMLInputElement).value)).toEqual(['5', '8', '2', '1']);
    expect(digit(4)).toHaveFocus();
  });

  it('says why a code could not be sent: refused, or no answer at all', async () => {
    let reachable = false;
    mockApi({
      forgotpassword: () =>
        reachable
          ? jsonResponse({ result: false, message: 'No account with this email.' }, 404)
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'SEND OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'SEND OTP' }));
    expect(await screen.findByText('Failed to send OTP. Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'OTP' })).not.toBeInTheDocument();
  });

  it('wants all four digits before checking the code', async () => {
    const api = mockApi({ forgotpassword: ok() });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Please enter a 4-digit OTP.')).toBeInTheDocument();
    expect(api.bodiesOf('verifyOtp')).toHaveLength(0);
  });

  it('shows the server word for a wrong code', async () => {
    mockApi({
      forgotpassword: ok(),
      verifyOtp: () => jsonResponse({ result: false, message: 'Invalid OTP' }, 400),
    });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(1));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
  });

  it('verifies, refuses mismatched passwords, then resets and returns to login', async () => {
    const api = mockApi({ forgotpassword: ok(), verifyOtp: ok(), changepassword: ok() });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(1));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('You can now reset your password.')).toBeInTheDocument();
    expect(api.bodiesOf('verifyOtp')).toEqual([{ email: 'asha@example.in', otp: '1234' }]);

    await user.type(screen.getByLabelText('New Password'), 'Neem@2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Neem@2025');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.bodiesOf('changepassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Neem@2024');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Password Reset Successful!')).toBeInTheDocument();
    expect(api.bodiesOf('changepassword')).toEqual([{ email: 'asha@example.in', password: 'Neem@2024' }]);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

describe('logging in', () => {
  const user = {
    name: 'Asha Rao',
    role: 'user',
    user_token: 't0k3n',
    u_id: 7,
    email: 'asha@example.in',
    mobile: '9876543210',
  };

  it('stores the session, runs the steps the app names and returns to the wanted page', async () => {
    const step = vi.fn(async () => undefined);
    setSignInSteps([step]);
    const api = mockApi({ login: ok({ user }) });
    const view = renderLogin('/login?next=%2FMainLayout%2Fprofile');
    await view.user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
    await view.user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(api.bodiesOf('login')).toEqual([
      { email: 'asha@example.in', password: 'Neem@2024', role: 'user' },
    ]);
    expect(step).toHaveBeenCalledWith('7');
    expect(localStorage.getItem('user_token')).toBe('t0k3n');
    expect(localStorage.getItem('u_id')).toBe('7');
    expect(localStorage.getItem('user_phone')).toBe('9876543210');
    expect(screen.getByText('Login Successful!')).toBeInTheDocument();
  });

  it('shows the server message when the login is refused', async () => {
    mockApi({ login: () => jsonResponse({ result: false, message: 'Invalid email or password.' }, 401) });
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await view.user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('falls back to its own words when the server cannot be reached', async () => {
    mockApi({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await view.user.type(screen.getByLabelText('Password'), 'Neem@2024');
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('requires email and password', async () => {
    const api = mockApi({});
    const view = renderLogin();
    await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password.');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a visitor who is already logged in home', async () => {
    localStorage.setItem('user_token', 't');
    localStorage.setItem('u_id', '7');
    localStorage.setItem('user_name', 'Asha');
    renderLogin();
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
  });
});

describe('a code that is no longer valid', () => {
  it('says so when the reset is refused with 403, and sends the shopper back for a new code', async () => {
    const api = mockApi({
      forgotpassword: ok(),
      verifyOtp: ok(),
      changepassword: () =>
        jsonResponse({ result: false, message: 'Please verify the OTP sent to your email first.' }, 403),
    });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(1));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await user.type(await screen.findByLabelText('New Password'), 'Neem@2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Neem@2024');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    const alert = await screen.findByText('Your code is no longer valid.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'A code works for 10 minutes and only once. Send a new code to set your password.',
    );
    expect(screen.queryByText('Failed to reset password. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESET PASSWORD' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    await user.click(screen.getByRole('button', { name: 'SEND OTP' }));
    await screen.findByRole('group', { name: 'OTP' });
    expect(api.bodiesOf('forgotpassword')).toHaveLength(2);
  });

  it('puts the server word for a refused new password under it', async () => {
    mockApi({
      forgotpassword: ok(),
      verifyOtp: ok(),
      changepassword: () =>
        jsonResponse(
          {
            result: false,
            message: 'Password must be at least 8 characters.',
            errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }],
          },
          400,
        ),
    });
    const { user } = renderLogin();
    await goToOtp(user);
    await user.click(digit(1));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await user.type(await screen.findByLabelText('New Password'), 'Neem@2024');
    await user.type(screen.getByLabelText('Confirm Password'), 'Neem@2024');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('sending a new code', () => {
  it('waits 60 seconds between codes and claims no more than the server knows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ forgotpassword: ok() });
    renderLogin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await goToOtp(user);
    const again = screen.getByRole('button', { name: 'Send a new code' });
    expect(again).toBeDisabled();
    expect(screen.getByText('You can ask again in 1:00.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can ask again in 0:59.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(again).toBeEnabled();
    expect(screen.queryByText(/You can ask again/)).not.toBeInTheDocument();

    await user.click(again);
    expect(
      await screen.findByText('If an account exists for this email, a new code is on its way.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We've emailed/)).not.toBeInTheDocument();
    expect(again).toBeDisabled();
    expect(screen.getByText('You can ask again in 1:00.')).toBeInTheDocument();
    expect(api.bodiesOf('forgotpassword')).toHaveLength(2);
  });

  it('may be asked again at once when the code could not be sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reachable = true;
    mockApi({
      forgotpassword: () => (reachable ? ok()() : Promise.reject(new TypeError('Failed to fetch'))),
    });
    renderLogin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await goToOtp(user);
    act(() => vi.advanceTimersByTime(60_000));
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });
});
