import { settingsMessages, type ShopSettings } from '@prime/contract';
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
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(api.bodiesOf('admin/settings/save')).toEqual([
      {
        free_delivery_from: '499',
        delivery_charge: '49',
        cod_charge: '25',
        low_stock_at: '10',
        staff_email: 'orders@prime.in',
        min_shelf_life_days: '120',
      },
    ]);
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
