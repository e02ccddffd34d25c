// What other features and the app may use of the cart: guest storage, the account cart calls, the
// buttons, the badge count, the cart panel and the move of a guest's cart at login. Everything else in
// this folder is its own business.
export {
  CART_EVENT,
  clearGuestCart,
  notifyCartChanged,
  readGuestCart,
  readGuestLines,
  takeOrderedFromGuestCart,
  useGuestCart,
  writeGuestCart,
  type GuestCartItem,
  type GuestLine,
} from './storage/guest-cart.ts';
export { openCartPanel, OPEN_CART_EVENT, useCartPanelState } from './cart-panel-events.ts';
export { addToServerCart, type AddToCartInput } from './api/add-to-cart.ts';
export { cartQueryKey, cartQueryOptions, useServerCart } from './api/get-cart.ts';
export { useAddToCart, useInCart } from './hooks/use-add-to-cart.ts';
export { useCartCount } from './hooks/use-counts.ts';
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export { DeliveryEstimate, deliveryText } from './components/delivery-estimate.tsx';
export { useDeliveryDays } from './api/get-delivery-time.ts';
export { CartPanel, preloadCartPanel } from './components/cart-panel-on-demand.tsx';
export { usePlaceOrder, type OrderFailure } from './checkout/use-place-order.ts';
export { paymentDestination, readOrderDetails, type OrderDetails } from './checkout/order-details.ts';
export { useCheckoutReturn } from './checkout/checkout-return.ts';
export { useRestoreOrder } from './hooks/use-restore-order.ts';
export { moveGuestCart } from './move-guest-cart.ts';
export type { OrderPayload } from './api/place-order.ts';
