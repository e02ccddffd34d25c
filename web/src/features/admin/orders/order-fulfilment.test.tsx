import type { OrderDetail } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeLine, makeOrderDetail } from '../shared/admin-fixtures.ts';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import OrderDetailScreen from './order-detail-screen.tsx';

const renderDetail = () => {
  signIn('admin');
  return renderScreen(<OrderDetailScreen />, { url: '/admin/orders/12', path: '/admin/orders/:orderId' });
};

const twoLines = () => [
  makeLine({ op_id: 40, op_delivery_status: 'Order confirmed' }),
  makeLine({ op_id: 41, p_productname: 'Hydrating Gel Cleanser', op_delivery_status: 'Packing' }),
];

const detail = (overrides: Partial<OrderDetail> = {}) =>
  ok({ data: { ...makeOrderDetail({ lines: twoLines() }), notes: [], returns: [], ...overrides } });

describe('moving the whole order', () => {
  it('offers each step after the item furthest behind, and asks before a move that skips one', async () => {
    const api = mockApi({
      'admin/order/detail': detail(),
      'admin/order/status': ok({}, 'Order status updated'),
    });
    const { user } = renderDetail();
    const move = await screen.findByLabelText('Move every item of the order to');
    expect(
      within(move)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Packing', 'Shipped', 'Out for Delivery', 'Delivered']);

    // The next step: no question.
    await user.click(screen.getByRole('button', { name: 'Move order' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/status')).toEqual([{ od_id: 12, status: 'Packing' }]),
    );

    await user.selectOptions(move, 'Out for Delivery');
    await user.click(screen.getByRole('button', { name: 'Move order' }));
    const ask = screen.getByRole('dialog', { name: 'Move order #12 to Out for Delivery?' });
    expect(ask).toHaveTextContent('It skips Packing and Shipped. Items only move forward');
    await user.click(within(ask).getByRole('button', { name: 'Move to Out for Delivery' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/status').at(-1)).toEqual({ od_id: 12, status: 'Out for Delivery' }),
    );
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      'admin/order/detail': detail(),
      'admin/order/status': refuse(409, 'Status can only move forward.'),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Move order' }));
    expect(await screen.findByText('Status can only move forward.')).toBeInTheDocument();
  });

  it('says an order waiting for its online payment moves once paid', async () => {
    mockApi({
      'admin/order/detail': detail({
        lines: [makeLine({ op_delivery_status: 'Payment pending', od_payment_status: 'pending' })],
      }),
    });
    renderDetail();
    expect(
      await screen.findByText('The order waits for its online payment: it is confirmed once paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
  });
});

describe('Mark shipped', () => {
  it('flags an AWB the server doubts, and saves it only on Save anyway', async () => {
    const doubt = 'This AWB is already on order #9: check it, or save it anyway.';
    const api = mockApi({
      'admin/order/detail': detail({ lines: twoLines() }),
      'admin/order/awb-check': ok({ warnings: [doubt] }),
      'admin/order/ship': ok({}, 'Order status updated'),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order #12 shipped' });
    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(dialog).getByLabelText('AWB number'), 'DL123456789IN');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(doubt);
    expect(api.bodiesOf('admin/order/awb-check')).toEqual([{ od_id: 12, awb: 'DL123456789IN' }]);
    expect(api.bodiesOf('admin/order/ship')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/ship')).toEqual([
        { od_id: 12, courier: 'Delhivery', awb: 'DL123456789IN', tracking_url: null },
      ]),
    );
  });

  it('offers Add or correct AWB once the items have shipped', async () => {
    const shipped = twoLines().map((line) => ({ ...line, op_delivery_status: 'Shipped' as const }));
    mockApi({ 'admin/order/detail': detail({ lines: shipped }) });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Add or correct AWB' }));
    const dialog = screen.getByRole('dialog', { name: 'AWB of order #12' });
    expect(dialog).toHaveTextContent('The customer is mailed them once.');
    expect(within(dialog).getByRole('button', { name: 'Save AWB' })).toBeInTheDocument();
  });

  it('asks for the courier, AWB number and an https tracking link, then shows them on the items', async () => {
    let shipped = false;
    const shippedLines = () =>
      twoLines().map((line) => ({
        ...line,
        op_delivery_status: 'Shipped' as const,
        op_courier: 'Ekart Logistics',
        op_awb: 'EK123456789IN',
        op_tracking_url: 'https://ekart.example.in/track/EK123456789IN',
      }));
    const api = mockApi({
      'admin/order/detail': () =>
        detail({
          lines: shipped ? shippedLines() : twoLines(),
          timeline: [
            { at: '2025-01-17T09:30:00.000Z', what: 'Order placed', by: null },
            ...(shipped
              ? [{ at: '2025-01-18T09:30:00.000Z', what: 'order.ship', by: 'meera@prime.in' }]
              : []),
          ],
        })(),
      'admin/order/ship': () => {
        shipped = true;
        return ok({}, 'Order status updated')();
      },
      'admin/order/awb-check': ok({ warnings: [] }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order #12 shipped' });
    expect(dialog).toHaveTextContent(
      'These 2 items go to Shipped: Vitamin C Serum (30 gm), Hydrating Gel Cleanser (30 gm). Items still in Order confirmed skip Packing.',
    );
    const courier = within(dialog).getByLabelText('Courier');
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose the courier',
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ecom Express',
      'Xpressbees',
      'Shadowfax',
      'Ekart',
      'India Post',
      'Shiprocket',
      'Other',
    ]);

    // Checked before anything is sent, with the server's own words.
    await user.type(within(dialog).getByLabelText('Tracking link'), 'http://track.example.in/1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(courier).toHaveAccessibleDescription('Enter the courier.');
    expect(within(dialog).getByLabelText('AWB number')).toHaveAccessibleDescription('Enter the AWB number.');
    expect(within(dialog).getByLabelText('Tracking link')).toHaveAccessibleDescription(
      /^Enter the tracking link starting with https:\/\//,
    );
    expect(api.bodiesOf('admin/order/ship')).toEqual([]);

    // A courier not in the list is named.
    await user.selectOptions(courier, 'Other');
    await user.type(within(dialog).getByLabelText('Courier name'), 'Ekart Logistics');
    await user.type(within(dialog).getByLabelText('AWB number'), 'EK123456789IN');
    await user.clear(within(dialog).getByLabelText('Tracking link'));
    await user.type(
      within(dialog).getByLabelText('Tracking link'),
      'https://ekart.example.in/track/EK123456789IN',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/ship')).toEqual([
        {
          od_id: 12,
          courier: 'Ekart Logistics',
          awb: 'EK123456789IN',
          tracking_url: 'https://ekart.example.in/track/EK123456789IN',
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Item 1' });
    await waitFor(() => expect(item).toHaveTextContent('Courier: Ekart Logistics · AWB: EK123456789IN'));
    const link = within(item).getByRole('link', { name: 'Tracking link' });
    expect(link).toHaveAttribute('href', 'https://ekart.example.in/track/EK123456789IN');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    // The history names the whole-order change in words.
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Order shipped · by meera@prime.in',
    );
  });
});

describe('the packing slip', () => {
  it('downloads the order’s PDF with the admin’s token', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:slip');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      'admin/order/detail': detail(),
      'admin/order/12/packing-slip': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Packing slip (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('packing-slip-12.pdf');
    const call = api.spy.mock.calls.find(([input]) => String(input).includes('packing-slip'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer token-of-test');
  });
});

describe('staff notes', () => {
  it('lists the notes with who wrote them and when, and adds one', async () => {
    const notes = [
      { note: 'Customer asked for a gift wrap.', by: 'meera@prime.in', at: '2025-01-17T10:00:00.000Z' },
    ];
    const api = mockApi({
      'admin/order/detail': () => detail({ notes: [...notes] })(),
      'admin/order/note': (body) => {
        notes.push({
          note: (body as { note: string }).note,
          by: 'meera@prime.in',
          at: '2025-01-18T05:00:00.000Z',
        });
        return ok({}, 'Note added')();
      },
    });
    const { user } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Staff notes' });
    expect(section).toHaveTextContent('Customer asked for a gift wrap.');
    expect(section).toHaveTextContent('meera@prime.in · 17 Jan 2025, 15:30');

    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(within(section).getByLabelText('New note')).toHaveAccessibleDescription(/^Enter a note\./);
    await user.type(within(section).getByLabelText('New note'), '  Called: deliver after 6 pm  ');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/order/note')).toEqual([{ od_id: 12, note: 'Called: deliver after 6 pm' }]),
    );
    expect(await within(section).findByText('Called: deliver after 6 pm')).toBeInTheDocument();
    expect(within(section).getByLabelText('New note')).toHaveValue('');
  });
});

describe('the order’s returns', () => {
  const requested = {
    rq_id: 5,
    op_ids: [41],
    lines: [{ op_id: 41, quantity: 1 }],
    reason: 'The pump is broken',
    status: 'requested' as const,
    created_at: '2025-01-20T04:30:00.000Z',
    decided_at: null,
    note: null,
    refund_reference: null,
  };

  it('shows a return’s items and reason, and refuses it with a note, saying it cannot be undone', async () => {
    const api = mockApi({
      'admin/order/detail': detail({ returns: [requested] }),
      'admin/return/decide': ok({}, 'Return decided'),
    });
    const { user } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Returns' });
    const request = within(section).getByRole('listitem', { name: 'Return #5' });
    expect(request).toHaveTextContent('To decide');
    expect(request).toHaveTextContent('Hydrating Gel Cleanser (30 gm)');
    expect(request).toHaveTextContent('The pump is broken');

    await user.click(within(request).getByRole('button', { name: 'Refuse return #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse return #5?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse return' }));
    expect(within(dialog).getByLabelText('Note to the customer')).toHaveAccessibleDescription(
      /^Say why the return is refused/,
    );
    await user.type(within(dialog).getByLabelText('Note to the customer'), 'The seal was opened.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse return' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/return/decide')).toEqual([
        { rq_id: 5, approve: 0, note: 'The seal was opened.' },
      ]),
    );
  });

  it('receives an approved return of a cash-on-delivery order only with the payout reference', async () => {
    const api = mockApi({
      'admin/order/detail': detail({
        returns: [{ ...requested, status: 'approved', decided_at: '2025-01-20T06:00:00.000Z' }],
      }),
      'admin/return/receive': ok({}, 'Return received and refunded'),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Receive return #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Receive return #5?' });
    expect(dialog).toHaveTextContent('pay the customer by UPI or bank transfer first');
    expect(within(dialog).getByLabelText('Put the items back in stock')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Mark received and refund' }));
    expect(within(dialog).getByLabelText('Payout reference (UPI or bank)')).toHaveAccessibleDescription(
      /^Enter the UPI or bank reference the refund was paid with\./,
    );
    expect(api.bodiesOf('admin/return/receive')).toEqual([]);
    await user.click(within(dialog).getByLabelText('Put the items back in stock'));
    await user.type(within(dialog).getByLabelText('Payout reference (UPI or bank)'), 'UPI 4021 8890 1123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received and refund' }));
    await waitFor(() =>
      expect(api.bodiesOf('admin/return/receive')).toEqual([
        { rq_id: 5, restock: 0, payout_reference: 'UPI 4021 8890 1123' },
      ]),
    );
    expect(await screen.findByText('Return received and refunded')).toBeInTheDocument();
  });
});
