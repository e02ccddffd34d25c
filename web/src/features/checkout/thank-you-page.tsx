// /thank-you: the order went through (cash on delivery placed, or an online payment confirmed).
// 'Keep Shopping' and the close button both lead home.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CloseButton } from '../../ui/close-button.tsx';
import { SuccessCheckIcon } from '../../ui/icons.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { readOrderDetails } from '../cart/index.ts';
import { keptOrder, OrderFacts } from './order-facts.tsx';
import styles from './checkout-pages.module.css';

const FEATURES = [
  { title: 'Secure Payment', text: 'Every payment is encrypted and handled on a trusted payment page.' },
  { title: 'Fast Delivery', text: 'Packed with care and shipped from our warehouses in Maharashtra.' },
  { title: 'Customer Care (24/7)', text: 'Questions about your order? We are here day and night.' },
];

export default function ThankYouPage() {
  usePageTitle('Order Successful');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const details = keptOrder(readOrderDetails(), params.get('order_id'));

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <CloseButton className={styles.close} onClick={() => navigate('/')} />
        <SuccessCheckIcon className={styles.successIcon} />
        <h1 className={styles.title}>Order Successful!</h1>
        <p className={styles.lead}>Your purchase has been confirmed</p>
        <p className={styles.note}>
          A confirmation email with your order and tracking details is on its way
          {details?.customer.email ? ` to ${details.customer.email}` : ''}.
        </p>
        {details && <OrderFacts details={details} />}
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
