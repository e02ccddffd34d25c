// What the order tests share: a logged-in customer (or admin) and order lines as list/order gives them.
import type { Order, OrderLine } from '@prime/contract';
import { jsonResponse } from '../../test/render.tsx';

export function logIn(role: 'user' | 'admin' = 'user') {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('u_id', '7');
  localStorage.setItem('user_name', 'Asha Rao');
  localStorage.setItem('user_phone', '9876543210');
  localStorage.setItem('user_role', role);
}

export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    op_id: 31,
    od_id: 12,
    p_id: 7,
    p_productname: 'Vitamin C Brightening Serum',
    p_image: 'uploads/products/vitamin-c.webp',
    op_quantity: 2,
    op_packet_size: 30,
    op_unit: 'g',
    op_price: 999,
    od_amount: 1998,
    od_payment_method: 'cod',
    od_payment_status: 'cod',
    op_delivery_status: 'Order confirmed',
    od_created_at: '2026-01-05T10:00:00.000Z',
    od_discount: 0,
    od_coupon_code: null,
    od_access: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
    od_delivery_charge: 0,
    od_cod_charge: 0,
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
    ...overrides,
  };
}

/** A list/order handler answering these lines (a function: the lines may change between calls). */
export const orderList = (lines: () => OrderLine[]) => () =>
  jsonResponse({ result: true, message: 'ok', list: lines() });

/** A whole order as order/view and order/lookup answer it. */
export function makeOrder(lines: OrderLine[], overrides: Partial<Order> = {}): Order {
  const first = lines[0]!;
  return {
    od_id: first.od_id,
    od_created_at: first.od_created_at,
    od_amount: first.od_amount,
    od_discount: first.od_discount,
    od_coupon_code: first.od_coupon_code,
    od_delivery_charge: first.od_delivery_charge,
    od_cod_charge: first.od_cod_charge,
    od_payment_method: first.od_payment_method,
    od_payment_status: first.od_payment_status,
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    user_mobile_no: '9876543210',
    user_address: '12 MG Road',
    user_city: 'Pune',
    user_state: 'Maharashtra',
    user_zipcode: '411001',
    od_access: first.od_access,
    od_invoice_no: null,
    od_invoice_url: null,
    od_credit_notes: [],
    od_confirm_by: null,
    od_delivery_attempts: 0,
    od_delivery_failed_reason: null,
    od_delivery_choice: null,
    od_refunded: 0,
    od_refunds: [],
    lines,
    ...overrides,
  };
}
