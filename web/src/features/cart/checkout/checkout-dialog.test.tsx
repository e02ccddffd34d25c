import { messages, STORAGE_KEYS, type Address, type Product } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CartPanel } from '../components/cart-panel.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { fakeQuote, later, logIn, mockShopApi, ok, refuse } from '../../../test/shop-api.ts';
import { leaveFor } from './leave-for.ts';
import { readOrderDetails } from './order-details.ts';
import { RETRY_DELAYS_MS } from './use-place-order.ts';

vi.mock('./leave-for.ts', () => ({ leaveFor: vi.fn() }));

const serum = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });

function Harness() {
  const [open, setOpen] = useState(true);
  return <CartPanel open={open} onClose={() => setOpen(false)} />;
}

const thankYou = { path: '/thank-you', element: <p>Thank-you page</p> };

async function openCheckout() {
  const view = renderWithProviders(<Harness />, { routes: [thankYou] });
  const checkoutNow = await screen.findByRole('button', { name: 'CHECKOUT NOW' });
  // Open once the server has quoted the cart.
  await waitFor(() => expect(checkoutNow).toBeEnabled());
  await view.user.click(checkoutNow);
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { ...view, dialog };
}

const catalogue = (...list: Product[]) => ({
  'product/list': (body: Record<string, unknown>) =>
    ok({ list: list.filter((product) => product.p_id === Number(body.p_id)) }),
  'order/quote': fakeQuote(list),
});

function guestCartOfTwoSerums() {
  localStorage.setItem(
    STORAGE_KEYS.guestCart,
    JSON.stringify([{ productid: '7', quantity: '2', packet_size: '50', addedAt: '2026-01-05T10:00:00Z' }]),
  );
}

async function fillGuest(user: ReturnType<typeof renderWithProviders>['user'], dialog: HTMLElement) {
  const box = (label: string) => within(dialog).getByLabelText(label);
  await user.type(box('Full Name'), 'Asha Rao');
  await user.type(box('Email'), 'asha@example.in');
  await user.type(box('Phone'), '9876543210');
  await user.type(box('Street address'), '12 MG Road');
  await user.type(box('City'), 'Pune');
  await user.selectOptions(box('State'), 'Maharashtra');
  await user.type(box('Pincode'), '411001');
}

/** The boxes fillGuest fills, less name and pincode. */
async function fillGuestRest(user: ReturnType<typeof renderWithProviders>['user'], dialog: HTMLElement) {
  const box = (label: string) => within(dialog).getByLabelText(label);
  await user.type(box('Email'), 'asha@example.in');
  await user.type(box('Phone'), '9876543210');
  await user.type(box('Street address'), '12 MG Road');
  await user.type(box('City'), 'Pune');
  await user.selectOptions(box('State'), 'Maharashtra');
}

const placeButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^PLAC(E|ING) ORDER/ });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  RETRY_DELAYS_MS.splice(0, RETRY_DELAYS_MS.length, 600, 1800);
});

