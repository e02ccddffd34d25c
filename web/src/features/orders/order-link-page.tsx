// /orders/<od_access>: the order an order mail links to, shown to whoever holds the link, without a
// login. The address holds the order's access token: the page sends no Referer with it anywhere
// (the server's Referrer-Policy for this path says the same) and is kept out of search results.
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Spinner } from '../../ui/spinner.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrderByAccess } from './api/view-order.ts';
import { OrderSummary } from './order-summary.tsx';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';

export default function OrderLinkPage() {
  const { access = '' } = useParams();
  const order = useOrderByAccess(access);
  usePageTitle(order.data ? `Order #${order.data.od_id}` : 'Your order');

  return (
    <section className={`container ${pageStyles.panel}`}>
      <meta name="referrer" content="no-referrer" />
      {order.data ? (
        <OrderSummary order={order.data} headingLevel={1} />
      ) : order.isError && !(order.error instanceof ApiError && order.error.status === 404) ? (
        <div className={`${pageStyles.empty} ${styles.failure}`}>
          <p role="alert">{orderTexts.trackingFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void order.refetch()}>
            Try Again
          </button>
        </div>
      ) : order.isError ? (
        <div className={`${pageStyles.empty} ${styles.failure}`}>
          <h1 className={pageStyles.heading}>Order not found</h1>
          <p role="alert">{orderTexts.linkNotFound}</p>
          <Link to="/track-order" className="btn btn-outline">
            Track an order
          </Link>
        </div>
      ) : (
        <Spinner label={orderTexts.orderLoading} />
      )}
    </section>
  );
}
