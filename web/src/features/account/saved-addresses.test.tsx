import type { Address } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { logInAsAsha, ok } from './account-test-fixtures.ts';
import AddressesPage from './addresses-page.tsx';
import ProfilePage from './profile-page.tsx';

const home: Address = {
  adr_id: 1,
  adr_user_id: 7,
  adr_type: 'home',
  adr_heading: 'Asha Rao',
  adr_address: '12 MG Road',
  adr_city: '',
  adr_district: 'Pune',
  adr_state: 'Maharashtra',
  adr_pincode: '411001',
  adr_status: 1,
  adr_phone: '9876543210',
  adr_setdefault: 1,
};
const office: Address = { ...home, adr_id: 2, adr_type: 'office', adr_heading: '', adr_setdefault: 0 };

beforeEach(logInAsAsha);

const profileUser = { 'list/users': ok({ list: [] }) };
const renderProfile = () => renderWithProviders(<ProfilePage />, { url: '/p', path: '/p' });
/** Types a complete new address into the add popup. */
async function fillNewAddress(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Rao');
  await user.type(within(dialog).getByLabelText('Address'), '12 MG Road');
  await user.selectOptions(within(dialog).getByLabelText('State'), 'Maharashtra');
  await user.type(within(dialog).getByLabelText('District'), 'Pune');
  await user.type(within(dialog).getByLabelText('Pincode'), '411001');
  await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
}

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

