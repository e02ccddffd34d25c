// GO TO CART buttons anywhere open the header's cart panel through one window event.
import { useEffect, useState } from 'react';

export const OPEN_CART_EVENT = 'prime:open-cart';

export const openCartPanel = () => window.dispatchEvent(new Event(OPEN_CART_EVENT));

/** The cart panel's open state, opened also by openCartPanel() from anywhere on the page. */
export function useCartPanelState() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CART_EVENT, show);
    return () => window.removeEventListener(OPEN_CART_EVENT, show);
  }, []);
  return { open, openPanel: () => setOpen(true), closePanel: () => setOpen(false) };
}
