// /track-order (and /MainLayout/trackorder): an order number and TRACK YOUR ORDER show where an order
// is. A logged-in shopper's own orders open their tracking at once; any order, a guest's too, is found
// with the email or mobile number it was placed with (order/lookup).
import type { Order } from '@prime/contract';
import { orderAccessMessages } from '@prime/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { TextField } from '../../ui/text-field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrders } from './api/get-orders.ts';
import { lookupOrder } from './api/lookup-order.ts';
import { OrderPicks } from './order-picks.tsx';
import { linesOfOrder } from './order-status.ts';
import { OrderSummary } from './order-summary.tsx';
import { orderTexts } from './order-texts.ts';
import { readOrderId } from './read-order-id.ts';
import styles from './orders.module.css';
import { TrackingDialog } from './tracking-dialog.tsx';

/**
 * Finding the order to track: a logged-in shopper's own in their orders, any order by the contact it
 * was placed with. Says why when it is not found.
 */
function useOrderTracking(contact: string) {
  const orders = useOrders();
  const [problem, setProblem] = useState<string>();
  const [tracking, setTracking] = useState<number | null>(null);
  const [found, setFound] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);

  /** One of the logged-in shopper's own orders, opened in the tracking dialog. */
  async function trackOwn(orderId: number) {
    setBusy(true);
    const fresh = await orders.refetch();
    setBusy(false);
    if (fresh.isError) return setProblem(orderTexts.trackingFailed);
    if (linesOfOrder(fresh.data ?? [], orderId).length === 0) return setProblem(orderTexts.notFound(orderId));
    setTracking(orderId);
  }

  /** Any order, by its number and the contact it was placed with. */
  async function lookUp(orderId: number) {
    setBusy(true);
    try {
      setFound(await lookupOrder(orderId, contact.trim()));
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && !failure.isNetwork ? failure.message : orderTexts.trackingFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  /** Forgets the last answer before another search. */
  function clear() {
    setProblem(undefined);
    setFound(null);
  }

  return { orders, problem, tracking, setTracking, found, busy, trackOwn, lookUp, clear };
}

/** An order found by its contact: its summary and the link to its own page. */
function FoundOrder({ order }: { order: Order }) {
  return (
    <div className={styles.result}>
      <OrderSummary order={order} returnBy={{ access: order.od_access }} />
      <p>
        <Link to={`/orders/${order.od_access}`}>Open this order’s page</Link> to come back to it later.
      </p>
    </div>
  );
}

export default function TrackOrderPage() {
  usePageTitle('Track Your Order');
  const session = useSession();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get('order_id') ?? '');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [contactError, setContactError] = useState<string>();
  const { orders, problem, tracking, setTracking, found, busy, trackOwn, lookUp, clear } =
    useOrderTracking(contact);

  async function track(value: string) {
    const orderId = readOrderId(value);
    clear();
    setError(orderId === null ? orderTexts.orderIdRequired : undefined);
    const needsContact = !session && contact.trim() === '';
    setContactError(needsContact ? orderAccessMessages.enterContact : undefined);
    if (orderId === null || needsContact) return;
    await (session && contact.trim() === '' ? trackOwn(orderId) : lookUp(orderId));
  }

  function pickOwn(orderId: number) {
    setTyped(String(orderId));
    setContact('');
    clear();
    void trackOwn(orderId);
  }

  return (
    <section className={pageStyles.panel} aria-labelledby="track-order">
      <h1 id="track-order" className={pageStyles.heading}>
        TRACK YOUR ORDER
      </h1>
      <p className={styles.lead}>
        Enter the order ID from your confirmation mail and the email or mobile number you ordered with.
      </p>
      {session && (
        <OrderPicks label="Your recent orders:" lines={orders.data ?? []} chosen={typed} onPick={pickOwn} />
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void track(typed);
        }}
      >
        <TextField
          label="Order ID"
          error={error}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <TextField
          label="Email or mobile number"
          hint={session ? orderTexts.contactHint : undefined}
          error={contactError}
          autoComplete="email"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
        <button type="submit" className="btn" disabled={busy}>
          TRACK YOUR ORDER
        </button>
      </form>
      <div role="alert">{problem && <p className={`${styles.result} ${styles.refused}`}>{problem}</p>}</div>
      {found && <FoundOrder order={found} />}
      {tracking !== null && <TrackingDialog orderId={tracking} onClose={() => setTracking(null)} />}
    </section>
  );
}
