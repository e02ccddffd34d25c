// The checkout, over the cart panel: what the order comes to, who it goes to (a guest types contact
// details; a logged-in shopper picks a saved address or types a new one), how it is paid, and
// PLACE ORDER. The contact rules are the server's own (contract/src/orders.ts), so the browser refuses
// with the same words before anything is sent.
import {
  indianStateOf,
  messages,
  orderContactProblems,
  STORAGE_KEYS,
  type OrderQuote,
  type PaymentMethod,
} from '@prime/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { getSession, useSession } from '../../../lib/session.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StateField } from '../../../ui/state-field.tsx';
import { withNext } from '../../auth/index.ts';
import { useSavedAddresses } from '../api/get-addresses.ts';
import type { Cart } from '../hooks/use-cart.ts';
import { CouponField } from '../components/coupon-field.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { usePricing } from '../hooks/use-pricing.ts';
import { CHECKOUT_HELD } from '../checkout-held.ts';
import { removeCoupon } from '../storage/cart-coupon.ts';
import { clearGuestCart } from '../storage/guest-cart.ts';
import { checkoutReturnPath } from './checkout-return.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import { DeliveryTo } from './delivery-to.tsx';
import { GuestDetailsForm, type GuestDetails } from './guest-details-form.tsx';
import { isComplete, NewAddressForm, type NewAddress } from './new-address-form.tsx';
import {
  contactFromGuest,
  contactFromNew,
  contactFromSaved,
  guestErrors,
  newAddressErrors,
  orderLines,
} from './order-contact.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { NEW_ADDRESS, SavedAddressList } from './saved-address-list.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import styles from './checkout.module.css';

interface Props {
  cart: Cart;
  onClose: () => void;
  /** The order is placed and the browser is on its way: the cart panel may close. */
  onDone: () => void;
}

