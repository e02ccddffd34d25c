import { STORAGE_KEYS } from '@prime/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import StaffAcceptPage from './staff-accept-page.tsx';

const renderAccept = () =>
  renderWithProviders(<StaffAcceptPage />, {
    url: '/staff/accept/tok3n',
    path: '/staff/accept/:token',
    routes: [{ path: '/admin', element: <p>The console</p> }],
  });

const member = {
  name: 'Ravi Kumar',
  role: 'packer',
  u_role: 'packer',
  user_token: 'token-of-ravi',
  u_id: 9,
  email: 'ravi@prime.in',
  mobile: '',
};

describe('accepting an invitation to the staff', () => {
  it('checks the password, then logs the new member in and opens the console', async () => {
    const api = mockApi({
      'staff/accept': () => jsonResponse({ result: true, message: 'Login successful', user: member }),
    });
    const { user } = renderAccept();
    const submit = screen.getByRole('button', { name: 'Set password and open the console' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(submit);
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Packer@2026');
    await user.click(submit);
    expect(await screen.findByText('The console')).toBeInTheDocument();
    expect(api.bodiesOf('staff/accept')).toEqual([{ token: 'tok3n', password: 'Packer@2026' }]);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('packer');
  });

  it('says so when the invitation was used, has expired or is unknown', async () => {
    mockApi({
      'staff/accept': () =>
        jsonResponse({ result: false, message: 'This invitation is no longer valid.' }, 404),
    });
    const { user } = renderAccept();
    await user.type(screen.getByLabelText('New password'), 'Packer@2026');
    await user.click(screen.getByRole('button', { name: 'Set password and open the console' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This invitation is no longer valid.'),
    );
  });
});