// Typing whole address forms takes a while on a busy machine.
describe('SAVED ADDRESSES', { timeout: 20_000 }, () => {
  it('lists the real addresses with the default first and a Set Default for the others', async () => {
    const studio = { ...office, adr_heading: 'Studio', adr_city: 'Koregaon Park' };
    mockApi({ ...profileUser, 'list/address': ok({ list: [home, studio] }) });
    renderProfile();
    const first = await screen.findByRole('heading', { name: 'Asha Rao', level: 3 });
    expect(first.closest('li')).toHaveTextContent('12 MG Road, Pune, Maharashtra - 411001');
    expect(within(card('Studio')).getByText(/Koregaon Park/)).toHaveTextContent(
      '12 MG Road, Koregaon Park, Pune, Maharashtra - 411001',
    );
    expect(within(card('Asha Rao')).getByRole('button', { name: 'Default' })).toBeDisabled();
    expect(within(card('Studio')).getByRole('button', { name: 'Set Default' })).toBeEnabled();
    expect(within(card('Studio')).getByText('Office')).toBeInTheDocument();
  });

  it('invites a first address when there are none, and adds one', async () => {
    let saved: Address[] = [];
    const api = mockApi({
      ...profileUser,
      'list/address': () => jsonResponse({ result: true, message: 'ok', list: saved }),
      'add/address': () => {
        saved = [home];
        return jsonResponse({ result: true, message: 'ok', adr_id: 1 });
      },
      'pincode/info': ok({
        data: {
          pincode: '411001',
          district: 'Pune',
          state: 'Maharashtra',
          places: ['Pune City', 'Shivajinagar'],
        },
      }),
    });
    const { user } = renderProfile();
    expect(await screen.findByText('No saved addresses found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter the name for this address.',
    );
    expect(api.bodiesOf('add/address')).toHaveLength(0);

    await fillNewAddress(user, dialog);
    // The pincode's sixth digit fills the empty city with the district and offers the post offices.
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('Pune'));
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Pune City');
    await user.click(within(dialog).getByLabelText('Set as default'));
    await user.selectOptions(within(dialog).getByLabelText('Address Type'), 'office');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address added successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('add/address')).toEqual([
      {
        user_id: '7',
        type: 'office',
        heading: 'Asha Rao',
        address: '12 MG Road',
        state: 'Maharashtra',
        city: 'Pune City',
        district: 'Pune',
        pincode: '411001',
        phone: '9876543210',
        setdefault: 1,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Asha Rao', level: 3 })).toBeInTheDocument();
    // 'Add Your First Address' is gone with the empty list: the keyboard lands on the other add button.
    expect(screen.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  });

  it('deletes only after the confirmation', async () => {
    const api = mockApi({ ...profileUser, 'list/address': ok({ list: [home] }), 'delete/address': ok() });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent("You won't be able to revert this!");
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesOf('delete/address')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Address has been deleted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Deleted!')).toBeInTheDocument();
    expect(api.bodiesOf('delete/address')).toEqual([{ adr_id: 1 }]);
  });

  it('puts the keyboard on Add New Address once the deleted card is gone', async () => {
    let saved = [home];
    mockApi({
      ...profileUser,
      'list/address': () => jsonResponse({ result: true, message: 'ok', list: saved }),
      'delete/address': () => {
        saved = [];
        return jsonResponse({ result: true, message: 'ok' });
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('No saved addresses found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  });

  it('edits in a modal that a backdrop click closes', async () => {
    const api = mockApi({ ...profileUser, 'list/address': ok({ list: [home] }), 'edit/address': ok() });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Rao' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Asha Rao' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(within(dialog).getByLabelText('Address Title')).toHaveValue('Asha Rao');
    await user.clear(within(dialog).getByLabelText('Full Address'));
    await user.type(within(dialog).getByLabelText('Full Address'), '4 FC Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(api.bodiesOf('edit/address')).toEqual([
      {
        u_id: '7',
        adr_id: 1,
        type: 'home',
        heading: 'Asha Rao',
        address: '4 FC Road',
        state: 'Maharashtra',
        // Saved before addresses had a city: the district stands for it, and is saved as the city.
        city: 'Pune',
        district: 'Pune',
        pincode: '411001',
        phone: '9876543210',
        setdefault: 1,
      },
    ]);
  });

  it('puts a wrong phone right in the edit modal, by the same rule as everywhere', async () => {
    const api = mockApi({
      ...profileUser,
      'list/address': ok({ list: [{ ...home, adr_phone: '1234567890' }] }),
      'edit/address': ok(),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    const phone = within(dialog).getByLabelText('Phone');
    expect(phone).toHaveValue('1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(phone).toHaveAccessibleDescription('Phone must be a valid 10-digit Indian number.');
    expect(api.bodiesOf('edit/address')).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '98765-43210');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(api.bodiesOf('edit/address')).toMatchObject([{ adr_id: 1, phone: '9876543210' }]);
  });

  it('sets a new default with one update, from the addresses page radio too', async () => {
    const api = mockApi({ 'list/address': ok({ list: [home, office] }), 'edit/address': ok() });
    const { user } = renderWithProviders(<AddressesPage />, { url: '/a', path: '/a' });
    // The office address has no heading: the customer's name stands in.
    const radios = await screen.findAllByRole('radio', { name: 'Default address: Asha Rao' });
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(radios[1]!);
    expect(await screen.findByText('Default address updated!')).toBeInTheDocument();
    expect(api.bodiesOf('edit/address')).toEqual([{ u_id: '7', adr_id: 2, setdefault: 1 }]);
  });

  it('says the set default failed when refused, and something went wrong when unanswered', async () => {
    let reachable = true;
    mockApi({
      ...profileUser,
      'list/address': ok({ list: [home, office] }),
      'edit/address': () =>
        reachable
          ? jsonResponse({ result: false, message: 'Address not found.' }, 404)
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Set Default' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some addresses failed to update.');

    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Set Default' }));
    expect(await screen.findByText('Something went wrong while updating.')).toBeInTheDocument();
  });

  it('refuses a phone the profile would refuse, with the same words', async () => {
    const api = mockApi({ ...profileUser, 'list/address': ok({ list: [] }) });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    await fillNewAddress(user, dialog);
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(phone).toHaveAccessibleDescription('Phone must be a valid 10-digit Indian number.');
    expect(api.bodiesOf('add/address')).toEqual([]);
  });

  it('asks in the add popup in the spec order, and has one word for a failed add', async () => {
    mockApi({
      ...profileUser,
      'list/address': ok({ list: [] }),
      'add/address': () =>
        jsonResponse({ result: false, message: 'Too many attempts. Please try again later.' }, 429),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add Your First Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    const fields = [...dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map(
      (field) => field.labels?.[0]?.textContent,
    );
    expect(fields).toEqual([
      'Full Name',
      'Address',
      'City',
      'State',
      'District',
      'Pincode',
      'Phone',
      'Set as default',
      'Address Type',
    ]);

    await fillNewAddress(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
