// What PLACE ORDER does: checks the contact with the server's own rules (contract/src/orders.ts), asks
// the server for the order's figures as they stand now, sends the order and, when it is refused, puts
// each problem at its box and says the rest in an alert.
import {
  messages,
  orderContactProblems,
  type OrderContact,
  type OrderQuote,
  type PaymentMethod,
} from '@prime/contract';
import { useState } from 'react';
import { getSession, type Session } from '../../../lib/session.ts';
import { CHECKOUT_HELD } from '../checkout-held.ts';
import type { Cart } from '../hooks/use-cart.ts';
import type { Pricing } from '../hooks/use-pricing.ts';
import { removeCoupon } from '../storage/cart-coupon.ts';
import { clearGuestCart } from '../storage/guest-cart.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';
import { guestErrors, newAddressErrors, orderLines } from './order-contact.ts';
import type { BoxErrorsState } from './use-box-errors.ts';
import { usePlaceOrder } from './use-place-order.ts';

export type CheckoutAlert = { title: string; text?: string };

interface CheckoutSubmitProps {
  cart: Cart;
  guestMode: boolean;
  payment: PaymentMethod;
  pricing: Pricing;
  boxes: BoxErrorsState;
  /** The contact as typed or chosen; `account` is null for a guest. */
  contactFor: (account: Session | null) => OrderContact;
  /** The order is placed and the browser is on its way. */
  onDone: () => void;
}

export function useCheckoutSubmit({
  cart,
  guestMode,
  payment,
  pricing,
  boxes,
  contactFor,
  onDone,
}: CheckoutSubmitProps) {
  const [alert, setAlert] = useState<CheckoutAlert | null>(null);
  const { submit, busy } = usePlaceOrder();
  const boxErrorsOf = guestMode ? guestErrors : newAddressErrors;

  /** The contact, or null when PLACE ORDER is refused before anything is sent. */
  function checkedContact(account: Session | null): OrderContact | null {
    const contact = contactFor(account);
    const problems = orderContactProblems(contact);
    if (problems.length === 0) {
      boxes.clear();
      return contact;
    }
    const boxed = boxErrorsOf(problems);
    boxes.refuse(boxed);
    // Each box says what is wrong with it; only a problem no box shows needs the alert.
    if (Object.keys(boxed).length === 0) setAlert({ title: problems[0]!.message });
    return null;
  }

  /** The order's figures as the server quotes them now (not a figure a moment old), or null. */
  async function freshQuote(): Promise<OrderQuote | null> {
    let quote: OrderQuote;
    try {
      quote = await pricing.fresh();
    } catch (error) {
      setAlert({ title: error instanceof Error ? error.message : messages.serverError });
      return null;
    }
    if (quote.lines.some((line) => line.problem !== null)) setAlert({ title: CHECKOUT_HELD });
    else if (quote.amount <= 0) setAlert({ title: messages.orderAmountZero });
    else return quote;
    return null;
  }

  async function place() {
    setAlert(null);
    if (cart.items.length === 0) return setAlert({ title: messages.cartEmpty });
    const account = getSession();
    if (!guestMode && !account) return setAlert({ title: messages.userNotLoggedIn });
    const contact = checkedContact(account);
    if (!contact) return;
    const quote = await freshQuote();
    if (!quote) return;
    const failure = await submit(
      {
        u_id: account?.userId ?? '',
        amount: quote.amount,
        payment_method: payment,
        ...contact,
        product_details: orderLines(cart.items),
        ...(quote.coupon_message === messages.couponApplied ? { coupon_code: pricing.coupon.code } : {}),
      },
      () => {
        clearCheckoutDraft();
        removeCoupon();
        // A guest's cart keeps an online order's lines until it is paid (the thank-you page takes
        // them then) or switched to cash on delivery: a failed payment leaves the cart as it was.
        if (guestMode && payment === 'cod') clearGuestCart();
      },
    );
    if (!failure) return onDone();
    boxes.refuse(boxErrorsOf(failure.errors));
    setAlert({
      title: failure.message,
      ...(failure.message === messages.pricesChanged ? { text: messages.pricesRefreshed } : {}),
    });
  }

  return { alert, busy, place };
}
