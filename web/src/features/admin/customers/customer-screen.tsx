// /admin/customers/:customerId: one customer and every order that is theirs: an account (by its id)
// with those placed from it or with its email, or a guest (by the email of their orders).
import { Link, useParams } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { useCustomer } from '../api/get-customer.ts';
import { OrdersTable } from '../orders/orders-table.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { customerKey } from './customer-address.ts';
import shared from '../shared/admin.module.css';

export default function CustomerScreen() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerKey(customerId));
  const account = customer.data?.data;

  return (
    <>
      <ScreenHead title={account ? account.u_name : 'Customer'}>
        <Link to="/admin/customers" className="btn btn-outline">
          Back to customers
        </Link>
      </ScreenHead>
      {!customer.data || !account ? (
        <QueryState query={customer} loading="Loading the customer…" />
      ) : (
        <>
          <section className={shared.panel} aria-labelledby="customer-account">
            <h2 id="customer-account">{account.u_id === null ? 'Guest (no account)' : 'Account'}</h2>
            <p>
              <a href={`mailto:${account.u_email}`}>{account.u_email}</a>
              <br />
              {account.u_mobile && <a href={`tel:+91${account.u_mobile}`}>{account.u_mobile}</a>}
            </p>
            <p className={shared.muted}>
              {account.u_id === null ? 'Guest, first order' : 'Customer since'}{' '}
              {formatDate(account.u_created_at)} · {account.order_count}{' '}
              {account.order_count === 1 ? 'order' : 'orders'} · {formatRupees(account.total_spent)} spent
            </p>
          </section>
          <section className={shared.panel} aria-labelledby="customer-orders">
            <h2 id="customer-orders">Orders</h2>
            {customer.data.orders.length === 0 ? (
              <p className={shared.empty}>No orders yet.</p>
            ) : (
              <OrdersTable orders={customer.data.orders} />
            )}
          </section>
        </>
      )}
    </>
  );
}
