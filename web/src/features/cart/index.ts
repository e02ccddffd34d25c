// What other features may use of the cart: guest storage, the account cart and favourites calls, the
// buttons, the badge counts and the cart panel. Everything else in this folder is its own business.
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
export {
  clearGuestFavourites,
  FAVOURITES_EVENT,
  notifyFavouritesChanged,
  readGuestFavourites,
  removeGuestFavourite,
  toggleGuestFavourite,
  useGuestFavouriteIds,
  writeGuestFavourites,
} from './storage/guest-favourites.ts';
export { openCartPanel, OPEN_CART_EVENT, useCartPanelState } from './cart-panel-events.ts';
export { addToServerCart, type AddToCartInput } from './api/add-to-cart.ts';
export { cartQueryKey, cartQueryOptions, useServerCart } from './api/get-cart.ts';
export { favouritesQueryKey, favouritesQueryOptions, useServerFavourites } from './api/get-favourites.ts';
export { setServerFavourite } from './api/set-favourite.ts';
export { useAddToCart, useInCart } from './hooks/use-add-to-cart.ts';
export { useFavourite } from './hooks/use-favourite.ts';
export { useCartCount, useFavouriteCount } from './hooks/use-counts.ts';
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export { FavouriteButton } from './components/favourite-button.tsx';
export { DeliveryEstimate, deliveryText } from './components/delivery-estimate.tsx';
export { useDeliveryDays } from './api/get-delivery-time.ts';
export { CartPanel, preloadCartPanel } from './components/cart-panel-on-demand.tsx';
export { usePlaceOrder, type OrderFailure } from './checkout/use-place-order.ts';
export { paymentDestination, readOrderDetails, type OrderDetails } from './checkout/order-details.ts';
export { useCheckoutReturn } from './checkout/checkout-return.ts';
export { useRestoreOrder } from './hooks/use-restore-order.ts';
export type { OrderPayload } from './api/place-order.ts';
