import type { StaffMember } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import StaffScreen from './staff-screen.tsx';

const meera: StaffMember = {
  u_id: 1,
  u_name: 'Meera Admin',
  u_email: 'meera@prime.in',
  u_role: 'admin',
  last_login_at: '2025-01-18T04:30:00.000Z',
  invited_at: null,
  active: 1,
};
const ravi: StaffMember = {
  u_id: 2,
  u_name: 'Ravi Kumar',
  u_email: 'ravi@prime.in',
  u_role: 'packer',
  last_login_at: null,
  invited_at: '2025-01-17T04:30:00.000Z',
  active: 0,
};

const renderStaff = () => {
  signIn('admin');
  return renderScreen(<StaffScreen />, { url: '/admin/staff', path: '/admin/staff' });
};

describe('the staff screen', () => {
  it('lists each member with their role, whether they can log in yet, and their last login', async () => {
    mockApi({ 'admin/staff/list': ok({ list: [meera, ravi] }) });
    renderStaff();
    const first = (await screen.findByRole('rowheader', { name: /Meera Admin/ })).closest('tr')!;
    expect(first).toHaveTextContent('Admin');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('18 Jan 2025, 10:00');
    const second = screen.getByRole('rowheader', { name: /Ravi Kumar/ }).closest('tr')!;
    expect(second).toHaveTextContent('Packer');
    expect(second).toHaveTextContent('Invited 17 Jan 2025, 10:00');
    expect(second).toHaveTextContent('Never');
  });

  it('invites someone by name, email and role, showing the server’s refusal by the field', async () => {
    const api = mockApi({
      'admin/staff/list': ok({ list: [meera] }),
      'admin/staff/invite': refuse(409, 'This person is already on the staff.'),
    });
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member of the staff' });
    await user.type(within(dialog).getByLabelText('Name'), 'Anil Shah');
    await user.type(within(dialog).getByLabelText('Email'), 'anil@prime.in');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'catalogue');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/staff/invite')).toEqual([
        { name: 'Anil Shah', email: 'anil@prime.in', role: 'catalogue' },
      ]),
    );
    expect(await screen.findByText('This person is already on the staff.')).toBeInTheDocument();
  });

  it('changes a role, and removes a member only once asked', async () => {
    const api = mockApi({
      'admin/staff/list': ok({ list: [meera, ravi] }),
      'admin/staff/role': ok({ data: { ...ravi, u_role: 'support' } }, 'Role changed'),
      'admin/staff/remove': ok({}, 'Removed from the staff'),
    });
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Change the role of Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Ravi Kumar' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(api.bodiesOf('admin/staff/role')).toEqual([{ u_id: 2, role: 'support' }]));

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Kumar' }));
    const asking = screen.getByRole('dialog', { name: 'Remove Ravi Kumar from the staff?' });
    expect(api.bodiesOf('admin/staff/remove')).toEqual([]);
    await user.click(within(asking).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.bodiesOf('admin/staff/remove')).toEqual([{ u_id: 2 }]));
  });
});