// Typing whole forms takes a while on a busy machine.
describe('guest checkout', { timeout: 20_000 }, () => {
  it('checks the contact rules in order, with the shared messages, before sending anything', async () => {
    guestCartOfTwoSerums();
    const api = mockShopApi(catalogue(serum));
    const { user, dialog } = await openCheckout();
    const box = (label: string) => within(dialog).getByLabelText(label);

    // The first box with a problem takes focus and says what is wrong.
    const refusedAt = async (label: string, message: string) => {
      await user.click(placeButton(dialog));
      expect(box(label)).toHaveFocus();
      expect(box(label)).toHaveAccessibleDescription(message);
    };
    await refusedAt('Full Name', 'Please enter your name.');
    await user.type(box('Full Name'), 'Asha Rao');
    // The edited box drops its problem; focus stays where the shopper types.
    expect(box('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(box('Full Name')).toHaveFocus();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(box('Email'), 'asha@example');
    await refusedAt('Email', 'Please enter a valid email address.');
    await user.type(box('Email'), '.in');
    await user.type(box('Phone'), '98765');
    await refusedAt('Phone', 'Please enter a valid 10-digit phone number.');
    await user.type(box('Phone'), '43210');
    await refusedAt('Street address', 'Please fill in all address fields.');
    expect(box('Pincode')).toHaveAccessibleDescription('Please fill in all address fields.');
    expect(box('Landmark (optional)')).not.toHaveAttribute('aria-invalid');
    await user.type(box('Street address'), '12 MG Road');
    await user.type(box('City'), 'Pune');
    await user.selectOptions(box('State'), 'Maharashtra');
    await user.type(box('Pincode'), '41100');
    await refusedAt('Pincode', 'Please enter a valid 6-digit pincode.');
    expect(api.bodiesOf('add/order')).toEqual([]);
  });

  it('keeps a phone as written and digits only in the pincode, offers login, and delivers within India', async () => {
    guestCartOfTwoSerums();
    mockShopApi(catalogue(serum));
    const { user, dialog } = await openCheckout();
    await user.type(within(dialog).getByLabelText('Phone'), '+91 98-765 4321a0');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+91 98-765 43210');
    await user.type(within(dialog).getByLabelText('Pincode'), 'PIN 411-001 9');
    expect(within(dialog).getByLabelText('Pincode')).toHaveValue('411001');
    expect(within(dialog).getByLabelText('Country')).toHaveValue('India');
    // The login page brings the shopper back to this page with its checkout open.
    expect(within(dialog).getByRole('link', { name: 'Login for faster checkout' })).toHaveAttribute(
      'href',
      '/login?next=%2F%3Fcheckout%3D1',
    );
    expect(within(dialog).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  });

  it('places a cash order with the chosen pack size and the cart total, then shows thank-you', async () => {
    guestCartOfTwoSerums();
    const api = mockShopApi({
      ...catalogue(serum),
      'add/order': () => ok({ order_id: 41, paymentLinkUrl: null, message: 'Order placed successfully' }),
    });
    const { user, dialog } = await openCheckout();
    expect(within(dialog).getByRole('region', { name: 'Order summary' })).toHaveTextContent('₹2,998');
    await fillGuest(user, dialog);
    await user.click(placeButton(dialog));

    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order')).toEqual([
      {
        u_id: '',
        amount: 2998,
        payment_method: 'cod',
        user_name: 'Asha Rao',
        user_email: 'asha@example.in',
        user_mobile_no: '9876543210',
        user_address: '12 MG Road',
        user_city: 'Pune',
        user_state: 'Maharashtra',
        // Filled from the pincode (India Post's district of 411001).
        user_district: 'Pune',
        landmark: '',
        user_zipcode: '411001',
        product_details: [{ product_id: 7, quantity: 2, packet_size: '50gm' }],
      },
    ]);
    expect(api.keysOf('add/order')[0]).toMatch(UUID);
    expect(api.bodiesOf('list/address'), 'a guest has no saved addresses to ask for').toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    expect(readOrderDetails()).toMatchObject({
      orderId: 41,
      total: 2998,
      paymentMethod: 'cod',
      address: '12 MG Road, Pune, Maharashtra, 411001',
      customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
      payload: { amount: 2998 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when checkout is closed and opened again, and after a reload, until the order is placed', async () => {
    guestCartOfTwoSerums();
    mockShopApi({
      ...catalogue(serum),
      'add/order': () => ok({ order_id: 42, paymentLinkUrl: null, message: 'Order placed successfully' }),
    });
    const { user, dialog, unmount } = await openCheckout();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Rao');
    await user.type(within(dialog).getByLabelText('Pincode'), '411001');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'CHECKOUT NOW' }));
    const again = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(again).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(within(again).getByLabelText('Pincode')).toHaveValue('411001');

    // A reload: the app starts again from the session's storage.
    unmount();
    const reloaded = await openCheckout();
    expect(within(reloaded.dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    await fillGuestRest(reloaded.user, reloaded.dialog);
    await reloaded.user.click(placeButton(reloaded.dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(sessionStorage.getItem('checkout_draft')).toBeNull();
  });

  it('carries the applied coupon into checkout, asks with the typed email, and orders with it', async () => {
    guestCartOfTwoSerums();
    sessionStorage.setItem('cart_coupon', 'PRIME10');
    const api = mockShopApi({
      ...catalogue(serum),
      'order/quote': fakeQuote([serum], {
        coupon: (_code, subtotal, body) =>
          body.user_email === 'old@example.in'
            ? 'This coupon is for your first order only.'
            : Math.round(subtotal * 10) / 100,
      }),
      'add/order': () => ok({ order_id: 43, paymentLinkUrl: null, message: 'Order placed successfully' }),
    });
    const { user, dialog } = await openCheckout();
    const summary = within(dialog).getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent(/Total Amount₹2,698\.20?/));
    expect(summary).toHaveTextContent(/Coupon \(PRIME10\)− ₹299\.80?/);
    expect(within(dialog).getByLabelText('Coupon code')).toHaveValue('PRIME10');

    // Whose first order it is: the email typed decides.
    await user.type(within(dialog).getByLabelText('Email'), 'old@example.in');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Coupon code')).toHaveAccessibleDescription(
        'This coupon is for your first order only.',
      ),
    );
    expect(summary).toHaveTextContent('Total Amount₹2,998');
    await user.clear(within(dialog).getByLabelText('Email'));
    await fillGuest(user, dialog);
    await waitFor(() => expect(summary).toHaveTextContent(/Total Amount₹2,698\.20?/));
    expect(api.bodiesOf('order/quote').at(-1)).toMatchObject({ user_email: 'asha@example.in' });
    await user.click(placeButton(dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order')[0]).toMatchObject({ amount: 2698.2, coupon_code: 'PRIME10' });
    expect(sessionStorage.getItem('cart_coupon')).toBeNull();
  });

  it('goes to the payment page for an online order', async () => {
    guestCartOfTwoSerums();
    mockShopApi({
      ...catalogue(serum),
      'add/order': () => ok({ order_id: 42, paymentLinkUrl: '/pay/sandbox/abc123' }),
    });
    const { user, dialog } = await openCheckout();
    await fillGuest(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: /Pay online/ }));
    await user.click(placeButton(dialog));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/abc123`),
    );
    expect(readOrderDetails()).toMatchObject({ orderId: 42, paymentMethod: 'online' });
  });

  it('says the cash-on-delivery charge beside its choice, and the amount to pay beside PLACE ORDER', async () => {
    guestCartOfTwoSerums();
    mockShopApi({
      ...catalogue(serum),
      'shop/charges': () =>
        ok({ data: { free_delivery_from: 499, delivery_charge: 49, cod_charge: 30, return_days: 7 } }),
    });
    const { dialog } = await openCheckout();
    expect(
      await within(dialog).findByRole('radio', { name: /Cash on delivery.*Cash on delivery charge ₹30\./ }),
    ).toBeChecked();
    const toPay = within(dialog).getByText(/^To pay/);
    expect(toPay).toHaveTextContent(/^To pay ₹[\d,]+/);
    // Next to the button, so a phone shows them together.
    expect(toPay.nextElementSibling).toBe(placeButton(dialog));
  });

  it('starts at cash on delivery each time checkout opens', async () => {
    guestCartOfTwoSerums();
    mockShopApi(catalogue(serum));
    const { user, dialog } = await openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: /Pay online/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CHECKOUT NOW' }));
    const again = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(again).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  });

  it('reads PLACING ORDER... while busy, and a second press sends nothing', async () => {
    guestCartOfTwoSerums();
    const answer = later<Response>();
    const api = mockShopApi({ ...catalogue(serum), 'add/order': () => answer.promise });
    const { user, dialog } = await openCheckout();
    await fillGuest(user, dialog);
    await user.click(placeButton(dialog));
    expect(placeButton(dialog)).toHaveTextContent('PLACING ORDER...');
    expect(placeButton(dialog)).toBeDisabled();
    await user.click(placeButton(dialog));
    answer.settle(ok({ order_id: 43, paymentLinkUrl: null }));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order')).toHaveLength(1);
  });

  it('sends a retry of the same attempt with the same Idempotency-Key', async () => {
    RETRY_DELAYS_MS.splice(0, RETRY_DELAYS_MS.length, 1, 1);
    guestCartOfTwoSerums();
    let reachable = false;
    const api = mockShopApi({
      ...catalogue(serum),
      'add/order': () =>
        reachable ? ok({ order_id: 44, paymentLinkUrl: null }) : Promise.reject(new TypeError('offline')),
    });
    const { user, dialog } = await openCheckout();
    await fillGuest(user, dialog);
    await user.click(placeButton(dialog));
    // Sent, then resent twice on its own, then the shopper is told.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to place order. Please try again.',
    );
    expect(api.keysOf('add/order')).toHaveLength(3);
    reachable = true;
    await user.click(placeButton(dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    const keys = api.keysOf('add/order');
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('reads the cart again when prices changed, says so, and sends the new total under a new key', async () => {
    guestCartOfTwoSerums();
    let price = 1499;
    const priced = () => {
      const product = makeProduct({ p_id: 7, p_productname: 'Vitamin C Serum' });
      product.product_price[1]!.pp_discount_prize = price;
      return product;
    };
    const api = mockShopApi({
      'product/list': () => ok({ list: [priced()] }),
      'order/quote': (body) => fakeQuote([priced()])(body),
      'add/order': (body) =>
        body.amount === 2 * price
          ? ok({ order_id: 45, paymentLinkUrl: null })
          : refuse(409, 'Prices have changed. Please review your cart.'),
    });
    const { user, dialog } = await openCheckout();
    await fillGuest(user, dialog);
    // The quote of the filled form (it names the pincode, phone and email typed) is in before prices move.
    await waitFor(() =>
      expect(api.bodiesOf('order/quote').at(-1)).toMatchObject({
        user_zipcode: '411001',
        user_mobile_no: '9876543210',
      }),
    );
    price = 1599;
    await user.click(placeButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Prices have changed. Please review your cart.');
    expect(alert).toHaveTextContent('We have updated your cart with the latest prices.');
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Order summary' })).toHaveTextContent('₹3,198'),
    );
    await user.click(placeButton(dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order').map((body) => body.amount)).toEqual([2998, 3198]);
    const [first, second] = api.keysOf('add/order');
    expect(first).not.toBe(second);
  });
});

const address = (fields: Partial<Address>): Address => ({
  adr_id: 1,
  adr_user_id: 5,
  adr_type: 'home',
  adr_heading: 'Asha Rao',
  adr_address: '12 MG Road',
  adr_city: '',
  adr_district: 'Pune',
  adr_state: 'Maharashtra',
  adr_pincode: '411001',
  adr_status: 1,
  adr_phone: '9876543210',
  adr_setdefault: 0,
  ...fields,
});

function accountApi(addresses: Address[], extra = {}) {
  logIn();
  return mockShopApi({
    'list/cart': () =>
      ok({
        list: [{ ...serum, ct_id: 31, ct_product_id: 7, ct_quantity: 1, ct_packet_size: 50, ct_status: 1 }],
      }),
    'list/favourite': () => ok({ data: [] }),
    'order/quote': fakeQuote([serum]),
    'list/address': () => ok({ list: addresses }),
    ...extra,
  });
}

describe('logged-in checkout', { timeout: 20_000 }, () => {
  it('offers the saved addresses, default first and chosen, and orders to it', async () => {
    const api = accountApi(
      [
        address({ adr_id: 1, adr_heading: 'Office', adr_address: '4 Park Street', adr_district: 'Kolkata' }),
        address({ adr_id: 2, adr_setdefault: 1 }),
      ],
      { 'add/order': () => ok({ order_id: 46, paymentLinkUrl: null }) },
    );
    const { user, dialog } = await openCheckout();
    const radios = await within(dialog).findAllByRole('radio', { name: /, .* - \d{6}/ });
    expect(radios[0]).toHaveAccessibleName(/Asha Rao.*Default.*12 MG Road, Pune, Maharashtra - 411001/);
    expect(radios[0]).toBeChecked();
    expect(within(dialog).queryByLabelText('House No.')).not.toBeInTheDocument();
    expect(placeButton(dialog)).toBeEnabled();
    await user.click(placeButton(dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order')[0]).toMatchObject({
      u_id: '5',
      amount: 1499,
      user_name: 'Asha Rao',
      user_email: 'asha@example.in',
      user_address: '12 MG Road',
      user_city: 'Pune',
      user_zipcode: '411001',
      product_details: [{ product_id: 7, quantity: 1, packet_size: '50gm' }],
    });
  });

  it('asks again for the state of an address saved before the list of states, and orders with it', async () => {
    const api = accountApi([address({ adr_id: 2, adr_setdefault: 1, adr_state: 'Bombay state' })], {
      'add/order': () => ok({ order_id: 47, paymentLinkUrl: null }),
    });
    const { user, dialog } = await openCheckout();
    const state = await within(dialog).findByRole('combobox', { name: 'State of this address' });
    expect(state).toHaveValue('');
    await user.click(placeButton(dialog));
    await waitFor(() => expect(state).toHaveAccessibleDescription(messages.fillAddressFields));
    expect(api.bodiesOf('add/order')).toEqual([]);
    await user.selectOptions(state, 'Maharashtra');
    await user.click(placeButton(dialog));
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(api.bodiesOf('add/order')[0]).toMatchObject({ user_state: 'Maharashtra', user_zipcode: '411001' });
  });

  it('promises delivery to the pincode of the address the order goes to', async () => {
    const days: Record<string, number> = { '411001': 2, '700001': 6, '400050': 3 };
    const api = accountApi(
      [
        address({ adr_id: 2, adr_setdefault: 1 }),
        address({ adr_id: 1, adr_heading: 'Office', adr_district: 'Kolkata', adr_pincode: '700001' }),
      ],
      { 'list/delivery-time': (body: Record<string, unknown>) => ok({ data: days[String(body.pincode)] }) },
    );
    const { user, dialog } = await openCheckout();
    expect(await within(dialog).findByText('Delivery in 2 days to 411001')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Office/ }));
    expect(await within(dialog).findByText('Delivery in 6 days to 700001')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Use a new address/ }));
    expect(
      within(dialog).getByText('Enter the delivery pincode to see when it arrives.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Pincode'), '400050');
    expect(await within(dialog).findByText('Delivery in 3 days to 400050')).toBeInTheDocument();
    expect(api.bodiesOf('list/delivery-time')).toEqual([
      { pincode: '411001' },
      { pincode: '700001' },
      { pincode: '400050' },
    ]);
  });

  it('shows the new-address form for a new address and opens PLACE ORDER only when all seven are filled', async () => {
    accountApi([address({ adr_id: 2, adr_setdefault: 1 })]);
    const { user, dialog } = await openCheckout();
    await user.click(await within(dialog).findByRole('radio', { name: /Use a new address/ }));
    expect(placeButton(dialog)).toBeDisabled();
    const fields = { 'Full Name': 'Ravi Iyer', 'House No.': 'Flat 3', 'Area / Street': 'Linking Road' };
    for (const [label, text] of Object.entries(fields))
      await user.type(within(dialog).getByLabelText(label), text);
    await user.type(within(dialog).getByLabelText('City'), 'Mumbai');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Maharashtra');
    await user.type(within(dialog).getByLabelText('Pincode'), '400050');
    expect(placeButton(dialog)).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Phone'), '9123456780');
    expect(placeButton(dialog)).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: /Asha Rao/ })).not.toBeChecked();
    // Choosing the saved address again hides the form.
    await user.click(within(dialog).getByRole('radio', { name: /Asha Rao/ }));
    expect(within(dialog).queryByLabelText('House No.')).not.toBeInTheDocument();
  });

  it('shows the form at once when nothing is saved', async () => {
    accountApi([]);
    const { dialog } = await openCheckout();
    expect(await within(dialog).findByLabelText('House No.')).toBeInTheDocument();
    expect(placeButton(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Login for faster checkout' })).not.toBeInTheDocument();
  });
});

describe('the address from the pincode', () => {
  it('fills district and state at the sixth digit, offers the places as the city, and names an unknown pincode', async () => {
    guestCartOfTwoSerums();
    const api = mockShopApi(catalogue(serum));
    const { user, dialog } = await openCheckout();
    const box = (label: string) => within(dialog).getByLabelText(label);
    await user.type(box('Pincode'), '40000');
    expect(api.bodiesOf('pincode/info')).toEqual([]);
    await user.type(box('Pincode'), '1');
    await waitFor(() => expect(box('State')).toHaveValue('Maharashtra'));
    expect(box('District (optional)')).toHaveValue('Mumbai');
    expect(box('City')).toHaveValue('Mumbai');
    const offered = document.getElementById(box('City').getAttribute('list')!)!;
    expect([...offered.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'Mumbai',
      'Fort',
      'Stock Exchange',
    ]);
    // The shopper may change what was filled; a pincode India Post lacks keeps the state list.
    await user.clear(box('City'));
    await user.type(box('City'), 'Colaba');
    await user.clear(box('Pincode'));
    await user.type(box('Pincode'), '999999');
    await waitFor(() =>
      expect(box('Pincode')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid pincode.'),
      ),
    );
    expect(box('City')).toHaveValue('Colaba');
    expect(box('State')).toBeEnabled();
  });
});

describe('cash on delivery not offered (decision 0031)', { timeout: 20_000 }, () => {
  it('says why beside the choice, chooses online payment, and asks with the pincode and phone typed', async () => {
    guestCartOfTwoSerums();
    const refusal = 'Cash on delivery is not available at this pincode.';
    const api = mockShopApi({
      ...catalogue(serum),
      'order/quote': fakeQuote([serum], {
        codReason: (body) => (body.user_zipcode === '411001' ? refusal : null),
      }),
      'add/order': () => ok({ order_id: 44, paymentLinkUrl: '/pay/sandbox/xyz' }),
    });
    const { user, dialog } = await openCheckout();
    const cod = within(dialog).getByRole('radio', { name: /Cash on delivery/ });
    expect(cod).toBeChecked();
    await fillGuest(user, dialog);
    await waitFor(() => expect(cod).toBeDisabled());
    expect(cod).toHaveAccessibleDescription(refusal);
    expect(within(dialog).getByRole('radio', { name: /Pay online/ })).toBeChecked();
    expect(api.bodiesOf('order/quote').at(-1)).toMatchObject({
      user_zipcode: '411001',
      user_mobile_no: '9876543210',
      user_email: 'asha@example.in',
    });
    await user.click(placeButton(dialog));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${window.location.origin}/pay/sandbox/xyz`));
    expect(api.bodiesOf('add/order')[0]).toMatchObject({ payment_method: 'online' });
  });
});
