import type { OrderLine } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { logIn, makeOrderLine, orderList } from './order-test-fixtures.ts';
import OrdersPage from './orders-page.tsx';

const renderOrders = () => renderWithProviders(<OrdersPage />, { routes: [{ path: '/x', element: null }] });

/** The tracking step that reads `step` (its dot's mark aside). */
const stepState = (dialog: HTMLElement, step: string) =>
  within(dialog)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.replace(/^[✓×]/, '').startsWith(step));

describe('ORDER HISTORY', () => {
  it('says there are no orders and leads back to the shop', async () => {
    logIn();
    const api = mockApi({ 'list/order': orderList(() => []) });
    renderOrders();
    expect(screen.getByRole('heading', { name: 'ORDER HISTORY' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(api.bodiesOf('list/order')).toEqual([{ u_id: '7' }]);
    const help = screen.getByRole('navigation', { name: 'Order help' });
    expect(within(help).getByRole('link', { name: 'Track an order' })).toHaveAttribute(
      'href',
      '/MainLayout/trackorder',
    );
    expect(within(help).getByRole('link', { name: 'Cancel an order' })).toHaveAttribute(
      'href',
      '/MainLayout/ordercancellation',
    );
  });

  it('shows one card per order line with what was bought, its cost, payment, status and date', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [
        makeOrderLine({
          op_id: 41,
          od_id: 15,
          p_productname: 'Ceramide Barrier Cream',
          op_quantity: 3,
          op_packet_size: 50,
          op_unit: 'g',
          op_price: 1499,
          od_amount: 5096,
          od_payment_method: 'online',
          od_payment_status: 'paid',
          op_delivery_status: 'Shipped',
          od_created_at: '2026-09-10T08:00:00.000Z',
        }),
        makeOrderLine(),
      ]),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Ceramide Barrier Cream' });
    expect(card).toHaveTextContent('Order #15');
    expect(card).toHaveTextContent('Quantity3 × 50 gm');
    // The line's own amount, not the order's total (which has another line and the delivery in it).
    expect(card).toHaveTextContent('Amount₹4,497');
    expect(card).not.toHaveTextContent('₹5,096');
    expect(card).toHaveTextContent('PaymentOnline payment · Paid');
    expect(card).toHaveTextContent('Delivery status: Shipped');
    expect(card).toHaveTextContent('Ordered on10 Sep 2026');
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/products/vitamin-c.webp');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Vitamin C Brightening Serum' })).toHaveTextContent(
      'PaymentCash on delivery',
    );
  });

  it('says so and offers another try when the orders cannot be loaded', async () => {
    logIn();
    let fail = true;
    mockApi({
      'list/order': () =>
        fail ? jsonResponse({ result: false, message: 'down' }, 503) : orderList(() => [makeOrderLine()])(),
    });
    const view = renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
  });
});

