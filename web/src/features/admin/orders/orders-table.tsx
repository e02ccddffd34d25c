// Orders as a table: each row names the order (a link to its detail), when, who, its items and their
// states, the amount and the payment. The orders screen and a customer's page share it. On a phone
// each order is a card, each cell named by its column.
import type { Order } from '@prime/contract';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime, lineStates, paymentStatusWords } from '../shared/words.ts';

export function OrdersTable({ orders, caption }: { orders: Order[]; caption?: string }) {
  return (
    <div className={shared.tableWrap}>
      <table className={`${shared.table} ${shared.cardsOnPhone}`}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col" className={shared.number}>
              Amount
            </th>
            <th scope="col">Payment</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.od_id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  const units = order.lines.reduce((sum, line) => sum + line.op_quantity, 0);
  return (
    <tr>
      <th scope="row">
        <Link to={`/admin/orders/${order.od_id}`}>Order #{order.od_id}</Link>
      </th>
      <td className={shared.nowrap} data-label="Placed">
        {formatDateTime(order.od_created_at)}
      </td>
      <td data-label="Customer">
        {order.user_name}
        <div className={shared.muted}>{order.user_mobile_no}</div>
      </td>
      <td data-label="Items">
        {units} {units === 1 ? 'item' : 'items'}
        <div className={shared.muted}>{lineStates(order.lines)}</div>
      </td>
      <td className={shared.number} data-label="Amount">
        {formatRupees(order.od_amount)}
      </td>
      <td data-label="Payment">{paymentStatusWords[order.od_payment_status]}</td>
    </tr>
  );
}
