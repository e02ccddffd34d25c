import { describe, expect, it } from 'vitest';
import { addCartBody, addFavouriteBody, updateCartBody } from './cart.ts';
import { codMessages, isReattemptDay } from './cod.ts';
import { messages } from './messages.ts';
import { addOrderBody, statusMoveRefusal, updateOrderTrackingBody } from './orders.ts';

const guest = {
  u_id: '',
  amount: 998,
  payment_method: 'cod',
  user_name: ' Asha Rao ',
  user_email: 'Asha@Example.in',
  user_mobile_no: '9876543210',
  user_address: '12 MG Road',
  user_state: 'Karnataka',
  user_district: '',
  landmark: '',
  user_city: 'Bengaluru',
  user_zipcode: '560038',
  product_details: [{ product_id: '7', quantity: '2', packet_size: '50gm' }],
};

const firstMessage = (body: object) => {
  const parsed = addOrderBody.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
};

describe('add/order body', () => {
  it('reads ids, quantities and pack sizes as numbers and the amount in paise', () => {
    expect(addOrderBody.parse(guest)).toMatchObject({
      amount: 99800,
      user_name: 'Asha Rao',
      user_email: 'asha@example.in',
      product_details: [{ product_id: 7, quantity: 2, packet_size: 50 }],
      coupon_code: null,
    });
  });

  it('refuses an empty cart before anything else', () => {
    expect(firstMessage({ ...guest, product_details: [], user_name: '', amount: 0 })).toBe(
      messages.cartEmpty,
    );
    expect(firstMessage({ user_name: '' })).toBe(messages.cartEmpty);
  });

  it('checks the contact fields in the order the checkout lists them', () => {
    const broken = { ...guest, user_name: '', user_email: 'x', user_mobile_no: '98765', user_city: '' };
    const parsed = addOrderBody.safeParse({ ...broken, user_zipcode: '12345' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['user_name', messages.enterName],
      ['user_email', messages.enterValidEmail],
      ['user_mobile_no', messages.enterValidPhone],
      ['user_city', messages.fillAddressFields],
      ['user_zipcode', messages.enterValidPincode],
    ]);
    expect(firstMessage({ ...guest, user_zipcode: '' })).toBe(messages.fillAddressFields);
    expect(firstMessage({ ...guest, user_zipcode: '56003' })).toBe(messages.enterValidPincode);
  });

  it('refuses an amount that is empty, negative or finer than a paisa; zero is judged by the server', () => {
    for (const amount of [undefined, '', -5, 'abc'])
      expect(firstMessage({ ...guest, amount })).toBe(messages.orderAmountZero);
    expect(addOrderBody.parse({ ...guest, amount: 0 }).amount).toBe(0);
    expect(firstMessage({ ...guest, amount: 10.005 })).toBe(messages.amountDecimals);
    expect(addOrderBody.parse({ ...guest, amount: '1299.10' }).amount).toBe(129910);
  });

  it('refuses unknown payment methods and malformed lines, naming the line', () => {
    expect(firstMessage({ ...guest, payment_method: 'card' })).toBe(messages.paymentMethodInvalid);
    expect(addOrderBody.parse({ ...guest, payment_method: '' }).payment_method).toBe('cod');
    const parsed = addOrderBody.safeParse({
      ...guest,
      product_details: [{ product_id: 'x', quantity: 0 }],
    });
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'product_details.0.product_id',
      'product_details.0.quantity',
    ]);
  });
});

