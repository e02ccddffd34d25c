import type { OrderLine, OrderReturn } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import OrderLinkPage from './order-link-page.tsx';
import { returnableLines } from './order-returns.ts';
import { logIn, makeOrder, makeOrderLine, orderList } from './order-test-fixtures.ts';
import OrdersPage from './orders-page.tsx';

const ACCESS = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

const shipped = {
  op_courier: 'Delhivery',
  op_awb: 'DL998877',
  op_tracking_url: 'https://www.delhivery.example/track/DL998877',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const delivered = (overrides: Partial<OrderLine> = {}) =>
  makeOrderLine({ op_delivery_status: 'Delivered', op_delivered_at: daysAgo(2), ...shipped, ...overrides });

const requested: OrderReturn = {
  rq_id: 9,
  op_ids: [31],
  lines: [{ op_id: 31, quantity: 2 }],
  reason: 'Too heavy for my skin',
  status: 'requested',
  created_at: '2026-01-12T05:00:00.000Z',
  decided_at: null,
  note: null,
  refund_reference: null,
};

describe('which items may be returned', () => {
  it('delivered items never asked back before, even after a refusal', () => {
    const lines = [
      delivered({ op_id: 1 }),
      delivered({ op_id: 2 }),
      makeOrderLine({ op_id: 3, op_delivery_status: 'Shipped' }),
      makeOrderLine({ op_id: 4, op_delivery_status: 'Return requested' }),
    ];
    const returns = [
      { ...requested, op_ids: [2], status: 'refused' as const },
      { ...requested, op_ids: [4] },
    ];
    expect(returnableLines(lines, returns, 7).map((line) => line.op_id)).toEqual([1]);
  });

  it('only within the shop’s return window of their delivery, as the server counts them', () => {
    const lines = [
      delivered({ op_id: 1, op_delivered_at: daysAgo(6.9) }),
      delivered({ op_id: 2, op_delivered_at: daysAgo(7.1) }),
      delivered({ op_id: 3, op_delivered_at: null }),
    ];
    expect(returnableLines(lines, [], 7).map((line) => line.op_id)).toEqual([1]);
    // The window is the shop's setting (`return_days`), not a number in the code.
    expect(returnableLines(lines, [], 10).map((line) => line.op_id)).toEqual([1, 2]);
  });
});

describe('/orders/<access> after delivery', () => {
  it('shows the courier and lets the link’s holder return items with a reason, then the return', async () => {
    let returns: OrderReturn[] = [];
    const order = () =>
      makeOrder(
        [
          delivered(),
          delivered({ op_id: 32, p_productname: 'Hydrating Gel Cleanser', op_price: 499, op_quantity: 1 }),
        ],
        { od_returns: returns },
      );
    const api = mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: order() }),
      'add/return': (body) => {
        const { lines, reason } = body as { lines: { op_id: number; quantity: number }[]; reason: string };
        returns = [{ ...requested, op_ids: lines.map((line) => line.op_id), lines, reason }];
        return jsonResponse({ result: true, message: 'Return requested', rq_id: 9 });
      },
    });
    const { user } = renderWithProviders(<OrderLinkPage />, {
      url: `/orders/${ACCESS}`,
      path: '/orders/:access',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.getAllByText(/Courier: Delhivery\. AWB: DL998877\./)).toHaveLength(2);
    const link = screen.getAllByRole('link', { name: 'Follow the parcel' })[0]!;
    expect(link).toHaveAttribute('href', 'https://www.delhivery.example/track/DL998877');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items of order #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Choose the items to return.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Why are you returning them?')).toHaveAccessibleDescription(
      'Please tell us why you are returning these items.',
    );
    expect(api.bodiesOf('add/return')).toEqual([]);

    const items = within(dialog).getByRole('group', { name: 'Items to return' });
    await user.click(within(items).getByLabelText(/^Vitamin C Brightening Serum \(30 gm\)/));
    // One of its two units: a part of the line.
    const howMany = within(items).getByLabelText('How many of Vitamin C Brightening Serum (30 gm)');
    expect(howMany).toHaveValue(2);
    await user.tripleClick(howMany);
    await user.keyboard('1');
    // Paid in cash: the refund goes to a UPI ID or a bank account.
    await user.type(within(dialog).getByLabelText('UPI ID'), 'asha@okaxis');
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Too heavy for my skin');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() =>
      expect(api.bodiesOf('add/return')).toEqual([
        {
          access: ACCESS,
          lines: [{ op_id: 31, quantity: 1 }],
          reason: 'Too heavy for my skin',
          refund_to: 'asha@okaxis',
        },
      ]),
    );
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(section).toHaveTextContent('Return requested: we will reply soon');
    expect(section).toHaveTextContent(
      '1 of 2 × Vitamin C Brightening Serum (30 gm). Reason: Too heavy for my skin',
    );
    // The other item may still be returned.
    expect(screen.getByRole('button', { name: 'Return items' })).toBeInTheDocument();
  });

  it('shows the server’s refusal when the items can no longer be returned', async () => {
    mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: makeOrder([delivered()]) }),
      'add/return': () =>
        jsonResponse({ result: false, message: 'These items can no longer be returned.' }, 409),
    });
    const { user } = renderWithProviders(<OrderLinkPage />, {
      url: `/orders/${ACCESS}`,
      path: '/orders/:access',
    });
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog');
    // Its only item is ticked already.
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('These items can no longer be returned.')).toBeInTheDocument();
  });

  it('offers no return before delivery', async () => {
    mockApi({
      'order/view': () =>
        jsonResponse({
          result: true,
          message: 'Success',
          data: makeOrder([makeOrderLine({ op_delivery_status: 'Shipped', ...shipped })]),
        }),
    });
    renderWithProviders(<OrderLinkPage />, { url: `/orders/${ACCESS}`, path: '/orders/:access' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });
});

