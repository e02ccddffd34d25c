import type { Lot, RecallLine } from '@prime/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import ExpiringScreen from './expiring-screen.tsx';
import RecallScreen from './recall-screen.tsx';

const lot: Lot = {
  lot_id: 5,
  pp_id: 21,
  batch_no: 'VCS3-2502',
  mfg: '2025-02',
  expiry: '2027-02',
  received: 40,
  remaining: 6,
  sellable: false,
  p_id: 7,
  p_productname: 'Vitamin C Serum',
  pp_packet_size: 30,
};

const line: RecallLine = {
  od_id: 41,
  op_id: 90,
  p_id: 7,
  p_productname: 'Vitamin C Serum',
  op_packet_size: 30,
  quantity: 2,
  user_name: 'Asha Rao',
  user_email: 'asha@example.in',
  user_mobile_no: '9876543210',
  op_delivery_status: 'Delivered',
  od_created_at: '2026-11-20T05:00:00.000Z',
};

describe('the expiring stock screen', () => {
  it('lists the batches expiring within 90 days unless asked otherwise', async () => {
    signIn('admin');
    const api = mockApi({ 'admin/stock/expiring': ok({ list: [lot] }) });
    const { user } = renderScreen(<ExpiringScreen />, {
      url: '/admin/stock/expiring',
      path: '/admin/stock/expiring',
    });
    const table = await screen.findByRole('table', { name: 'Batches expiring within 90 days' });
    expect(within(table).getByRole('link', { name: 'Vitamin C Serum' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(within(table).getByText('Feb 2027')).toBeInTheDocument();
    expect(within(table).getByText('Not sellable')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Expiring within (days)'));
    await user.type(screen.getByLabelText('Expiring within (days)'), '30');
    await user.click(screen.getByRole('button', { name: 'Show batches' }));
    await screen.findByRole('table', { name: 'Batches expiring within 30 days' });
    expect(api.bodiesOf('admin/stock/expiring')).toEqual([{ days: 90 }, { days: 30 }]);
  });
});

describe('the batch recall screen', () => {
  it('finds the order lines of a batch with the customer’s contact, and offers the CSV', async () => {
    signIn('admin');
    const api = mockApi({ 'admin/stock/batch': ok({ list: [line] }) });
    const { user } = renderScreen(<RecallScreen />, {
      url: '/admin/stock/recall',
      path: '/admin/stock/recall',
    });
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(screen.getByLabelText('Batch number')).toHaveAccessibleDescription(
      expect.stringContaining('batch number'),
    );
    await user.type(screen.getByLabelText('Batch number'), 'vcs3-2502');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    const table = await screen.findByRole('table', { name: 'Order lines with batch VCS3-2502' });
    expect(within(table).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/admin/orders/41');
    expect(within(table).getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in',
    );
    expect(within(table).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByText('1 order line took batch VCS3-2502')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(api.bodiesOf('admin/stock/batch')).toEqual([{ batch_no: 'VCS3-2502' }]);
  });
});
