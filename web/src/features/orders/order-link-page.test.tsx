import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import OrderLinkPage from './order-link-page.tsx';
import { makeOrder, makeOrderLine } from './order-test-fixtures.ts';

const ACCESS = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
// Leaving for the payment page is a full page load; here it is only recorded.
const assign = vi.fn();
vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
afterEach(() => assign.mockReset());

const renderPage = () =>
  renderWithProviders(<OrderLinkPage />, { url: `/orders/${ACCESS}`, path: '/orders/:access' });

describe('/orders/<access>', () => {
  it('shows the order of the link to a guest: lines, amounts, status steps, courier and address', async () => {
    const order = makeOrder(
      [
        {
          ...makeOrderLine({ op_delivery_status: 'Shipped', od_amount: 2247.1, od_discount: 249.9 }),
          op_courier: 'Delhivery',
          op_awb: 'DL123456',
          op_tracking_url: 'https://track.example.in/DL123456',
        } as ReturnType<typeof makeOrderLine>,
        makeOrderLine({ op_id: 32, p_productname: 'Hydrating Gel Cleanser', op_price: 499, op_quantity: 1 }),
      ],
      { od_coupon_code: 'PRIME10' },
    );
    const api = mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: order }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(api.bodiesOf('order/view')).toEqual([{ access: ACCESS }]);
    expect(screen.getByText(/2 × ₹999 = ₹1,998 · Status: Shipped/)).toBeInTheDocument();
    expect(screen.getByText(/1 × ₹499 = ₹499 · Status: Order confirmed/)).toBeInTheDocument();
    expect(screen.getByText('Discount (PRIME10)').nextSibling).toHaveTextContent('−₹249.9');
    expect(screen.getByText('Order total').nextSibling).toHaveTextContent('₹2,247.1');
    expect(screen.getByText(/Courier: Delhivery\. AWB: DL123456\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute(
      'href',
      'https://track.example.in/DL123456',
    );
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getByText(/Asha Rao, 12 MG Road, Pune, Maharashtra – 411001/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('shows every part of the total: items, delivery, cash-on-delivery charge, and each refund', async () => {
    const refund = {
      amount: 100,
      reference: 'rfnd_1',
      at: '2026-01-06T10:00:00.000Z',
      reason: 'Item cancelled: Toner (100 gm)',
    };
    const line = makeOrderLine({
      op_price: 349,
      op_quantity: 1,
      od_amount: 428,
      od_delivery_charge: 49,
      od_cod_charge: 30,
      od_payment_method: 'online',
      od_payment_status: 'paid',
      od_refunded: 100,
      od_refunds: [refund],
    });
    const order = makeOrder([line], { od_refunded: 100, od_refunds: [refund] });
    mockApi({ 'order/view': () => jsonResponse({ result: true, message: 'Success', data: order }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.getByText('Items').nextSibling).toHaveTextContent('₹349');
    expect(screen.getByText('Delivery').nextSibling).toHaveTextContent('₹49');
    expect(screen.getByText('Cash on delivery charge').nextSibling).toHaveTextContent('₹30');
    expect(screen.getByText('Order total').nextSibling).toHaveTextContent('₹428');
    expect(
      screen.getByText(/Refunded on .* \(Item cancelled: Toner \(100 gm\)\)/).nextSibling,
    ).toHaveTextContent('₹100');
    expect(screen.getByText(/Online payment · Paid · ₹100 refunded/)).toBeInTheDocument();
  });

  it('lets whoever holds the link cancel an order that has not shipped, by its access token', async () => {
    // jsdom has no scrollIntoView, which the cancel form calls to show its buttons.
    Element.prototype.scrollIntoView = vi.fn();
    const order = makeOrder([makeOrderLine()]);
    const cancelled = makeOrder([makeOrderLine({ op_delivery_status: 'Cancelled' })]);
    let current = order;
    const api = mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: current }),
      'cancel-order': () => {
        current = cancelled;
        return jsonResponse({ result: true, message: 'Order cancelled', od_id: 12, refunded: 0 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.type(screen.getByLabelText('Reason'), 'Ordered twice');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(api.bodiesOf('cancel-order')).toEqual([{ access: ACCESS, reason: 'Ordered twice' }]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
  });

  it('says a link it cannot open cannot be found, and leads to the tracker', async () => {
    mockApi({ 'order/view': () => jsonResponse({ result: false, message: 'Not found.' }, 404) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-order');
  });
});

describe('/orders/<access> of an order waiting for its payment', () => {
  // Placed five minutes ago, its payment failed at the gateway; after a switch, paid on delivery.
  const createdAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const waiting = makeOrder([
    makeOrderLine({
      od_payment_method: 'online',
      od_payment_status: 'failed',
      op_delivery_status: 'Payment pending',
      od_created_at: createdAt,
    }),
  ]);
  const confirmed = makeOrder([
    makeOrderLine({ od_created_at: createdAt, od_amount: 1998, op_delivery_status: 'Order confirmed' }),
  ]);

  it('shows the time left and PAY NOW opens a payment link for the order of the link', async () => {
    const api = mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: waiting }),
      'order/pay': () =>
        jsonResponse({ result: true, message: 'ok', od_id: 12, paymentLinkUrl: '/pay/sandbox/abc' }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Your payment did not go through.')).toBeInTheDocument();
    expect(screen.getByText(/^2[45]:\d\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/abc`));
    expect(api.bodiesOf('order/pay')).toEqual([{ access: ACCESS }]);
  });

  it('Pay on delivery instead confirms the order, says what is paid on delivery and shows it anew', async () => {
    let switched = false;
    const api = mockApi({
      'order/view': () =>
        jsonResponse({ result: true, message: 'Success', data: switched ? confirmed : waiting }),
      'order/cod': () => {
        switched = true;
        return jsonResponse({ result: true, message: 'ok', od_id: 12, amount: 1998 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Order #12 is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹1,998 in cash when it is delivered.')).toBeInTheDocument();
    expect(await screen.findByText(/Status: Order confirmed/)).toBeInTheDocument();
    expect(screen.getByText(/Cash on delivery/)).toBeInTheDocument();
    expect(api.bodiesOf('order/cod')).toEqual([{ access: ACCESS }]);
    expect(api.bodiesOf('order/view')).toHaveLength(2);
  });

  it('shows the store’s answer when the order no longer waits, and the order as it is now', async () => {
    let cancelled = false;
    const gone = makeOrder([
      makeOrderLine({
        od_payment_method: 'online',
        od_payment_status: 'failed',
        op_delivery_status: 'Cancelled',
        od_created_at: createdAt,
      }),
    ]);
    mockApi({
      'order/view': () =>
        jsonResponse({ result: true, message: 'Success', data: cancelled ? gone : waiting }),
      'order/pay': () => {
        cancelled = true;
        return jsonResponse({ result: false, message: 'This order is no longer waiting for payment.' }, 409);
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is no longer waiting for payment.',
    );
    expect(await screen.findByText(/Status: Cancelled/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers nothing to pay for an order already confirmed', async () => {
    mockApi({ 'order/view': () => jsonResponse({ result: true, message: 'Success', data: confirmed }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
  });
});
