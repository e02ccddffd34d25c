// The checkout, over the cart panel: what the order comes to, who it goes to (a guest types contact
// details; a logged-in shopper picks a saved address or types a new one), how it is paid, and
// PLACE ORDER. The contact rules are the server's own (contract/src/orders.ts), so the browser refuses
// with the same words before anything is sent.
import { isEmail, type PaymentMethod } from '@prime/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { StateField } from '../../../ui/state-field.tsx';
import { withNext } from '../../auth/index.ts';
import type { Cart } from '../hooks/use-cart.ts';
import { CouponField } from '../components/coupon-field.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { usePricing, type Pricing } from '../hooks/use-pricing.ts';
import { CHECKOUT_HELD } from '../checkout-held.ts';
import { checkoutReturnPath } from './checkout-return.ts';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import { DeliveryTo } from './delivery-to.tsx';
import { GuestDetailsForm, type GuestDetails } from './guest-details-form.tsx';
import { isComplete, NewAddressForm, type NewAddress } from './new-address-form.tsx';
import { contactFromGuest } from './order-contact.ts';
import { OrderEmailField, withOrderEmail } from './order-email-field.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { SavedAddressList } from './saved-address-list.tsx';
import { useAddressChoice, type AddressChoice } from './use-address-choice.ts';
import { useBoxErrors, type BoxErrors } from './use-box-errors.ts';
import { useCheckoutSubmit, type CheckoutAlert } from './use-checkout-submit.ts';
import styles from './checkout.module.css';

interface Props {
  cart: Cart;
  onClose: () => void;
  /** The order is placed and the browser is on its way: the cart panel may close. */
  onDone: () => void;
}

export default function CheckoutDialog({ cart, onClose, onDone }: Props) {
  const session = useSession();
  // Fixed when checkout opens; each opening starts again at cash on delivery.
  const [guestMode] = useState(() => session === null);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  // What was typed earlier in this visit comes back (checkout-draft.ts).
  const [draft] = useState(readCheckoutDraft);
  const [guest, setGuest] = useState<GuestDetails>(draft.guest);
  const [newAddress, setNewAddress] = useState<NewAddress>(draft.newAddress);
  const address = useAddressChoice(guestMode, session?.userId ?? null);
  // The server's price for this payment method (and, for a guest, whose first order it is), and
  // whether cash on delivery is offered where and to whom it goes.
  const goesTo = guestMode
    ? { email: guest.email, pincode: guest.pincode, mobile: guest.phone }
    : { pincode: address.pincode(newAddress) };
  const pricing = usePricing(cart, { paymentMethod: payment, ...goesTo });
  const form = useRef<HTMLFormElement>(null);
  const boxes = useBoxErrors(form);
  const [orderEmail, setOrderEmail] = useState('');

  useEffect(() => saveCheckoutDraft({ guest, newAddress }), [guest, newAddress]);
  const codRefusal = useCodRefusal(pricing, setPayment);

  const placing = useCheckoutSubmit({
    cart,
    guestMode,
    payment,
    pricing,
    boxes,
    contactFor: (account) =>
      guestMode ? contactFromGuest(guest) : address.contact(newAddress, withOrderEmail(account!, orderEmail)),
    onDone,
  });
  const { alert, busy } = placing;
  const canPlace =
    !busy &&
    pricing.quote !== undefined &&
    !pricing.blocked &&
    (guestMode || address.chosen !== undefined || (address.formShown && isComplete(newAddress))) &&
    (guestMode || Boolean(session?.email) || isEmail(orderEmail.trim()));

  return (
    <Dialog open title="Checkout" size="beside" onClose={onClose} closeOnBackdrop={!busy}>
      <form
        ref={form}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canPlace) void placing.place();
        }}
        noValidate
      >
        <OrderSummary pricing={pricing} />
        <CouponField coupon={pricing.coupon} />
        {guestMode ? (
          <GuestContact
            guest={guest}
            errors={boxes.errors}
            onChange={(next) => {
              boxes.clearEdited(guest, next);
              setGuest(next);
            }}
          />
        ) : (
          <DeliveryAddress
            address={address}
            errors={boxes.errors}
            onClearErrors={boxes.clear}
            newAddress={newAddress}
            onTypeNew={(next) => {
              boxes.clearEdited(newAddress, next);
              setNewAddress(next);
              address.typingNew();
            }}
          />
        )}
        {!guestMode && !session?.email && <OrderEmailField value={orderEmail} onChange={setOrderEmail} />}
        <DeliveryTo pincode={guestMode ? guest.pincode : address.pincode(newAddress)} />
        <PaymentChoice value={payment} onChange={setPayment} codRefusal={codRefusal} />
        <CheckoutAlerts held={pricing.blocked} alert={alert} />
        <PlaceOrder amount={pricing.quote?.amount} busy={busy} canPlace={canPlace} />
      </form>
    </Dialog>
  );
}

