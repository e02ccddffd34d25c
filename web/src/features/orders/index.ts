// What other features may use of the orders: a whole order shown in full, and the order a checkout
// has just placed. Everything else in this folder is its own business.
export { OrderSummary } from './order-summary.tsx';
export { usePlacedOrder } from './api/placed-order.ts';
export { readOrderId } from './read-order-id.ts';
