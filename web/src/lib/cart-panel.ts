// GO TO CART buttons anywhere open the header's cart panel through one window event.
export const OPEN_CART_EVENT = 'prime:open-cart';

export const openCartPanel = () => window.dispatchEvent(new Event(OPEN_CART_EVENT));
