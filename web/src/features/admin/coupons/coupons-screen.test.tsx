import { couponMessages, type Coupon } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import CouponsScreen from './coupons-screen.tsx';

const glow: Coupon = {
  code: 'GLOW200',
  kind: 'flat',
  value: 200,
  min_amount: 1499,
  first_order_only: 0,
  max_uses: 500,
  uses: 12,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: '2025-03-31T18:29:00.000Z',
  active: 1,
};

const renderCoupons = () => {
  signIn('admin');
  return renderScreen(<CouponsScreen />, { url: '/admin/coupons', path: '/admin/coupons' });
};

describe('coupons', () => {
  it('lists each code with its terms, uses and dates in India time', async () => {
    mockApi({ 'admin/coupon/list': ok({ list: [glow] }) });
    renderCoupons();
    const row = (await screen.findByRole('rowheader', { name: /^GLOW200/ })).closest('tr')!;
    expect(row).toHaveTextContent('₹200 off');
    expect(row).toHaveTextContent('Orders of ₹1,499 or more');
    expect(row).toHaveTextContent('12 of 500');
    expect(row).toHaveTextContent('From 01 Jan 2025, 05:30');
    expect(row).toHaveTextContent('Until 31 Mar 2025, 23:59');
    expect(row).toHaveTextContent('Expired');
  });

  it('says whether each code can be used now: Active, Used up, Scheduled, Expired or Off', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const live = { ...glow, starts_at: at(-day), ends_at: at(day) };
    mockApi({
      'admin/coupon/list': ok({
        list: [
          { ...live, code: 'LIVE' },
          { ...live, code: 'SPENT', uses: 2, max_uses: 2 },
          { ...live, code: 'NEXTYEAR', starts_at: at(365 * day), ends_at: null },
          { ...live, code: 'GONE', ends_at: at(-1000) },
          { ...live, code: 'PAUSED', active: 0 },
        ],
      }),
    });
    renderCoupons();
    const state = async (code: string) =>
      within((await screen.findByRole('rowheader', { name: new RegExp(`^${code}`) })).closest('tr')!)
        .getAllByRole('cell')
        .at(-1);
    expect(await state('LIVE')).toHaveTextContent(/^Active$/);
    expect(await state('SPENT')).toHaveTextContent(/^Used up$/);
    expect(await state('NEXTYEAR')).toHaveTextContent(/^Scheduled$/);
    expect(await state('GONE')).toHaveTextContent(/^Expired$/);
    expect(await state('PAUSED')).toHaveTextContent(/^Off$/);
  });

  it(
    'checks a new coupon with the server’s rules, then saves it with India-time dates',
    { timeout: 20_000 },
    async () => {
      const api = mockApi({
        'admin/coupon/list': ok({ list: [] }),
        'admin/coupon/save': ok({ code: 'MONSOON15' }, couponMessages.saved),
      });
      const { user } = renderCoupons();
      await user.click(await screen.findByRole('button', { name: 'Add a coupon' }));
      const dialog = screen.getByRole('dialog', { name: 'New coupon' });
      const box = (label: string) => within(dialog).getByLabelText(label);
      await user.type(box('Code'), 'monsoon15');
      expect(box('Code')).toHaveValue('MONSOON15');
      await user.type(box('Percent off'), '95');
      // India writes the day first, whatever the browser's language: 07/01 is the 7th of January.
      await user.type(box('Starts (India time)'), '31/06/2025');
      await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
      expect(box('Starts (India time)')).toHaveAccessibleDescription(
        expect.stringContaining('Write the day and time as dd/mm/yyyy hh:mm, e.g. 31/01/2026 23:59.'),
      );
      await user.clear(box('Starts (India time)'));
      await user.type(box('Starts (India time)'), '01/07/2025');
      await user.type(box('Ends (India time)'), '30/06/2025 23:59');
      await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
      expect(box('Percent off')).toHaveAccessibleDescription(couponMessages.percent);
      expect(box('Ends (India time)')).toHaveAccessibleDescription(
        expect.stringContaining(couponMessages.endsBeforeStart),
      );
      expect(api.bodiesOf('admin/coupon/save')).toEqual([]);

      await user.clear(box('Percent off'));
      await user.type(box('Percent off'), '15');
      await user.clear(box('Ends (India time)'));
      // A day alone ends at its last minute.
      await user.type(box('Ends (India time)'), '30/09/2025');
      await user.type(box('Most uses'), '100');
      await user.click(within(dialog).getByLabelText('First order only'));
      await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
      expect(await screen.findByText(couponMessages.saved)).toBeInTheDocument();
      expect(api.bodiesOf('admin/coupon/save')).toEqual([
        {
          is_new: 1,
          code: 'MONSOON15',
          kind: 'percent',
          value: 15,
          min_amount: 0,
          first_order_only: 1,
          max_uses: 100,
          starts_at: '2025-07-01T00:00:00+05:30',
          ends_at: '2025-09-30T23:59:00+05:30',
          active: 1,
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('adding a code that exists says so and keeps the form open, overwriting nothing', async () => {
    const api = mockApi({
      'admin/coupon/list': ok({ list: [glow] }),
      'admin/coupon/save': refuse(409, couponMessages.exists),
    });
    const { user } = renderCoupons();
    await user.click(await screen.findByRole('button', { name: 'Add a coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'glow200');
    await user.type(within(dialog).getByLabelText('Percent off'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('A coupon with this code already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
    expect(api.bodiesOf('admin/coupon/save')).toEqual([
      expect.objectContaining({ code: 'GLOW200', is_new: 1 }),
    ]);
  });

  it('edits an existing code: the code stays, switching it off is sent as 0', async () => {
    const api = mockApi({
      'admin/coupon/list': ok({ list: [glow] }),
      'admin/coupon/save': ok({ code: 'GLOW200' }, couponMessages.saved),
    });
    const { user } = renderCoupons();
    await user.click(await screen.findByRole('button', { name: 'Edit coupon GLOW200' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit coupon GLOW200' });
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Rupees off')).toHaveValue('200');
    expect(within(dialog).getByLabelText('Ends (India time)')).toHaveValue('31/03/2025 23:59');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await screen.findByText(couponMessages.saved);
    expect(api.bodiesOf('admin/coupon/save')).toEqual([
      expect.objectContaining({
        code: 'GLOW200',
        kind: 'flat',
        value: 200,
        min_amount: 1499,
        max_uses: 500,
        starts_at: '2025-01-01T05:30:00+05:30',
        ends_at: '2025-03-31T23:59:00+05:30',
        active: 0,
      }),
    ]);
    expect(api.bodiesOf('admin/coupon/save')[0]).not.toHaveProperty('is_new');
  });
});
