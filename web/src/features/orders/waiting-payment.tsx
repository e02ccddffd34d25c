// An order still waiting for its payment: the time left, PAY NOW (a payment link again, `order/pay`)
// and "Pay on delivery instead" (`order/cod`), as contract/src/orders.ts allows until the 30 minutes
// are up. Its owner names it by number; whoever holds its link, by the link's access token.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { paymentDestination } from '../cart/index.ts';
import { payOnDelivery, payOrder, type WaitingOrder } from './api/waiting-order.ts';
import { orderByAccessQueryKey } from './api/view-order.ts';
import styles from './waiting-payment.module.css';

/** 12:05 minutes and seconds. */
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function useTimeLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deadline - now;
}

/** The order may have moved on (paid, confirmed, cancelled, out of time): every view of it reads it afresh. */
async function refreshOrder(queryClient: ReturnType<typeof useQueryClient>, order: WaitingOrder) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    order.access !== undefined &&
      queryClient.invalidateQueries({ queryKey: orderByAccessQueryKey(order.access) }),
  ]);
}

export interface WaitingPaymentProps {
  order: WaitingOrder;
  /** Where the confirmed order is shown; none when this page already shows it. */
  orderLink?: boolean;
  /** Runs once the order is confirmed for payment on delivery. */
  onConfirmed?: () => void;
}

/** The order confirmed to be paid on delivery: the amount to have ready, and where the order is shown. */
function CodConfirmed({
  order,
  amount,
  orderLink,
}: {
  order: WaitingOrder;
  amount: number;
  orderLink: boolean;
}) {
  return (
    <div className={styles.box}>
      <p className={styles.lead}>Order #{order.orderId} is confirmed.</p>
      <p className={styles.note}>You pay {formatRupees(amount)} in cash when it is delivered.</p>
      {orderLink && (
        <div className={styles.actions}>
          {order.access !== undefined ? (
            <Link to={`/orders/${order.access}`} className={`btn ${styles.action}`}>
              View your order
            </Link>
          ) : (
            <Link to="/MainLayout/orders" className={`btn ${styles.action}`}>
              My Orders
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

export function WaitingPayment({ order, orderLink = true, onConfirmed }: WaitingPaymentProps) {
  const left = useTimeLeft(order.deadline);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'pay' | 'cod' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [codAmount, setCodAmount] = useState<number | null>(null);

  async function run<T>(which: 'pay' | 'cod', call: () => Promise<T>): Promise<T | undefined> {
    setBusy(which);
    setProblem(null);
    try {
      return await call();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
      await refreshOrder(queryClient, order);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function payNow() {
    const url = await run('pay', () => payOrder(order));
    const destination = paymentDestination(url);
    if (destination) window.location.assign(destination);
  }

  async function payLater() {
    const amount = await run('cod', () => payOnDelivery(order));
    if (amount === undefined) return;
    onConfirmed?.();
    setCodAmount(amount);
    await refreshOrder(queryClient, order);
  }

  if (codAmount !== null) return <CodConfirmed order={order} amount={codAmount} orderLink={orderLink} />;
  return (
    <div className={styles.box}>
      <p className={styles.lead}>
        {order.paymentStatus === 'failed'
          ? 'Your payment did not go through.'
          : 'This order is waiting for its payment.'}
      </p>
      <p className={styles.note}>
        Order #{order.orderId} is kept for you: pay for it now, or pay on delivery instead.
      </p>
      <p className={styles.note}>
        Time left to pay: <strong>{clock(left)}</strong>
      </p>
      {problem && (
        <div className={styles.alert} role="alert">
          <p>{problem}</p>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${styles.action}`}
          disabled={busy !== null || left <= 0}
          onClick={payNow}
        >
          {busy === 'pay' ? 'OPENING PAYMENT...' : 'PAY NOW'}
        </button>
        <button
          type="button"
          className={`btn btn-outline ${styles.action}`}
          disabled={busy !== null || left <= 0}
          onClick={payLater}
        >
          {busy === 'cod' ? 'Confirming...' : 'Pay on delivery instead'}
        </button>
      </div>
    </div>
  );
}
