import { codMessages, settingsMessages, type ShopSettings } from '@prime/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import SettingsScreen from './settings-screen.tsx';

const demo: ShopSettings = {
  free_delivery_from: 499,
  delivery_charge: 49,
  cod_charge: 0,
  low_stock_at: 10,
  staff_email: null,
  care_phone: '9820012345',
  care_email: 'care@primeskin.in',
  grievance_officer_name: 'Meera Kulkarni',
  grievance_officer_email: 'grievance@primeskin.in',
  grievance_officer_phone: null,
  cod_max_amount: null,
  cod_blocked_pincodes: [],
  cod_rto_limit: 2,
  cod_confirm_hours: null,
  return_days: 7,
  min_shelf_life_days: 90,
};

const renderSettings = () => {
  signIn('admin');
  return renderScreen(<SettingsScreen />, { url: '/admin/settings', path: '/admin/settings' });
};

describe('shop settings', () => {
  it('shows the settings in labelled fields and saves what staff change', async () => {
    const saved = { ...demo, cod_charge: 25, staff_email: 'orders@prime.in' };
    const api = mockApi({
      'admin/settings/get': ok({ data: demo }),
      'admin/settings/save': ok({ data: saved }, settingsMessages.saved),
    });
    const { user } = renderSettings();
    expect(await screen.findByLabelText('Free delivery from')).toHaveValue('499');
    expect(screen.getByLabelText('Delivery charge')).toHaveValue('49');
    expect(screen.getByLabelText('Low stock at')).toHaveValue('10');
    expect(screen.getByLabelText('Staff email')).toHaveValue('');
    expect(screen.getByLabelText('Minimum shelf life (days)')).toHaveValue('90');
    await user.clear(screen.getByLabelText('Minimum shelf life (days)'));
    await user.type(screen.getByLabelText('Minimum shelf life (days)'), '120');
    await user.clear(screen.getByLabelText('Cash on delivery charge'));
    await user.type(screen.getByLabelText('Cash on delivery charge'), '25');
    await user.type(screen.getByLabelText('Staff email'), 'orders@prime.in');
    await user.type(screen.getByLabelText('Grievance officer’s phone'), '98200 54321');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(api.bodiesOf('admin/settings/save')).toEqual([
      {
        free_delivery_from: '499',
        delivery_charge: '49',
        cod_charge: '25',
        low_stock_at: '10',
        staff_email: 'orders@prime.in',
        care_phone: '9820012345',
        care_email: 'care@primeskin.in',
        grievance_officer_name: 'Meera Kulkarni',
        grievance_officer_email: 'grievance@primeskin.in',
        grievance_officer_phone: '9820054321',
        cod_max_amount: '',
        cod_blocked_pincodes: '',
        cod_rto_limit: '2',
        cod_confirm_hours: '',
        return_days: '7',
        min_shelf_life_days: '120',
      },
    ]);
  });

  it('keeps consumer care and the grievance officer, each checked at its field', async () => {
    const api = mockApi({ 'admin/settings/get': ok({ data: demo }) });
    const { user } = renderSettings();
    const phone = await screen.findByLabelText('Consumer care phone');
    expect(phone).toHaveValue('9820012345');
    expect(screen.getByLabelText('Grievance officer’s name')).toHaveValue('Meera Kulkarni');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.clear(screen.getByLabelText('Grievance officer’s email'));
    await user.type(screen.getByLabelText('Grievance officer’s email'), 'officer@');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(settingsMessages.contactPhone));
    expect(screen.getByLabelText('Grievance officer’s email')).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.contactEmail),
    );
    expect(api.bodiesOf('admin/settings/save')).toEqual([]);
  });

  it('keeps cash on delivery’s limits and confirmation, empty meaning none', async () => {
    const api = mockApi({
      'admin/settings/get': ok({ data: { ...demo, cod_blocked_pincodes: ['110001'] } }),
      'admin/settings/save': ok({ data: demo }, settingsMessages.saved),
    });
    const { user } = renderSettings();
    expect(await screen.findByLabelText('Pincodes without cash on delivery')).toHaveValue('110001');
    expect(screen.getByRole('group', { name: 'Cash on delivery' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cash on delivery up to'), '2000');
    await user.type(screen.getByLabelText('Pincodes without cash on delivery'), ', 400001');
    await user.clear(screen.getByLabelText('Returned parcels before online payment only'));
    await user.type(screen.getByLabelText('Hours to confirm an order'), '80');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Hours to confirm an order')).toHaveAccessibleDescription(
      expect.stringContaining(codMessages.confirmHoursInvalid),
    );
    expect(api.bodiesOf('admin/settings/save')).toEqual([]);
    await user.clear(screen.getByLabelText('Hours to confirm an order'));
    await user.type(screen.getByLabelText('Hours to confirm an order'), '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(api.bodiesOf('admin/settings/save')[0]).toMatchObject({
      cod_max_amount: '2000',
      cod_blocked_pincodes: '110001, 400001',
      cod_rto_limit: '',
      cod_confirm_hours: '24',
    });
  });

  it('refuses a wrong amount at its field before sending anything', async () => {
    const api = mockApi({ 'admin/settings/get': ok({ data: demo }) });
    const { user } = renderSettings();
    const charge = await screen.findByLabelText('Delivery charge');
    await user.clear(charge);
    await user.type(charge, '-5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(charge).toHaveAccessibleDescription(expect.stringContaining(settingsMessages.rupees));
    expect(api.bodiesOf('admin/settings/save')).toEqual([]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    mockApi({
      'admin/settings/get': ok({ data: demo }),
      'admin/settings/save': refuse(400, settingsMessages.staffEmail, [
        { field: 'staff_email', message: settingsMessages.staffEmail },
      ]),
    });
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Staff email'), 'staff@prime.in');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByLabelText('Staff email')).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.staffEmail),
    );
  });
});