describe('ORDER HISTORY after delivery', () => {
  it('shows the courier on the card, returns the card’s item by its order number, and shows the return', async () => {
    logIn();
    let returns: OrderReturn[] = [];
    const api = mockApi({
      'list/order': orderList(() => [
        { ...delivered(), od_returns: returns },
        { ...delivered({ op_id: 32, p_productname: 'Hydrating Gel Cleanser' }), od_returns: returns },
      ]),
      'add/return': (body) => {
        const { op_ids, reason } = body as { op_ids: number[]; reason: string };
        const lines = op_ids.map((op_id) => ({ op_id, quantity: 2 }));
        returns = [
          { ...requested, op_ids, lines, reason, status: 'approved', note: 'Hand it to the courier.' },
        ];
        return jsonResponse({ result: true, message: 'Return requested', rq_id: 9 });
      },
    });
    const { user } = renderWithProviders(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Hydrating Gel Cleanser' });
    expect(card).toHaveTextContent('Courier: Delhivery. AWB: DL998877.');
    expect(within(card).getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.click(within(card).getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items of order #12' });
    // The card's own item is ticked; the other may be added.
    expect(within(dialog).getByLabelText(/^Hydrating Gel Cleanser/)).toBeChecked();
    expect(within(dialog).getByLabelText(/^Vitamin C Brightening Serum/)).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() =>
      expect(api.bodiesOf('add/return')).toEqual([{ od_id: 12, op_ids: [32], reason: 'Wrong size' }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Hydrating Gel Cleanser' })).toHaveTextContent(
        'Return approved: please send the items back',
      ),
    );
    expect(
      within(screen.getByRole('article', { name: 'Hydrating Gel Cleanser' })).queryByRole('button', {
        name: 'Return items',
      }),
    ).not.toBeInTheDocument();

    // The tracking shows the return, with the shop's note.
    await user.click(screen.getByRole('button', { name: 'Track order: Hydrating Gel Cleanser' }));
    const tracking = await screen.findByRole('dialog', { name: 'Track order #12' });
    const section = await within(tracking).findByRole('region', { name: 'Returns' });
    expect(section).toHaveTextContent('From the shop: Hand it to the courier.');
    expect(within(tracking).getByText(/Courier: Delhivery/)).toBeInTheDocument();
  });
});
