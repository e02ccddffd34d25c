// The coupon code the shopper applied, kept for the visit in session storage so the cart panel and
// checkout hold the same one (a reload keeps it too); dropped once an order is placed. Whether it
// applies, and what it takes off, is the server's word, asked again whenever the cart changes.
import { normalizeCouponCode } from '@prime/contract';
import { useSyncExternalStore } from 'react';
import { subscribeToStorageKey } from '../../../lib/storage-subscription.ts';

const KEY = 'cart_coupon';
const COUPON_EVENT = 'prime:coupon';

function write(code: string) {
  if (code) sessionStorage.setItem(KEY, code);
  else sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event(COUPON_EVENT));
}

export const applyCoupon = (code: string) => write(normalizeCouponCode(code));
export const removeCoupon = () => write('');

const subscribe = subscribeToStorageKey(KEY, COUPON_EVENT);

/** The applied code, upper-case; empty when none (and while the server renders a page). */
export const useCartCoupon = () =>
  useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(KEY) ?? '',
    () => '',
  );
