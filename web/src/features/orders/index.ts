// What other features may use of the orders: a whole order shown in full, the order a checkout
// has just placed, and an order still waiting for its payment. Everything else in this folder is its
// own business.
export { OrderSummary } from './order-summary.tsx';
export { usePlacedOrder } from './api/placed-order.ts';
export { readOrderId } from './read-order-id.ts';
export { WaitingPayment } from './waiting-payment.tsx';
export { useWaitingOrder, waitingOrderOf, type WaitingOrder } from './api/waiting-order.ts';
export { useReturnDays } from './api/get-return-days.ts';
