import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { logInAsAsha, ok } from './account-test-fixtures.ts';
import ProfilePage from './profile-page.tsx';

const profile = {
  u_id: 7,
  u_name: 'Asha Rao',
  u_email: 'asha@example.in',
  u_mobile: '9876543210',
  u_image: '',
  u_role: 'user',
};

beforeEach(logInAsAsha);

const renderProfile = () =>
  renderWithProviders(<ProfilePage />, { url: '/MainLayout/profile', path: '/MainLayout/profile' });

/** The profile page, loaded, with its edit form open. */
async function openEditForm() {
  const view = renderProfile();
  await screen.findByText('(+91) 9876543210');
  await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return view;
}

describe('MY PROFILE', () => {
  it('shows the account with the +91 phone, or says the phone is missing', async () => {
    mockApi({ 'list/users': ok({ list: [profile] }), 'list/address': ok({ list: [] }) });
    renderProfile();
    expect(await screen.findByText('(+91) 9876543210')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo added' })).toBeInTheDocument();
  });

  it("shows an admin their own account, not the first of everyone's", async () => {
    const meera = {
      ...profile,
      u_id: 3,
      u_name: 'Meera Nair',
      u_email: 'meera@example.in',
      u_mobile: '9123456780',
    };
    const admin = { ...profile, u_role: 'admin' };
    mockApi({ 'list/users': ok({ list: [meera, admin] }), 'list/address': ok({ list: [] }) });
    renderProfile();
    expect(await screen.findByText('(+91) 9876543210')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.queryByText('Meera Nair')).not.toBeInTheDocument();
  });

  it('falls back to User Name and Phone not added', async () => {
    mockApi({
      'list/users': ok({ list: [{ ...profile, u_name: '', u_mobile: '' }] }),
      'list/address': ok({ list: [] }),
    });
    renderProfile();
    expect(await screen.findByText('User Name')).toBeInTheDocument();
    expect(screen.getByText('Phone not added')).toBeInTheDocument();
  });

  it('checks name, then email, then phone, with the spec words, before saving', async () => {
    // The server answers with what was saved, as it does.
    let current = profile;
    const api = mockApi({
      'list/users': () => ok({ list: [current] })(),
      'list/address': ok({ list: [] }),
      'edit/profile': (body) => {
        const form = body as FormData;
        current = { ...profile, u_name: String(form.get('name')), u_mobile: String(form.get('mobile')) };
        return ok({ data: current })();
      },
    });
    const { user } = await openEditForm();

    const name = screen.getByLabelText('Full Name');
    const email = screen.getByLabelText('Email Address');
    const phone = screen.getByLabelText('Mobile Phone');
    const save = screen.getByRole('button', { name: 'Save Changes' });

    await user.clear(name);
    await user.type(name, 'A9s');
    expect(name).toHaveValue('As');
    await user.clear(email);
    await user.type(email, 'asha@');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(save);
    expect(name).toHaveAccessibleDescription('Invalid Name: Name must contain at least 3 letters only.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.type(name, 'ha Menon');
    await user.click(save);
    expect(email).toHaveAccessibleDescription('Invalid Email: Please enter a valid email address.');

    await user.type(email, 'example.in');
    await user.click(save);
    // The fixed +91 in front of the box is read with it.
    expect(phone).toHaveAccessibleDescription(
      'Invalid Phone: Phone must be a valid 10-digit Indian number. +91',
    );

    await user.clear(phone);
    await user.type(phone, '1234567890');
    await user.click(save);
    expect(phone).toHaveAccessibleDescription(
      'Invalid Phone: Phone must be a valid 10-digit Indian number. +91',
    );

    await user.clear(phone);
    await user.type(phone, '098-7654-3210');
    expect(phone).toHaveValue('098-7654-3210');
    await user.click(save);

    const popup = await screen.findByRole('dialog', { name: 'Profile updated!' });
    expect(popup).toHaveTextContent('Your profile was updated successfully.');
    const sent = api.bodiesOf('edit/profile')[0] as FormData;
    expect([sent.get('u_id'), sent.get('name'), sent.get('email'), sent.get('mobile')]).toEqual([
      '7',
      'Asha Menon',
      'asha@example.in',
      '9876543210',
    ]);
    expect(localStorage.getItem('user_name')).toBe('Asha Menon');
    expect(localStorage.getItem('user_phone')).toBe('9876543210');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('greets by the account’s own name once it is read: a rename made elsewhere shows in the header', async () => {
    mockApi({
      'list/users': ok({ list: [{ ...profile, u_name: 'Asha Menon' }] }),
      'list/address': ok({ list: [] }),
    });
    renderProfile();
    await screen.findByText('(+91) 9876543210');
    expect(localStorage.getItem('user_name')).toBe('Asha Menon');
  });

  it('asks for the code mailed to a new email before saving it', async () => {
    const api = mockApi({
      'list/users': ok({ list: [profile] }),
      'list/address': ok({ list: [] }),
      'send/email-otp': ok({}),
      'edit/profile': ok({ data: { ...profile, u_email: 'asha.new@example.in' } }),
    });
    const { user } = await openEditForm();
    const email = screen.getByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'Asha.New@example.in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const code = await screen.findByLabelText('Code from your new email');
    expect(api.bodiesOf('send/email-otp')).toEqual([{ email: 'asha.new@example.in' }]);
    expect(api.bodiesOf('edit/profile')).toEqual([]);
    expect(document.activeElement).toBe(code);
    await user.type(code, '4821');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Profile updated!' });
    const sent = api.bodiesOf('edit/profile')[0] as FormData;
    expect([sent.get('email'), sent.get('email_otp')]).toEqual(['asha.new@example.in', '4821']);
  });

  it('keeps the keyboard in place: into the form, and back to Edit Profile on Cancel and after saving', async () => {
    mockApi({
      'list/users': ok({ list: [profile] }),
      'list/address': ok({ list: [] }),
      'edit/profile': ok({ data: profile }),
    });
    const { user } = await openEditForm();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const popup = await screen.findByRole('dialog', { name: 'Profile updated!' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('reports a refused save with the server words', async () => {
    mockApi({
      'list/users': ok({ list: [profile] }),
      'list/address': ok({ list: [] }),
      'edit/profile': () => jsonResponse({ result: false, message: 'Email is already registered.' }, 409),
    });
    const { user } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(within(alert).getByText('Email is already registered.')).toBeInTheDocument();
  });
});

describe('profile photo', () => {
  it('refuses a photo over 5 MB before uploading it, with the server words', async () => {
    const api = mockApi({
      'list/users': ok({ list: [profile] }),
      'list/address': ok({ list: [] }),
      'edit/profile': ok({ data: profile }),
    });
    const { user } = await openEditForm();
    const picker = screen.getByLabelText('Profile photo');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'holiday.jpg', { type: 'image/jpeg' });
    await user.upload(picker, big);
    expect(picker).toHaveAccessibleDescription('Each image must be 5 MB or smaller.');
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();

    // Exactly 5 MB is allowed and travels with the form.
    const fits = new File([new Uint8Array(5 * 1024 * 1024)], 'portrait.jpg', { type: 'image/jpeg' });
    await user.upload(picker, fits);
    expect(picker).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Profile updated!' });
    const sent = api.bodiesOf('edit/profile') as FormData[];
    expect(sent).toHaveLength(1);
    expect((sent[0]!.get('image') as File).size).toBe(5 * 1024 * 1024);
  });
});