describe('cart and tracking bodies', () => {
  it('adds one unit of the first pack size when quantity and size are left out', () => {
    expect(addCartBody.parse({ productid: '3', quantity: '', packet_size: '' })).toEqual({
      productid: 3,
      quantity: 1,
      packet_size: undefined,
    });
    expect(addCartBody.safeParse({ productid: 3, quantity: 0 }).success).toBe(false);
    expect(updateCartBody.safeParse({ cart_id: 1, quantity: 1.5 }).error!.issues[0]!.message).toBe(
      messages.quantityInvalid,
    );
  });

  it('reads fav as 1 or 0 only', () => {
    expect(addFavouriteBody.parse({ p_id: '2', fav: '0' })).toEqual({ p_id: 2, fav: 0 });
    expect(addFavouriteBody.safeParse({ p_id: 2, fav: 2 }).error!.issues[0]!.message).toBe(
      messages.favFlagInvalid,
    );
  });

  it('accepts a status of the delivery sequence in any letter case', () => {
    expect(updateOrderTrackingBody.parse({ op_id: '4', status: 'shipped' }).status).toBe('Shipped');
    expect(updateOrderTrackingBody.safeParse({ op_id: 4, status: 'Payment pending' }).success).toBe(false);
  });
});

describe('status moves', () => {
  it('go forward only, steps skipped, never out of Cancelled, Delivered only on to a return', () => {
    expect(statusMoveRefusal('Order confirmed', 'Delivered')).toBeUndefined();
    expect(statusMoveRefusal('Shipped', 'Shipped')).toBeUndefined();
    expect(statusMoveRefusal('Delivered', 'Return requested')).toBeUndefined();
    expect(statusMoveRefusal('Return requested', 'Returned')).toBeUndefined();
    for (const [from, to] of [
      ['Shipped', 'Packing'],
      ['Cancelled', 'Order confirmed'],
      ['Delivered', 'Out for Delivery'],
      ['Returned', 'Delivered'],
      ['Packing', 'Returned'],
    ] as const) {
      expect(statusMoveRefusal(from, to), `${from} → ${to}`).toBe(messages.statusForwardOnly);
    }
    expect(statusMoveRefusal('Payment pending', 'Order confirmed')).toBe(messages.orderWaitingForPayment);
  });
});

describe('status moves of cash on delivery (decision 0031)', () => {
  it('confirms only as a whole order, and takes a parcel with the courier only on or back', () => {
    expect(statusMoveRefusal('Awaiting confirmation', 'Packing')).toBe(codMessages.awaitingConfirmation);
    expect(statusMoveRefusal('Awaiting confirmation', 'Order confirmed')).toBe(
      codMessages.awaitingConfirmation,
    );
    expect(statusMoveRefusal('Shipped', 'Delivery failed')).toBeUndefined();
    expect(statusMoveRefusal('Out for Delivery', 'Delivery failed')).toBeUndefined();
    expect(statusMoveRefusal('Packing', 'Delivery failed')).toBe(messages.statusForwardOnly);
    expect(statusMoveRefusal('Delivery failed', 'Out for Delivery')).toBeUndefined();
    expect(statusMoveRefusal('Delivery failed', 'Returning to seller')).toBeUndefined();
    expect(statusMoveRefusal('Delivery failed', 'Shipped')).toBe(messages.statusForwardOnly);
    expect(statusMoveRefusal('Returning to seller', 'Returned to seller')).toBeUndefined();
    expect(statusMoveRefusal('Returning to seller', 'Out for Delivery')).toBe(messages.statusForwardOnly);
    expect(statusMoveRefusal('Returned to seller', 'Delivered')).toBe(messages.statusForwardOnly);
    expect(statusMoveRefusal('Out for Delivery', 'Shipped')).toBe(messages.statusForwardOnly);
  });

  it('reads a reattempt day as India’s day, within the next 7', () => {
    const now = new Date('2026-11-29T20:00:00Z'); // 30 Nov in India
    expect(isReattemptDay('2026-11-30', now)).toBe(true);
    expect(isReattemptDay('2026-12-07', now)).toBe(true);
    expect(isReattemptDay('2026-12-08', now)).toBe(false);
    expect(isReattemptDay('2026-11-29', now)).toBe(false);
    expect(isReattemptDay('30/11/2026', now)).toBe(false);
  });
});
