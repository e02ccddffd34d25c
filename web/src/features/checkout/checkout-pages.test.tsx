import { STORAGE_KEYS, type Order, type OrderLine } from '@prime/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import PaymentFailedPage from './payment-failed-page.tsx';
import ThankYouPage from './thank-you-page.tsx';

// Leaving for the payment page is a full page load; here it is only recorded.
const assign = vi.fn();
vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
afterEach(() => assign.mockReset());

const payload = {
  u_id: '',
  amount: 2998,
  payment_method: 'online',
  user_name: 'Asha Rao',
  user_email: 'asha@example.in',
  user_mobile_no: '9876543210',
  user_address: '12 MG Road',
  user_state: 'Maharashtra',
  user_district: '',
  landmark: '',
  user_city: 'Pune',
  user_zipcode: '411001',
  product_details: [{ product_id: 7, quantity: 2, packet_size: '50gm' }],
};

function keepOrder(orderId: number) {
  sessionStorage.setItem(
    'order_details',
    JSON.stringify({
      orderId,
      total: 2998,
      paymentMethod: 'online',
      address: '12 MG Road, Pune, Maharashtra, 411001',
      customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
      payload,
    }),
  );
}

function answerOrders(answers: (() => Response | Promise<Response>)[]) {
  const calls: { body: unknown; key: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    calls.push({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    return answers[calls.length - 1]!();
  });
  return calls;
}

const home = { path: '/', element: <p>Home page</p> };
const ACCESS = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('/thank-you', () => {
  const placed = (overrides: Partial<Order> = {}): Order => {
    const line = {
      op_id: 90,
      od_id: 41,
      p_id: 7,
      p_productname: 'Vitamin C Serum',
      p_image: '',
      op_quantity: 2,
      op_packet_size: 50,
      op_unit: 'g',
      op_price: 1499,
      od_amount: 2998,
      od_payment_method: 'online',
      od_payment_status: 'paid',
      op_delivery_status: 'Order confirmed',
      od_created_at: '2026-11-20T10:00:00.000Z',
      od_discount: 0,
      od_coupon_code: null,
      od_delivery_charge: 0,
      od_cod_charge: 0,
      od_access: ACCESS,
      op_courier: null,
      op_awb: null,
      op_tracking_url: null,
      op_delivered_at: null,
      op_lots: [],
      od_invoice_no: null,
      od_invoice_url: null,
      od_credit_notes: [],
      od_refunded: 0,
      od_refunds: [],
    } satisfies OrderLine;
    return {
      od_id: 41,
      od_created_at: line.od_created_at,
      od_amount: 2998,
      od_discount: 0,
      od_coupon_code: null,
      od_delivery_charge: 0,
      od_cod_charge: 0,
      od_payment_method: 'online',
      od_payment_status: 'paid',
      user_name: 'Asha Rao',
      user_email: 'asha@example.in',
      user_mobile_no: '9876543210',
      user_address: '12 MG Road',
      user_city: 'Pune',
      user_state: 'Maharashtra',
      user_zipcode: '411001',
      od_access: ACCESS,
      od_invoice_no: null,
      od_invoice_url: null,
      od_credit_notes: [],
      od_confirm_by: null,
      od_delivery_attempts: 0,
      od_delivery_failed_reason: null,
      od_delivery_choice: null,
      od_refunded: 0,
      od_refunds: [],
      lines: [line],
      ...overrides,
    };
  };
  const answering = (order: Order | null) =>
    mockApi({
      'order/lookup': () =>
        order
          ? jsonResponse({ result: true, message: 'Success', data: order })
          : jsonResponse({ result: false, message: 'We could not find an order with these details.' }, 404),
      'list/delivery-time': () => jsonResponse({ result: true, message: 'Success', data: 3 }),
    });

  it('shows the order as the store has it: number, lines, amount, delivery estimate and its link', async () => {
    keepOrder(41);
    const api = answering(placed());
    const { user, router } = renderWithProviders(<ThankYouPage />, {
      path: '/thank-you',
      url: '/thank-you?order_id=41',
      routes: [home],
    });
    // The first render of the suite loads the order modules: on a busy machine that takes a while.
    expect(
      await screen.findByRole('heading', { name: 'Order Successful!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.bodiesOf('order/lookup')).toEqual([{ od_id: 41, contact: 'asha@example.in' }]);
    expect(screen.getByText('Your purchase has been confirmed')).toBeInTheDocument();
    expect(screen.getByText(/confirmation email .* to asha@example\.in/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order #41' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vitamin C Serum' })).toBeInTheDocument();
    expect(screen.getByText(/2 × ₹1,499 = ₹2,998/)).toBeInTheDocument();
    expect(screen.getByText('Order total').nextSibling).toHaveTextContent('₹2,998');
    expect(await screen.findByText('Delivery in 3 days to 411001.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${ACCESS}`,
    );
    // Customer care keeps the hours the contact page gives, not a promise of round-the-clock answers.
    expect(screen.getByText(/We answer Monday to Saturday, 10 am to 7 pm IST\./)).toBeInTheDocument();
    expect(screen.queryByText(/24\/7|day and night/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
  }, 15_000);

  it('says an online order still waiting for its payment is placed, not confirmed', async () => {
    keepOrder(41);
    answering(placed({ od_payment_status: 'failed' }));
    renderWithProviders(<ThankYouPage />, { path: '/thank-you', url: '/thank-you?order_id=41' });
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('Your order is waiting for its payment')).toBeInTheDocument();
    expect(screen.queryByText('Your purchase has been confirmed')).not.toBeInTheDocument();
  });

  it('takes a paid guest order’s quantities out of the guest cart, and keeps those of an unpaid one', async () => {
    const cart = [{ productid: '7', quantity: '3', packet_size: '50' }];
    keepOrder(41);
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(cart));
    answering(placed({ od_payment_status: 'failed' }));
    const first = renderWithProviders(<ThankYouPage />, {
      path: '/thank-you',
      url: '/thank-you?order_id=41',
    });
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual(cart);
    first.unmount();

    vi.restoreAllMocks();
    answering(placed());
    renderWithProviders(<ThankYouPage />, { path: '/thank-you', url: '/thank-you?order_id=41' });
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
        expect.objectContaining({ productid: '7', quantity: '1', packet_size: '50' }),
      ]),
    );
  });

  it.each([
    ['no order at all', '/thank-you'],
    ['another order than this tab placed', '/thank-you?order_id=99'],
    ['an order number that is not one', '/thank-you?order_id=abc'],
  ])('says it cannot find the order for %s, and confirms nothing', async (_case, url) => {
    keepOrder(41);
    const api = answering(null);
    renderWithProviders(<ThankYouPage />, { path: '/thank-you', url });
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.queryByText('Order Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('Your purchase has been confirmed')).not.toBeInTheDocument();
    expect(screen.queryByText('#41')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-order');
    expect(api.calls).toHaveLength(0);
  });

  it('finds a logged-in shopper’s order among their own when this tab did not place it', async () => {
    localStorage.setItem('user_token', 't');
    localStorage.setItem('u_id', '7');
    localStorage.setItem('user_name', 'Asha Rao');
    localStorage.setItem('user_role', 'user');
    const order = placed();
    const api = mockApi({
      'list/order': () => jsonResponse({ result: true, message: 'Success', list: order.lines }),
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: order }),
      'list/delivery-time': () => jsonResponse({ result: true, message: 'Success', data: 3 }),
    });
    renderWithProviders(<ThankYouPage />, { path: '/thank-you', url: '/thank-you?order_id=41' });
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(api.bodiesOf('order/view')).toEqual([{ access: ACCESS }]);
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${ACCESS}`,
    );
  });

  it('says it cannot find an order the store does not know by that email', async () => {
    keepOrder(41);
    answering(null);
    renderWithProviders(<ThankYouPage />, { path: '/thank-you', url: '/thank-you?order_id=41' });
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  });
});

describe('/payment-failed', () => {
  const renderFailed = (orderId: number, query = '') =>
    renderWithProviders(<PaymentFailedPage />, {
      path: '/payment-failed',
      url: `/payment-failed?order_id=${orderId}${query}`,
    });

  // The store cannot find the guest's order by its number and email (order/lookup).
  const notFound = () =>
    jsonResponse({ result: false, message: 'We could not find an order with these details.' }, 404);

  it('tells a guest the order is kept, and places the same order again under a new key', async () => {
    keepOrder(42);
    // An online order's lines stay in the guest cart until it is paid (the thank-you page takes them).
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([{ productid: '7', quantity: '2' }]));
    const calls = answerOrders([
      notFound,
      () => jsonResponse({ result: true, message: 'ok', order_id: 43, paymentLinkUrl: '/pay/sandbox/new' }),
    ]);
    const { user } = renderFailed(42);
    expect(
      await screen.findByText(/Order #42 is kept for 30 minutes after it was placed/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/new`));
    expect(calls).toEqual([
      { body: { od_id: 42, contact: 'asha@example.in' }, key: null },
      { body: payload, key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(JSON.parse(sessionStorage.getItem('order_details')!)).toMatchObject({ orderId: 43 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
      { productid: '7', quantity: '2' },
    ]);
  });

  it('shows why the order could not be placed again', async () => {
    keepOrder(42);
    answerOrders([
      notFound,
      () => jsonResponse({ result: false, message: 'Only 1 left of Vitamin C Serum.' }, 409),
    ]);
    const { user } = renderFailed(42);
    await user.click(await screen.findByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of Vitamin C Serum.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('puts the order back in a guest cart on the way back to the cart', async () => {
    keepOrder(42);
    const opened = vi.fn();
    window.addEventListener('prime:open-cart', opened);
    answerOrders([notFound]);
    const { user } = renderFailed(42);
    await user.click(await screen.findByRole('button', { name: 'Back to cart' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
      expect.objectContaining({ productid: '7', quantity: '2', packet_size: '50' }),
    ]);
    window.removeEventListener('prime:open-cart', opened);
  });

  it('says a paid order that was cancelled is refunded, not that nothing was charged', () => {
    keepOrder(42);
    renderFailed(42, '&refunded=1');
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/Order #42 was cancelled and its payment is refunded/)).toBeInTheDocument();
    expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).not.toBeInTheDocument();
  });

  it('offers no TRY AGAIN for an order this tab did not place', () => {
    renderFailed(42);
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to cart' })).toBeInTheDocument();
  });
});

describe('/payment-failed for a logged-in shopper whose order still waits', () => {
  function answerWaiting(extra: Record<string, () => Response>) {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    localStorage.setItem(STORAGE_KEYS.userName, 'Asha Rao');
    const line = {
      op_id: 31,
      od_id: 42,
      p_id: 7,
      p_productname: 'Vitamin C Brightening Serum',
      p_image: 'uploads/products/vitamin-c.webp',
      op_quantity: 2,
      op_packet_size: 50,
      op_unit: 'g',
      op_price: 1499,
      od_amount: 2998,
      od_payment_method: 'online',
      od_payment_status: 'failed',
      op_delivery_status: 'Payment pending',
      od_created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      od_discount: 0,
      od_coupon_code: null,
    };
    const calls: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).split('/prime/')[1]!;
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      const answer = extra[path];
      // Paid on delivery: the order no longer waits when it is read again.
      const switched = calls.some((call) => call.path === 'order/cod');
      const now = switched
        ? {
            ...line,
            od_payment_method: 'cod',
            od_payment_status: 'cod',
            op_delivery_status: 'Order confirmed',
          }
        : line;
      return answer ? answer() : jsonResponse({ result: true, message: 'ok', list: [now] });
    });
    return calls;
  }
  const renderFailed = () =>
    renderWithProviders(<PaymentFailedPage />, {
      path: '/payment-failed',
      url: '/payment-failed?order_id=42',
    });

  it('shows the time left and PAY NOW opens the same order’s payment link again', async () => {
    const calls = answerWaiting({
      'order/pay': () =>
        jsonResponse({ result: true, message: 'ok', od_id: 42, paymentLinkUrl: '/pay/sandbox/abc' }),
    });
    const { user } = renderFailed();
    expect(
      await screen.findByText('Order #42 is kept for you: pay for it now, or pay on delivery instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^2[45]:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/abc`));
    expect(calls.filter((call) => call.path === 'order/pay')).toEqual([
      { path: 'order/pay', body: { od_id: 42 } },
    ]);
  });

  it('Pay on delivery instead confirms the order and says what is paid on delivery', async () => {
    const calls = answerWaiting({
      'order/cod': () => jsonResponse({ result: true, message: 'ok', od_id: 42, amount: 2998 }),
    });
    const { user } = renderFailed();
    await user.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Order #42 is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹2,998 in cash when it is delivered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/MainLayout/orders');
    expect(calls.filter((call) => call.path === 'order/cod')).toEqual([
      { path: 'order/cod', body: { od_id: 42 } },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/payment-failed for a guest whose order still waits', () => {
  function answerGuest(extra: Record<string, () => Response>) {
    keepOrder(42);
    const line = {
      op_id: 31,
      od_id: 42,
      p_id: 7,
      p_productname: 'Vitamin C Brightening Serum',
      p_image: 'uploads/products/vitamin-c.webp',
      op_quantity: 2,
      op_packet_size: 50,
      op_unit: 'g',
      op_price: 1499,
      od_amount: 2998,
      od_payment_method: 'online',
      od_payment_status: 'failed',
      op_delivery_status: 'Payment pending',
      od_created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      od_discount: 0,
      od_coupon_code: null,
      od_delivery_charge: 0,
      od_cod_charge: 0,
      od_access: ACCESS,
      op_courier: null,
      op_awb: null,
      op_tracking_url: null,
      op_delivered_at: null,
      op_lots: [],
      od_invoice_no: null,
      od_invoice_url: null,
      od_credit_notes: [],
      od_refunded: 0,
      od_refunds: [],
    } satisfies OrderLine;
    const order: Order = {
      od_id: 42,
      od_created_at: line.od_created_at,
      od_amount: 2998,
      od_discount: 0,
      od_coupon_code: null,
      od_delivery_charge: 0,
      od_cod_charge: 0,
      od_payment_method: 'online',
      od_payment_status: 'failed',
      user_name: 'Asha Rao',
      user_email: 'asha@example.in',
      user_mobile_no: '9876543210',
      user_address: '12 MG Road',
      user_city: 'Pune',
      user_state: 'Maharashtra',
      user_zipcode: '411001',
      od_access: ACCESS,
      od_invoice_no: null,
      od_invoice_url: null,
      od_credit_notes: [],
      od_confirm_by: null,
      od_delivery_attempts: 0,
      od_delivery_failed_reason: null,
      od_delivery_choice: null,
      od_refunded: 0,
      od_refunds: [],
      lines: [line],
    };
    return mockApi({
      'order/lookup': () => jsonResponse({ result: true, message: 'ok', data: order }),
      'order/view': () => jsonResponse({ result: true, message: 'ok', data: order }),
      ...extra,
    });
  }
  const renderFailed = () =>
    renderWithProviders(<PaymentFailedPage />, {
      path: '/payment-failed',
      url: '/payment-failed?order_id=42',
    });

  it('offers PAY NOW by the order’s link instead of placing it again', async () => {
    const api = answerGuest({
      'order/pay': () =>
        jsonResponse({ result: true, message: 'ok', od_id: 42, paymentLinkUrl: '/pay/sandbox/abc' }),
    });
    const { user } = renderFailed();
    expect(
      await screen.findByText('Order #42 is kept for you: pay for it now, or pay on delivery instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^2[45]:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/abc`));
    expect(api.bodiesOf('order/pay')).toEqual([{ access: ACCESS }]);
  });

  it('finds the order by the link this browser kept when the page opens in a new tab', async () => {
    const api = answerGuest({});
    sessionStorage.clear();
    localStorage.setItem('order_links', JSON.stringify([[42, ACCESS]]));
    renderFailed();
    expect(await screen.findByRole('button', { name: 'PAY NOW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay on delivery instead' })).toBeInTheDocument();
    expect(api.bodiesOf('order/view')).toEqual([{ access: ACCESS }]);
  });

  it('Pay on delivery instead takes the order’s quantities out of the guest cart', async () => {
    localStorage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([
        { productid: '7', quantity: '3', packet_size: '50' },
        { productid: '8', quantity: '1' },
      ]),
    );
    answerGuest({
      'order/cod': () => jsonResponse({ result: true, message: 'ok', od_id: 42, amount: 2998 }),
    });
    const { user } = renderFailed();
    await user.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Order #42 is confirmed.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([
      expect.objectContaining({ productid: '7', quantity: '1', packet_size: '50' }),
      expect.objectContaining({ productid: '8', quantity: '1' }),
    ]);
  });

  it('Pay on delivery instead confirms the order and links to its page', async () => {
    const api = answerGuest({
      'order/cod': () => jsonResponse({ result: true, message: 'ok', od_id: 42, amount: 2998 }),
    });
    const { user } = renderFailed();
    await user.click(await screen.findByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('Order #42 is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹2,998 in cash when it is delivered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${ACCESS}`,
    );
    expect(api.bodiesOf('order/cod')).toEqual([{ access: ACCESS }]);
  });
});
