// /MainLayout/orders: ORDER HISTORY. The shop takes no orders yet (checkout comes with the orders
// work), so no customer has any: the page says so rather than show sample orders.
import { Link } from 'react-router';
import pageStyles from './page.module.css';

export default function OrdersPage() {
  return (
    <section className={pageStyles.panel} aria-labelledby="order-history">
      <h1 id="order-history" className={pageStyles.heading}>
        ORDER HISTORY
      </h1>
      <div className={pageStyles.empty}>
        <p>No orders found.</p>
        <p>Orders you place will appear here with their delivery status, ready to track or cancel.</p>
        <Link to="/" className="btn">
          Start Shopping
        </Link>
      </div>
    </section>
  );
}
