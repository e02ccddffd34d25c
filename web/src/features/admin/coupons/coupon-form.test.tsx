import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import CouponsScreen from './coupons-screen.tsx';

const renderCoupons = () => {
  signIn('admin');
  return renderScreen(<CouponsScreen />, { url: '/admin/coupons', path: '/admin/coupons' });
};

describe('the coupon form', () => {
  it('asks before Escape throws away what was typed, and keeps it on Keep editing', async () => {
    const api = mockApi({ 'admin/coupon/list': ok({ list: [] }) });
    const { user } = renderCoupons();
    await user.click(await screen.findByRole('button', { name: 'Add a coupon' }));
    const form = screen.getByRole('dialog', { name: 'New coupon' });
    await user.type(within(form).getByLabelText('Code'), 'monsoon15');

    await user.keyboard('{Escape}');
    const ask = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveValue('MONSOON15');

    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('admin/coupon/save')).toEqual([]);
  });

  it('closes on Escape at once when nothing was typed', async () => {
    mockApi({ 'admin/coupon/list': ok({ list: [] }) });
    const { user } = renderCoupons();
    await user.click(await screen.findByRole('button', { name: 'Add a coupon' }));
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