export default function CheckoutDialog({ cart, onClose, onDone }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // Fixed when checkout opens; each opening starts again at cash on delivery.
  const [guestMode] = useState(() => session === null);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  // What was typed earlier in this visit comes back (checkout-draft.ts).
  const [draft] = useState(readCheckoutDraft);
  const [guest, setGuest] = useState<GuestDetails>(draft.guest);
  const [newAddress, setNewAddress] = useState<NewAddress>(draft.newAddress);
  const [choice, setChoice] = useState<number | typeof NEW_ADDRESS | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ title: string; text?: string } | null>(null);
  const { submit, busy } = usePlaceOrder();
  // The server's price for this payment method (and, for a guest, whose first order it is).
  const pricing = usePricing(cart, { paymentMethod: payment, email: guestMode ? guest.email : '' });
  const form = useRef<HTMLFormElement>(null);

  const addresses = useSavedAddresses(guestMode ? null : (session?.userId ?? null));
  const saved = useMemo(() => (guestMode ? [] : (addresses.data ?? [])), [guestMode, addresses.data]);
  const chosen = typeof choice === 'number' ? saved.find((address) => address.adr_id === choice) : undefined;
  const formShown = !guestMode && (saved.length === 0 || choice === NEW_ADDRESS);
  // An address saved with a state not in India's list (before the list) is asked for its state again:
  // the invoice's place of supply (contract/src/gst.ts).
  const [savedState, setSavedState] = useState('');
  const asksState = chosen !== undefined && !indianStateOf(chosen.adr_state);

  // The address chosen last time, else the default, once the list arrives.
  useEffect(() => {
    if (choice !== null || saved.length === 0) return;
    const remembered = Number(localStorage.getItem(STORAGE_KEYS.selectedAddress));
    const pick = saved.find((address) => address.adr_id === remembered) ?? saved[0]!;
    setChoice(pick.adr_id);
  }, [choice, saved]);

  useEffect(() => saveCheckoutDraft({ guest, newAddress }), [guest, newAddress]);

  // After a refused PLACE ORDER, the first box with a problem takes focus (not while typing).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** A box the shopper edits drops its problem until the next PLACE ORDER. */
  function clearEdited<T extends object>(before: T, after: T) {
    const edited = (Object.keys(after) as (keyof T & string)[]).filter((box) => before[box] !== after[box]);
    if (edited.some((box) => box in errors)) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([box]) => !edited.includes(box as never))),
      );
    }
  }

  function typeGuest(next: GuestDetails) {
    clearEdited(guest, next);
    setGuest(next);
  }

  function chooseAddress(next: number | typeof NEW_ADDRESS) {
    setChoice(next);
    setErrors({});
    if (typeof next === 'number') localStorage.setItem(STORAGE_KEYS.selectedAddress, String(next));
  }

  function typeNewAddress(next: NewAddress) {
    clearEdited(newAddress, next);
    setNewAddress(next);
    // Typing a new address sets the saved one aside.
    if (choice !== NEW_ADDRESS && saved.length > 0) setChoice(NEW_ADDRESS);
  }

  const canPlace =
    !busy &&
    pricing.quote !== undefined &&
    !pricing.blocked &&
    (guestMode || chosen !== undefined || (formShown && isComplete(newAddress)));

  async function placeOrder(event: React.FormEvent) {
    event.preventDefault();
    if (!canPlace) return;
    setAlert(null);
    if (cart.items.length === 0) return setAlert({ title: messages.cartEmpty });
    const account = getSession();
    if (!guestMode && !account) return setAlert({ title: messages.userNotLoggedIn });

    const contact = guestMode
      ? contactFromGuest(guest)
      : chosen
        ? contactFromSaved(asksState ? { ...chosen, adr_state: savedState } : chosen, account!)
        : contactFromNew(newAddress, account!.email);
    const mapErrors = guestMode ? guestErrors : newAddressErrors;
    const problems = orderContactProblems(contact);
    if (problems.length > 0) {
      const boxed = mapErrors(problems);
      setErrors(boxed);
      setRefusals((count) => count + 1);
      // Each box says what is wrong with it; only a problem no box shows needs the alert.
      if (Object.keys(boxed).length === 0) setAlert({ title: problems[0]!.message });
      return;
    }
    setErrors({});

    // The order sends what the server quotes for it as it stands now (not a figure a moment old).
    let quote: OrderQuote;
    try {
      quote = await pricing.fresh();
    } catch (error) {
      return setAlert({ title: error instanceof Error ? error.message : messages.serverError });
    }
    if (quote.lines.some((line) => line.problem !== null)) return setAlert({ title: CHECKOUT_HELD });
    if (quote.amount <= 0) return setAlert({ title: messages.orderAmountZero });
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
        if (guestMode) clearGuestCart();
      },
    );
    if (!failure) return onDone();
    setErrors(mapErrors(failure.errors));
    setRefusals((count) => count + 1);
    setAlert({
      title: failure.message,
      ...(failure.message === messages.pricesChanged ? { text: messages.pricesRefreshed } : {}),
    });
  }

  return (
    <Dialog open title="Checkout" onClose={onClose} closeOnBackdrop={!busy}>
      <form ref={form} className={styles.form} onSubmit={placeOrder} noValidate>
        <OrderSummary pricing={pricing} />
        <CouponField coupon={pricing.coupon} />

        {guestMode ? (
          <>
            <p className={styles.loginHint}>
              Have an account?{' '}
              <Link to={withNext('/login', checkoutReturnPath(pathname, search))}>
                Login for faster checkout
              </Link>
            </p>
            <GuestDetailsForm value={guest} errors={errors} onChange={typeGuest} />
          </>
        ) : (
          <fieldset className={styles.group}>
            <legend>Delivery address</legend>
            {addresses.isPending && <Spinner label="Loading your addresses…" />}
            {saved.length > 0 && (
              <SavedAddressList addresses={saved} choice={choice} onChoose={chooseAddress} />
            )}
            {asksState && (
              <StateField
                label="State of this address"
                value={savedState}
                error={errors.state}
                onChoose={(state) => {
                  setSavedState(state);
                  setErrors({});
                }}
              />
            )}
            {formShown && !addresses.isPending && (
              <NewAddressForm value={newAddress} errors={errors} onChange={typeNewAddress} />
            )}
          </fieldset>
        )}

        <DeliveryTo
          pincode={guestMode ? guest.pincode : (chosen?.adr_pincode ?? (formShown ? newAddress.pincode : ''))}
        />

        <PaymentChoice value={payment} onChange={setPayment} />

        {pricing.blocked && (
          <div className={styles.alert} role="alert">
            <p>{CHECKOUT_HELD}</p>
          </div>
        )}
        {alert && (
          <div className={styles.alert} role="alert">
            <p className={styles.alertTitle}>{alert.title}</p>
            {alert.text && <p>{alert.text}</p>}
          </div>
        )}

        <button type="submit" className={`btn ${styles.placeOrder}`} disabled={!canPlace}>
          {busy ? 'PLACING ORDER...' : 'PLACE ORDER'}
        </button>
      </form>
    </Dialog>
  );
}