describe('tracking an order line', () => {
  // jsdom lays nothing out and has no scrollIntoView; the spy stands in for the browser's.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  async function openTracking(lines: OrderLine[], role: 'user' | 'admin' = 'user', extra = {}) {
    logIn(role);
    let current = lines;
    const api = mockApi({
      'list/order': orderList(() => current),
      ...extra,
    });
    const view = renderOrders();
    await view.user.click(
      await screen.findByRole('button', { name: `Track order: ${lines[0]!.p_productname}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Track order #${lines[0]!.od_id}` });
    return { api, view, dialog, setLines: (next: OrderLine[]) => (current = next) };
  }

  it('marks the steps done, the next under way and the rest pending, and reads the order afresh', async () => {
    const { dialog, api } = await openTracking([makeOrderLine({ op_delivery_status: 'Packing' })]);
    await waitFor(() => expect(api.bodiesOf('list/order')).toHaveLength(2));
    expect(stepState(dialog, 'Order confirmed')).toHaveTextContent('Completed');
    expect(stepState(dialog, 'Packing')).toHaveTextContent('Completed');
    expect(stepState(dialog, 'Shipped')).toHaveTextContent('Next');
    expect(stepState(dialog, 'Shipped')).toHaveAttribute('aria-current', 'step');
    expect(stepState(dialog, 'Out for Delivery')).toHaveTextContent('Pending');
    expect(stepState(dialog, 'Delivered')).toHaveTextContent('Pending');
    expect(within(dialog).queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
  });

  it('shows a cancelled line as Cancelled, every other step not applicable, and no way to cancel', async () => {
    const { dialog } = await openTracking([makeOrderLine({ op_delivery_status: 'Cancelled' })]);
    expect(stepState(dialog, 'Cancelled')).toHaveTextContent('Cancelled');
    for (const step of ['Order confirmed', 'Packing', 'Shipped', 'Out for Delivery', 'Delivered']) {
      expect(stepState(dialog, step)).toHaveTextContent('Not applicable');
    }
    expect(within(dialog).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('tells the truth about an online order still waiting for its payment', async () => {
    const { dialog } = await openTracking([
      makeOrderLine({
        od_payment_method: 'online',
        od_payment_status: 'pending',
        op_delivery_status: 'Payment pending',
      }),
    ]);
    expect(dialog).toHaveTextContent('Online payment · Payment pending');
    expect(dialog).toHaveTextContent(
      'Payment pending. This order goes ahead once its online payment is confirmed.',
    );
    expect(within(dialog).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('In progress')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('labels an online order cancelled before it was paid Cancelled, not Payment failed', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [
        makeOrderLine({
          od_payment_method: 'online',
          od_payment_status: 'failed',
          op_delivery_status: 'Cancelled',
        }),
      ]),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Vitamin C Brightening Serum' });
    expect(card).toHaveTextContent('PaymentOnline payment · Cancelled');
    expect(card).not.toHaveTextContent('Payment failed');
  });

  it('offers no cancellation once the order has shipped', async () => {
    const { dialog } = await openTracking([makeOrderLine({ op_delivery_status: 'Shipped' })]);
    expect(within(dialog).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('lets the owner cancel the whole order with a reason, then shows it cancelled', async () => {
    const line = makeOrderLine();
    const { dialog, view, api, setLines } = await openTracking([line], 'user', {
      'cancel-order': () => {
        setLines([{ ...line, op_delivery_status: 'Cancelled' }]);
        return jsonResponse({ result: true, message: 'Order cancelled' });
      },
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    // A phone shows the foot of the tracking only in part: the form's buttons come into view with it.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm cancellation' });
    expect(scrollIntoView.mock.contexts).toEqual([confirm.parentElement]);
    await view.user.click(confirm);
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please tell us why you are cancelling.',
    );
    expect(api.bodiesOf('cancel-order')).toEqual([]);
    await view.user.type(within(dialog).getByLabelText('Reason'), 'Ordered twice by mistake');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.bodiesOf('cancel-order')).toEqual([{ od_id: 12, reason: 'Ordered twice by mistake' }]);
    await waitFor(() => expect(stepState(dialog, 'Cancelled')).toHaveTextContent('Cancelled'));
    expect(screen.getByRole('article', { name: 'Vitamin C Brightening Serum' })).toHaveTextContent(
      'Delivery status: Cancelled',
    );
  });

  it('shows the server’s reason when the order can no longer be cancelled', async () => {
    const { dialog, view } = await openTracking([makeOrderLine()], 'user', {
      'cancel-order': () =>
        jsonResponse({ result: false, message: 'Order can no longer be cancelled.' }, 409),
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await view.user.type(within(dialog).getByLabelText('Reason'), 'Too late?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order can no longer be cancelled.');
  });

  it('cancels one line of an order after a confirmation, keeping the rest', async () => {
    const first = makeOrderLine({ op_id: 31 });
    const second = makeOrderLine({ op_id: 32, p_productname: 'Hydrating Gel Cleanser' });
    const { dialog, view, api, setLines } = await openTracking([first, second], 'user', {
      'update/order-tracking': () => {
        setLines([{ ...first, op_delivery_status: 'Cancelled' }, second]);
        return jsonResponse({ result: true, message: 'Order status updated' });
      },
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel this item' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this item?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(api.bodiesOf('update/order-tracking')).toEqual([{ op_id: 31, status: 'Cancelled' }]);
    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    await waitFor(() => expect(stepState(dialog, 'Cancelled')).toHaveTextContent('Cancelled'));
  });

  it('gives an admin a Mark as button for every later step, and moves the line', async () => {
    const line = makeOrderLine({ op_delivery_status: 'Packing' });
    const { dialog, view, api, setLines } = await openTracking([line], 'admin', {
      'update/order-tracking': () => {
        setLines([{ ...line, op_delivery_status: 'Out for Delivery' }]);
        return jsonResponse({ result: true, message: 'Order status updated' });
      },
    });
    const marks = within(dialog).getAllByRole('button', { name: /^Mark as/ });
    expect(marks.map((button) => button.textContent)).toEqual([
      'Mark as Shipped',
      'Mark as Out for Delivery',
      'Mark as Delivered',
    ]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark as Out for Delivery' }));
    expect(api.bodiesOf('update/order-tracking')).toEqual([{ op_id: 31, status: 'Out for Delivery' }]);
    await waitFor(() => expect(stepState(dialog, 'Out for Delivery')).toHaveTextContent('Completed'));
    expect(stepState(dialog, 'Delivered')).toHaveTextContent('Next');
  });

  it('says why a status could not be changed: refused, or no answer at all', async () => {
    let answer: () => Response | Promise<Response> = () =>
      jsonResponse({ result: false, message: 'A cancelled line cannot be moved to another status.' }, 409);
    const { dialog, view } = await openTracking([makeOrderLine()], 'admin', {
      'update/order-tracking': () => answer(),
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark as Packing' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Failed to update order status');
    expect(refused).toHaveTextContent('A cancelled line cannot be moved to another status.');
    answer = () => Promise.reject(new TypeError('offline'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    );
  });

  it('says the tracking could not be fetched when the fresh read fails, and tries again', async () => {
    logIn();
    let calls = 0;
    mockApi({
      'list/order': () =>
        ++calls === 2
          ? jsonResponse({ result: false, message: 'down' }, 503)
          : orderList(() => [makeOrderLine({ op_delivery_status: 'Packing' })])(),
    });
    const view = renderOrders();
    await view.user.click(
      await screen.findByRole('button', { name: 'Track order: Vitamin C Brightening Serum' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Track order #12' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to fetch tracking information. Please try again.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(stepState(dialog, 'Packing')).toHaveTextContent('Completed'));
  });
});

describe('an order still waiting for its payment', () => {
  // Leaving for the payment page is a full page load; here it is only recorded.
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
  });
  afterEach(() => {
    assign.mockReset();
    vi.unstubAllGlobals();
  });
  // Placed five minutes ago; its payment failed at the gateway.
  const waitingLine = () =>
    makeOrderLine({
      od_payment_method: 'online',
      od_payment_status: 'failed',
      op_delivery_status: 'Payment pending',
      od_created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    });

  it('offers PAY NOW on its card, which opens a payment link for that order', async () => {
    logIn();
    const api = mockApi({
      'list/order': orderList(() => [waitingLine(), makeOrderLine({ op_id: 40, od_id: 9 })]),
      'order/pay': () =>
        jsonResponse({ result: true, message: 'ok', od_id: 12, paymentLinkUrl: '/pay/sandbox/abc' }),
    });
    const { user } = renderOrders();
    const payNow = await screen.findByRole('button', { name: 'PAY NOW for order #12' });
    expect(screen.getAllByRole('button', { name: /^PAY NOW/ })).toHaveLength(1);
    await user.click(payNow);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/abc`));
    expect(api.bodiesOf('order/pay')).toEqual([{ od_id: 12 }]);
  });

  it('shows the server’s answer when the order no longer waits', async () => {
    logIn();
    mockApi({
      'list/order': orderList(() => [waitingLine()]),
      'order/pay': () =>
        jsonResponse({ result: false, message: 'This order is no longer waiting for payment.' }, 409),
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'PAY NOW for order #12' }));
    expect(await screen.findByText('This order is no longer waiting for payment.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers the time left and Pay on delivery instead in its tracking, then shows it confirmed', async () => {
    logIn();
    let switched = false;
    const api = mockApi({
      'list/order': orderList(() => [
        switched
          ? {
              ...waitingLine(),
              od_payment_method: 'cod',
              od_payment_status: 'cod',
              op_delivery_status: 'Order confirmed',
            }
          : waitingLine(),
      ]),
      'order/cod': () => {
        switched = true;
        return jsonResponse({ result: true, message: 'ok', od_id: 12, amount: 1998 });
      },
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Track order: Vitamin C Brightening Serum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track order #12' });
    expect(await within(dialog).findByText(/^2[45]:\d\d$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay on delivery instead' }));
    expect(await within(dialog).findByText('Order #12 is confirmed.')).toBeInTheDocument();
    expect(within(dialog).getByText('You pay ₹1,998 in cash when it is delivered.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('Cash on delivery'));
    expect(api.bodiesOf('order/cod')).toEqual([{ od_id: 12 }]);
  });
});

describe('orders placed as a guest (decision 0040)', () => {
  it('come into the history once a mailed code proves the account’s email', async () => {
    logIn();
    localStorage.setItem('user_email', 'asha@example.in');
    let attached = false;
    const guestLine = makeOrderLine({ op_id: 51, od_id: 21, p_productname: 'Ceramide Barrier Cream' });
    const api = mockApi({
      'list/order': orderList(() => (attached ? [guestLine] : [])),
      'send/email-proof': () =>
        jsonResponse({
          result: true,
          message: 'We sent a 4-digit code to your email address.',
          proven: 0,
          attached: 0,
        }),
      'prove/email': (body) => {
        if ((body as { email_otp: string }).email_otp !== '4821') {
          const message = 'This code is wrong or has expired. Please ask for a new one.';
          return jsonResponse({ result: false, message, errors: [{ field: 'email_otp', message }] }, 400);
        }
        attached = true;
        return jsonResponse({ result: true, message: 'Your email is confirmed.', attached: 1 });
      },
    });
    const { user } = renderOrders();
    const proof = await screen.findByRole('region', { name: 'Ordered as a guest?' });
    expect(proof).toHaveTextContent('Orders placed with asha@example.in without logging in show here');
    await user.click(within(proof).getByRole('button', { name: 'Send me a code' }));
    expect(await within(proof).findByRole('status')).toHaveTextContent(
      'We sent a 4-digit code to your email address.',
    );
    const box = within(proof).getByLabelText('Code from your email');
    await user.type(box, '1111');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        expect.stringContaining('This code is wrong or has expired. Please ask for a new one.'),
      ),
    );
    await user.clear(box);
    await user.type(box, '4821');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(await within(proof).findByRole('status')).toHaveTextContent(
      'Your email is confirmed. 1 order added below.',
    );
    expect(await screen.findByText('Ceramide Barrier Cream')).toBeInTheDocument();
    expect(api.bodiesOf('prove/email')).toEqual([{ email_otp: '1111' }, { email_otp: '4821' }]);
  });
});
