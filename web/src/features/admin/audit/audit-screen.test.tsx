import { adminMessages, type AuditEntry } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import AuditScreen from './audit-screen.tsx';

const shipped: AuditEntry = {
  a_id: 9,
  a_actor_email: 'meera@prime.in',
  a_action: 'order.status',
  a_target: 'order_line:40',
  a_before: {
    op_id: 40,
    od_id: 12,
    p_productname: 'Night Cream',
    op_packet_size: 50,
    op_delivery_status: 'Packing',
  },
  a_after: {
    op_id: 40,
    od_id: 12,
    p_productname: 'Night Cream',
    op_packet_size: 50,
    op_delivery_status: 'Shipped',
  },
  a_created_at: '2025-01-17T10:00:00.000Z',
};
const created: AuditEntry = {
  a_id: 8,
  a_actor_email: 'dev@prime.in',
  a_action: 'coupon.save',
  a_target: 'coupon:MONSOON15',
  a_before: null,
  a_after: { code: 'MONSOON15', kind: 'percent', value: 15 },
  a_created_at: '2025-01-16T10:00:00.000Z',
};

const refused: AuditEntry = {
  a_id: 10,
  a_actor_email: 'meera@prime.in',
  a_action: 'return.decide',
  a_target: 'return:3',
  a_before: { rq_id: 3, od_id: 14, status: 'requested' },
  a_after: { rq_id: 3, od_id: 14, status: 'refused' },
  a_created_at: '2025-01-18T10:00:00.000Z',
};

const renderAudit = (url = '/admin/audit') => {
  signIn('admin');
  return renderScreen(<AuditScreen />, { url, path: '/admin/audit' });
};

describe('the audit log', () => {
  it('shows who did what and when, with the change as before and after', async () => {
    mockApi({
      'admin/audit/list': ok({
        list: [refused, shipped, created],
        total: 3,
        actors: ['dev@prime.in', 'meera@prime.in'],
      }),
    });
    const { user } = renderAudit();
    // In words: the status set and the item by its product, not `Order status changed, order_line:40`.
    const entry = await screen.findByRole('listitem', {
      name: 'Status changed to Shipped, Night Cream 50 gm of order #12',
    });
    expect(entry).toHaveTextContent('meera@prime.in · 17 Jan 2025, 15:30');
    expect(within(entry).getByRole('link', { name: 'Night Cream 50 gm of order #12' })).toHaveAttribute(
      'href',
      '/admin/orders/12',
    );
    // A return's entry leads to its order.
    const decided = screen.getByRole('listitem', { name: 'Return decided, Return #3' });
    expect(within(decided).getByRole('link', { name: 'Return #3' })).toHaveAttribute(
      'href',
      '/admin/orders/14',
    );
    await user.click(within(entry).getByText('1 field changed, 4 unchanged'));
    const row = within(entry).getByRole('rowheader', { name: 'status' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Packing', 'Shipped']);

    const coupon = screen.getByRole('listitem', { name: 'Coupon saved, Coupon MONSOON15' });
    expect(within(coupon).getByText('Created')).toBeInTheDocument();
    expect(within(coupon).getByRole('rowheader', { name: 'value' }).closest('tr')).toHaveTextContent(
      'value(none)15',
    );
  });

  it('filters by kind, one object and admin, and refuses a target that is not kind:id', async () => {
    const api = mockApi({
      'admin/audit/list': ok({ list: [shipped], total: 1, actors: ['dev@prime.in', 'meera@prime.in'] }),
    });
    const { user, router } = renderAudit();
    await screen.findByRole('listitem', { name: /Status changed to Shipped/ });
    await user.type(screen.getByLabelText('One object'), 'product 12');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(screen.getByLabelText('One object')).toHaveAccessibleDescription(
      expect.stringContaining(adminMessages.targetInvalid),
    );
    expect(api.bodiesOf('admin/audit/list')).toHaveLength(1);

    await user.clear(screen.getByLabelText('One object'));
    await user.type(screen.getByLabelText('One object'), 'product:12');
    await user.selectOptions(screen.getByLabelText('Kind of object'), 'Products');
    await user.selectOptions(screen.getByLabelText('Admin'), 'meera@prime.in');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/audit/list').at(-1)).toEqual({
        page: 1,
        kind: 'product',
        target: 'product:12',
        actor_email: 'meera@prime.in',
      }),
    );
    expect(router.state.location.search).toBe(
      '?kind=product&target=product%3A12&actor_email=meera%40prime.in',
    );
  });
});