/** Cash on delivery not offered for this order (decision 0031): the server's reason; online payment is chosen then. */
function useCodRefusal(pricing: Pricing, choose: (method: PaymentMethod) => void): string | null {
  const refusal = pricing.quote?.cod_available === 0 ? (pricing.quote.cod_reason ?? null) : null;
  useEffect(() => {
    if (refusal !== null) choose('online');
  }, [refusal, choose]);
  return refusal;
}

interface GuestContactProps {
  guest: GuestDetails;
  errors: BoxErrors;
  onChange: (next: GuestDetails) => void;
}

/** A guest types contact details, or logs in and comes back to checkout. */
function GuestContact({ guest, errors, onChange }: GuestContactProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <p className={styles.loginHint}>
        Have an account?{' '}
        <Link to={withNext('/login', checkoutReturnPath(pathname, search))}>Login for faster checkout</Link>
      </p>
      <GuestDetailsForm value={guest} errors={errors} onChange={onChange} />
    </>
  );
}

interface DeliveryAddressProps {
  address: AddressChoice;
  errors: BoxErrors;
  onClearErrors: () => void;
  newAddress: NewAddress;
  onTypeNew: (next: NewAddress) => void;
}

/** A logged-in shopper picks a saved address or types a new one. */
function DeliveryAddress({ address, errors, onClearErrors, newAddress, onTypeNew }: DeliveryAddressProps) {
  return (
    <fieldset className={styles.group}>
      <legend>Delivery address</legend>
      {address.loading && <Spinner label="Loading your addresses…" />}
      {address.saved.length > 0 && (
        <SavedAddressList
          addresses={address.saved}
          choice={address.choice}
          onChoose={(next) => {
            address.choose(next);
            onClearErrors();
          }}
        />
      )}
      {address.asksState && (
        <StateField
          label="State of this address"
          value={address.savedState}
          error={errors.state}
          onChoose={(state) => {
            address.setSavedState(state);
            onClearErrors();
          }}
        />
      )}
      {address.formShown && !address.loading && (
        <NewAddressForm value={newAddress} errors={errors} onChange={onTypeNew} />
      )}
    </fieldset>
  );
}

function CheckoutAlerts({ held, alert }: { held: boolean; alert: CheckoutAlert | null }) {
  return (
    <>
      {held && (
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
    </>
  );
}

/** PLACE ORDER, with the amount to pay beside it: on a phone the summary is screens above. */
function PlaceOrder({
  amount,
  busy,
  canPlace,
}: {
  amount: number | undefined;
  busy: boolean;
  canPlace: boolean;
}) {
  return (
    <>
      {amount !== undefined && (
        <p className={styles.toPay}>
          To pay <strong>{formatRupees(amount)}</strong>
        </p>
      )}
      <button type="submit" className={`btn ${styles.placeOrder}`} disabled={!canPlace}>
        {busy ? 'PLACING ORDER...' : 'PLACE ORDER'}
      </button>
    </>
  );
}
