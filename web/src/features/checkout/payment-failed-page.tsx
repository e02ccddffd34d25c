// /payment-failed: the gateway's page came back without a payment. The order still waits for it for
// 30 minutes after it was placed (contract/src/orders.ts): the shopper sees the time left, PAY NOW and
// "Pay on delivery instead" — a logged-in one for an order of theirs, a guest for the order this tab
// placed (found with order/lookup, which gives its link's access token) or whose link this browser
// kept (a new tab, a second failure from the order's page). A guest's cart keeps the lines until the
// order is confirmed. A guest whose order this
// page cannot find may place the same order afresh with TRY AGAIN (a new order, so a new
// Idempotency-Key); the unpaid one is cancelled when its time is up. An order no longer waiting was
// cancelled, and nothing was charged.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import {
  clearGuestCart,
  openCartPanel,
  readOrderDetails,
  takeOrderedFromGuestCart,
  usePlaceOrder,
  useRestoreOrder,
  type OrderDetails,
  type OrderFailure,
} from '../cart/index.ts';
import {
  usePlacedOrder,
  useWaitingOrder,
  WaitingPayment,
  waitingOrderOf,
  type WaitingOrder,
} from '../orders/index.ts';
import { keptOrder, OrderFacts } from './order-facts.tsx';
import styles from './checkout-pages.module.css';

/**
 * The order still waiting for its payment: a logged-in shopper's own, or the order this tab placed as
 * a guest (not looked up once it was refunded).
 */
function useShownWaitingOrder(orderNumber: number | null, details: OrderDetails | null, refunded: boolean) {
  const session = useSession();
  const ownWaiting = useWaitingOrder(orderNumber);
  // A guest's order: by the email this tab placed it with, else by the link this browser kept of it
  // (a new tab, or a second failed payment from the order's page).
  const placed = usePlacedOrder(session || refunded ? null : orderNumber, details?.customer.email ?? null);
  const waiting = session
    ? ownWaiting
    : {
        data: placed.data ? waitingOrderOf(placed.data, placed.data.lines, true) : null,
        isLoading: placed.isLoading,
      };
  // Once shown, the waiting order stays on the page when it stops waiting (paid on delivery just now),
  // so the shopper reads what became of it.
  const [shown, setShown] = useState<WaitingOrder | null>(null);
  if (waiting.data && shown?.orderId !== waiting.data.orderId) setShown(waiting.data);
  return { shown, isLoading: waiting.isLoading };
}

/** The order waits for its payment: the time left, PAY NOW and pay on delivery instead. */
function WaitingOrderCard({ shown, onConfirmed }: { shown: WaitingOrder | null; onConfirmed: () => void }) {
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>Payment not completed</h1>
        {shown ? (
          <WaitingPayment order={shown} onConfirmed={onConfirmed} />
        ) : (
          <p className={styles.lead}>Your payment did not go through.</p>
        )}
        <Link to="/" className={styles.textLink}>
          Keep Shopping
        </Link>
      </div>
    </section>
  );
}

/** What became of the order: refunded, cancelled, or kept for a while unpaid. */
function OrderOutcome({
  refunded,
  orderId,
  signedIn,
}: {
  refunded: boolean;
  orderId: string | null;
  signedIn: boolean;
}) {
  if (refunded) {
    return (
      <>
        <p className={styles.lead}>This order was cancelled.</p>
        <p className={styles.note}>
          {orderId ? `Order #${orderId} was cancelled` : 'The order was cancelled'} and its payment is
          refunded to the account you paid from.
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.lead}>Your payment did not go through.</p>
      <p className={styles.note}>
        {signedIn
          ? `${orderId ? `Order #${orderId} was cancelled` : 'The order was cancelled'} and nothing was charged.`
          : `${orderId ? `Order #${orderId} is` : 'The order is'} kept for 30 minutes after it was placed, then cancelled, and nothing is charged.`}{' '}
        You can try paying again, or go back to your cart to change it.
      </p>
    </>
  );
}

export default function PaymentFailedPage() {
  usePageTitle('Payment not completed');
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  // The gateway's link of an order paid and then cancelled (server/src/modules/payments/redirects.ts).
  const refunded = params.get('refunded') === '1';
  const [details] = useState(() => keptOrder(readOrderDetails(), orderId));
  const { submit, busy } = usePlaceOrder();
  const restore = useRestoreOrder();
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const session = useSession();
  const orderNumber = orderId !== null && /^\d+$/.test(orderId) ? Number(orderId) : null;
  const waiting = useShownWaitingOrder(orderNumber, details, refunded);

  async function tryAgain() {
    if (!details) return;
    setFailure(null);
    // Placing an order empties the cart it came from, as checkout does (the server empties an
    // account's): lines put back on the way to the cart must not be bought twice.
    const guestCod = details.payload.u_id === '' && details.payload.payment_method === 'cod';
    setFailure(await submit(details.payload, guestCod ? clearGuestCart : undefined));
  }

  async function backToCart() {
    if (details) await restore.restore(details.payload);
    openCartPanel();
  }

  // Paid on delivery instead: the order is confirmed, so its lines leave a guest's cart now.
  const confirmed = () => {
    if (!session && details) takeOrderedFromGuestCart(details.payload.product_details);
  };
  if (!refunded && (waiting.shown || waiting.isLoading))
    return <WaitingOrderCard shown={waiting.shown} onConfirmed={confirmed} />;

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>Payment not completed</h1>
        <OrderOutcome refunded={refunded} orderId={orderId} signedIn={session !== null} />
        {details && <OrderFacts details={details} />}
        {failure && (
          <div className={styles.alert} role="alert">
            <p>{failure.message}</p>
            {failure.cartChanged && <p>Go back to your cart to see the latest prices and stock.</p>}
          </div>
        )}
        <div className={styles.actions}>
          {details && !refunded && (
            <button type="button" className={`btn ${styles.action}`} disabled={busy} onClick={tryAgain}>
              {busy ? 'TRYING AGAIN...' : 'TRY AGAIN'}
            </button>
          )}
          <button
            type="button"
            className={`btn btn-outline ${styles.action}`}
            disabled={restore.busy}
            onClick={backToCart}
          >
            Back to cart
          </button>
          <Link to="/" className={styles.textLink}>
            Keep Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
