// Orders as the admin API answers them, for the console's component tests.
import type { Order, OrderDetail, OrderLine } from '@prime/contract';

export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    op_id: 40,
    od_id: 12,
    p_id: 7,
    p_productname: 'Vitamin C Serum',
    p_image: 'uploads/products/vitamin-c.webp',
    op_quantity: 2,
    op_packet_size: 30,
    op_unit: 'g',
    op_price: 999,
    od_amount: 1998,
    od_payment_method: 'cod',
    od_payment_status: 'cod',
    op_delivery_status: 'Order confirmed',
    od_created_at: '2025-01-17T09:30:00.000Z',
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

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    od_id: 12,
    od_created_at: '2025-01-17T09:30:00.000Z',
    od_amount: 1998,
    od_discount: 0,
    od_coupon_code: null,
    od_delivery_charge: 0,
    od_cod_charge: 0,
    od_payment_method: 'cod',
    od_payment_status: 'cod',
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    user_mobile_no: '9876543210',
    user_address: '12 MG Road',
    user_city: 'Pune',
    user_state: 'Maharashtra',
    user_zipcode: '411001',
    od_access: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
    od_invoice_no: null,
    od_invoice_url: null,
    od_credit_notes: [],
    od_confirm_by: null,
    od_delivery_attempts: 0,
    od_delivery_failed_reason: null,
    od_delivery_choice: null,
    od_refunded: 0,
    od_refunds: [],
    lines: [makeLine()],
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrder(),
    user_district: 'Pune',
    landmark: 'Near the park',
    od_user_id: 5,
    od_cancel_reason: null,
    od_cancelled_at: null,
    payments: [],
    timeline: [{ at: '2025-01-17T09:30:00.000Z', what: 'Order placed', by: null }],
    ...overrides,
  };
}
