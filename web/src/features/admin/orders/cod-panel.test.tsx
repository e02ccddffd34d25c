import { codMessages } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { makeLine, makeOrderDetail } from '../shared/admin-fixtures.ts';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import OrderDetailScreen from './order-detail-screen.tsx';

const renderDetail = () => {
  signIn('admin');
  return renderScreen(<OrderDetailScreen />, { url: '/admin/orders/12', path: '/admin/orders/:orderId' });
};

describe('cash on delivery in the console (decision 0031)', () => {
  it('confirms an order by phone, the shopper’s number one tap away', async () => {
    const api = mockApi({
      'admin/order/detail': ok({
        data: makeOrderDetail({ lines: [makeLine({ op_delivery_status: 'Awaiting confirmation' })] }),
      }),
      'admin/order/confirm': ok({}, codMessages.confirmed),
    });
    const { user } = renderDetail();
    const panel = await screen.findByRole('region', { name: 'Confirmation and delivery' });
    expect(within(panel).getByRole('link', { name: 'Call the customer' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await user.click(within(panel).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText(codMessages.confirmed)).toBeInTheDocument();
    expect(api.bodiesOf('admin/order/confirm')).toEqual([{ od_id: 12 }]);
  });

  it('records a failed delivery with its reason, shows the shopper’s choice, and sends it back', async () => {
    let status = 'Out for Delivery';
    const api = mockApi({
      'admin/order/detail': () =>
        ok({
          data: makeOrderDetail({
            lines: [makeLine({ op_delivery_status: status as 'Out for Delivery' })],
            ...(status === 'Delivery failed'
              ? {
                  od_delivery_attempts: 1,
                  od_delivery_failed_reason: 'Phone unreachable',
                  od_delivery_choice: {
                    choice: 'cancel',
                    date: null,
                    phone: null,
                    landmark: null,
                    at: '2025-01-18T10:00:00.000Z',
                  },
                }
              : {}),
          }),
        })(),
      'admin/order/delivery-failed': () => {
        status = 'Delivery failed';
        return ok({}, codMessages.deliveryFailedRecorded)();
      },
      'admin/order/rto': ok({}, codMessages.rtoStarted),
    });
    const { user } = renderDetail();
    const panel = await screen.findByRole('region', { name: 'Confirmation and delivery' });
    await user.click(within(panel).getByRole('button', { name: 'Delivery failed' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Why it failed'), 'Phone unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Record failed delivery' }));
    await waitFor(() =>
      expect(screen.getByText('Customer asked to cancel: return to seller')).toBeInTheDocument(),
    );
    expect(api.bodiesOf('admin/order/delivery-failed')).toEqual([{ od_id: 12, reason: 'Phone unreachable' }]);
    await user.click(screen.getByRole('button', { name: 'Return to seller' }));
    expect(await screen.findByText(codMessages.rtoStarted)).toBeInTheDocument();
    expect(api.bodiesOf('admin/order/rto')).toEqual([{ od_id: 12 }]);
  });
});
