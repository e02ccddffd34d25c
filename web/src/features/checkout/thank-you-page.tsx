// /thank-you?order_id=<id>: the order went through (cash on delivery placed, or an online payment
// confirmed). It shows the order as the store has it — number, lines, amount, when it should arrive,
// a link to its page — found by the email this tab placed it with, or among the shopper's own orders.
// An order neither finds is not confirmed here. 'Keep Shopping' and the close button lead home.
import { DEFAULT_DELIVERY_TEXT, messages, type Order } from '@prime/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { SuccessCheckIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import {
  deliveryText,
  readOrderDetails,
  takeOrderedFromGuestCart,
  useDeliveryDays,
  type OrderDetails,
} from '../cart/index.ts';
import { OrderSummary, readOrderId, usePlacedOrder } from '../orders/index.ts';
import { keptOrder } from './order-facts.tsx';
import styles from './checkout-pages.module.css';

const FEATURES = [
  { title: 'Secure Payment', text: 'Every payment is encrypted and handled on a trusted payment page.' },
  { title: 'Fast Delivery', text: 'Packed with care and shipped from our warehouses in Maharashtra.' },
  // The hours the contact page gives (messages.customerCareHours): the shop promises one thing.
  { title: 'Customer Care', text: `Questions about your order? We answer ${messages.customerCareHours}.` },
];

const isCancelled = (order: Order) => order.lines.every((line) => line.op_delivery_status === 'Cancelled');
const isWaitingForPayment = (order: Order) =>
  order.od_payment_method === 'online' && order.od_payment_status !== 'paid';

function DeliveryLine({ pincode }: { pincode: string }) {
  const days = useDeliveryDays(pincode);
  const when = days.isSuccess ? deliveryText(days.data) : `Delivery in ${DEFAULT_DELIVERY_TEXT}`;
  return (
    <p className={styles.note}>{days.isPending ? 'Checking delivery time…' : `${when} to ${pincode}.`}</p>
  );
}

function PlacedOrder({ order }: { order: Order }) {
  const waiting = isWaitingForPayment(order);
  const title = isCancelled(order)
    ? 'This order was cancelled'
    : waiting
      ? 'Order placed'
      : 'Order Successful!';
  usePageTitle(title);
  return (
    <>
      {!waiting && !isCancelled(order) && <SuccessCheckIcon className={styles.successIcon} />}
      <h1 className={styles.title}>{title}</h1>
      {!isCancelled(order) && (
        <p className={styles.lead}>
          {waiting ? 'Your order is waiting for its payment' : 'Your purchase has been confirmed'}
        </p>
      )}
      <p className={styles.note}>
        A confirmation email with your order and a link to follow it is on its way to {order.user_email}.
      </p>
      {!isCancelled(order) && <DeliveryLine pincode={order.user_zipcode} />}
      <div className={styles.order}>
        <OrderSummary order={order} steps={false} />
      </div>
      <Link to={`/orders/${order.od_access}`} className="btn btn-outline">
        View your order
      </Link>
    </>
  );
}

function NoOrder() {
  usePageTitle('Order not found');
  return (
    <>
      <h1 className={styles.title}>We could not find this order</h1>
      <p className={styles.note}>
        This page shows an order placed in this browser. Find yours with its number and the email or mobile
        number you ordered with.
      </p>
      <Link to="/track-order" className="btn btn-outline">
        Track an order
      </Link>
    </>
  );
}

/**
 * A guest's online order, once paid, takes its quantities out of the browser cart (an account's cart is
 * emptied by the server): once per order, as the page may be opened again.
 */
function useTakeFromGuestCart(order: Order | null | undefined, kept: OrderDetails | null) {
  const session = useSession();
  useEffect(() => {
    if (session || !kept || !order || order.od_payment_status !== 'paid') return;
    const flag = `order_cart_taken_${order.od_id}`;
    if (sessionStorage.getItem(flag)) return;
    sessionStorage.setItem(flag, '1');
    takeOrderedFromGuestCart(kept.payload.product_details);
  }, [session, kept, order]);
}

export default function ThankYouPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = readOrderId(params.get('order_id') ?? '');
  const [kept] = useState(() => keptOrder(readOrderDetails(), orderId === null ? null : String(orderId)));
  const placed = usePlacedOrder(orderId, kept?.customer.email ?? null);
  useTakeFromGuestCart(placed.data, kept);

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <CloseButton className={styles.close} onClick={() => navigate('/')} />
        {placed.data ? (
          <PlacedOrder order={placed.data} />
        ) : placed.isLoading ? (
          <Spinner label="Loading your order…" />
        ) : (
          <NoOrder />
        )}
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/" className={`btn ${styles.action}`}>
          Keep Shopping
        </Link>
      </div>
    </section>
  );
}
