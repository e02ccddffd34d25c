// The cart panel: a side panel from the right (the whole screen on a phone) opened by the header's
// cart icon or any GO TO CART. It holds the lines with their pack sizes and quantities, the delivery
// estimate, the order summary and CHECKOUT NOW, which opens the checkout over it.
import { messages } from '@prime/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CHECKOUT_HELD } from '../checkout-held.ts';
import { takePendingCheckout } from '../checkout/checkout-return.ts';
import { usePricing } from '../hooks/use-pricing.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { useCart } from '../hooks/use-cart.ts';
import { useCartCount } from '../hooks/use-counts.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CouponField } from './coupon-field.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { OrderSummary } from './order-summary.tsx';
import styles from './cart-panel.module.css';

// The checkout form and its rules load when the shopper first heads to checkout.
const CheckoutDialog = lazy(() => import('../checkout/checkout-dialog.tsx'));

interface Props {
  open: boolean;
  onClose: () => void;
}

export function CartPanel({ open, onClose }: Props) {
  const count = useCartCount();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Your Cart (${count})`}
      size="side"
      focusFirstControl={false}
    >
      <CartContents onClose={onClose} />
    </Dialog>
  );
}

export const PAYMENT_WARNING =
  'PRIME never asks for payment outside this website. Ignore any call, message or link that asks you to pay elsewhere.';
export const DELAY_NOTICE =
  'Deliveries may take longer than usual during heavy weather, floods or public health events.';

function CartContents({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const cart = useCart();
  const actions = useCartActions();
  // Cash on delivery until checkout says otherwise: the question checkout asks first is this one.
  const pricing = usePricing(cart, { paymentMethod: 'cod' });
  const holdId = useId();
  // Back from "Login for faster checkout": the checkout opens again with the panel.
  const [checkingOut, setCheckingOut] = useState(takePendingCheckout);
  const empty = !cart.isPending && !cart.error && cart.items.length === 0;

  return (
    <div className={styles.contents}>
      {cart.guest && <p className={styles.guestMarker}>Guest Cart</p>}
      <p className={styles.greeting}>
        {session ? `Hi ${session.name}, good to see you.` : 'Hello! Your picks are kept in this browser.'}
      </p>
      <p className={styles.warning}>{PAYMENT_WARNING}</p>

      {cart.isPending && cart.items.length === 0 && <Spinner label="Loading your cart…" />}
      {cart.error && (
        <div className={styles.error} role="alert">
          <p>{cart.error}</p>
          <button type="button" className="btn btn-outline" onClick={cart.retry}>
            Try again
          </button>
        </div>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>{cart.guest ? messages.guestCartEmpty : messages.userCartEmpty}</p>
          <button type="button" className="btn" onClick={onClose}>
            Continue shopping
          </button>
        </div>
      )}

      {cart.items.length > 0 && (
        <>
          <DeliveryEstimate className={styles.delivery} />
          <p className={styles.notice}>{DELAY_NOTICE}</p>
          <ul className={styles.lines} aria-label="Items in your cart">
            {cart.items.map((item) => (
              <CartLineItem
                key={item.key}
                item={item}
                quoted={pricing.lineOf(item)}
                onQuantity={(quantity) => actions.changeQuantity(item, quantity)}
                onPackSize={(grams) => actions.changePackSize(item, grams)}
                onRemove={() => actions.remove(item)}
                onLeave={onClose}
              />
            ))}
          </ul>
          <CouponField coupon={pricing.coupon} />
          <OrderSummary pricing={pricing} />
          <div className={styles.checkoutBar}>
            {pricing.blocked && (
              <p id={holdId} className={styles.holdNote}>
                {CHECKOUT_HELD}
              </p>
            )}
            <button
              type="button"
              className={`btn ${styles.checkoutButton}`}
              aria-describedby={pricing.blocked ? holdId : undefined}
              disabled={!pricing.quote || cart.isPending || pricing.blocked}
              onClick={() => setCheckingOut(true)}
            >
              CHECKOUT NOW
            </button>
          </div>
        </>
      )}

      {checkingOut && cart.items.length > 0 && (
        <Suspense fallback={null}>
          <CheckoutDialog cart={cart} onClose={() => setCheckingOut(false)} onDone={onClose} />
        </Suspense>
      )}
    </div>
  );
}
