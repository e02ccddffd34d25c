// /MainLayout/trackorder: an order ID and TRACK YOUR ORDER open the tracking of that order, if it is
// one of the shopper's own.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '../../ui/text-field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrders } from './api/get-orders.ts';
import { OrderPicks } from './order-picks.tsx';
import { linesOfOrder } from './order-status.ts';
import { orderTexts } from './order-texts.ts';
import { readOrderId } from './read-order-id.ts';
import styles from './orders.module.css';
import { TrackingDialog } from './tracking-dialog.tsx';

export default function TrackOrderPage() {
  usePageTitle('Track Your Order');
  const [params] = useSearchParams();
  const orders = useOrders();
  const [typed, setTyped] = useState(params.get('order_id') ?? '');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [tracking, setTracking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function track(value: string) {
    const orderId = readOrderId(value);
    setProblem(undefined);
    if (orderId === null) return setError(orderTexts.orderIdRequired);
    setError(undefined);
    setBusy(true);
    const fresh = await orders.refetch();
    setBusy(false);
    if (fresh.isError) return setProblem(orderTexts.trackingFailed);
    if (linesOfOrder(fresh.data ?? [], orderId).length === 0) return setProblem(orderTexts.notFound(orderId));
    setTracking(orderId);
  }

  return (
    <section className={pageStyles.panel} aria-labelledby="track-order">
      <h1 id="track-order" className={pageStyles.heading}>
        TRACK YOUR ORDER
      </h1>
      <p className={styles.lead}>
        Enter the order ID from your confirmation mail to see where your order is.
      </p>
      <OrderPicks
        label="Your recent orders:"
        lines={orders.data ?? []}
        chosen={typed}
        onPick={(orderId) => {
          setTyped(String(orderId));
          void track(String(orderId));
        }}
      />
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
        <button type="submit" className="btn" disabled={busy}>
          TRACK YOUR ORDER
        </button>
      </form>
      <div role="alert">{problem && <p className={`${styles.result} ${styles.refused}`}>{problem}</p>}</div>
      {tracking !== null && <TrackingDialog orderId={tracking} onClose={() => setTracking(null)} />}
    </section>
  );
}
