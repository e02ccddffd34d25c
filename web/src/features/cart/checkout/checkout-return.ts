// "Login for faster checkout" comes back to checkout: the login page's ?next= is this page marked
// with `checkout=1`; the page opened with that mark opens the cart and its checkout again, then drops
// the mark from the address (a reload or a shared link must not open checkout again).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const MARK = 'checkout';

/** This page with the mark that reopens checkout. */
export function checkoutReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(MARK, '1');
  return `${pathname}?${params.toString()}`;
}

let pending = false;

/** True once after a marked page opened the cart: its checkout opens with it. */
export function takePendingCheckout(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Watches the address for the mark; `openPanel` opens the cart panel. */
export function useCheckoutReturn(openPanel: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useRef(openPanel);
  useEffect(() => {
    open.current = openPanel;
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(MARK)) return;
    params.delete(MARK);
    pending = true;
    open.current();
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
}
