// Orders as a table: each row names the order (a link to its detail), when, who, its items and their
// states, the amount and the payment. The orders screen and a customer's page share it; the orders
// screen adds a checkbox per order for its bulk actions. On a phone each order is a card, each cell
// named by its column.
import { DELIVERY_FAILED, type Order } from '@prime/contract';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { ListTable } from '../shared/list-screen.tsx';
import shared from '../shared/admin.module.css';
import { formatDateTime, lineStates, paymentStatusWords } from '../shared/words.ts';
import { choiceWords } from './cod-panel.tsx';

/** Which orders are ticked, and how a tick changes that. */
export interface OrderSelection {
  chosen: ReadonlySet<number>;
  onChoose: (orderIds: number[], chosen: boolean) => void;
}

interface OrdersTableProps {
  orders: Order[];
  caption?: string;
  selection?: OrderSelection;
}

const COLUMNS = [
  { label: 'Order' },
  { label: 'Placed' },
  { label: 'Customer' },
  { label: 'Items' },
  { label: 'Amount', figures: true },
  { label: 'Payment' },
];
const CHOOSABLE_COLUMNS = [{ label: 'Selected', unseen: true }, ...COLUMNS];

export function OrdersTable({ orders, caption, selection }: OrdersTableProps) {
  return (
    <ListTable columns={selection ? CHOOSABLE_COLUMNS : COLUMNS} caption={caption} cardsOnPhone>
      {orders.map((order) => (
        <OrderRow key={order.od_id} order={order} selection={selection} />
      ))}
    </ListTable>
  );
}

function OrderRow({ order, selection }: { order: Order; selection?: OrderSelection }) {
  const units = order.lines.reduce((sum, line) => sum + line.op_quantity, 0);
  return (
    <tr>
      {selection && (
        <td>
          <label className={shared.check}>
            <input
              type="checkbox"
              checked={selection.chosen.has(order.od_id)}
              onChange={(event) => selection.onChoose([order.od_id], event.target.checked)}
            />
            <span className="visually-hidden">Select order #{order.od_id}</span>
          </label>
        </td>
      )}
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
        {order.lines.some((line) => line.op_delivery_status === DELIVERY_FAILED) && (
          <div className={shared.muted}>
            {order.od_delivery_failed_reason} · {choiceWords(order.od_delivery_choice)}
          </div>
        )}
      </td>
      <td className={shared.number} data-label="Amount">
        {formatRupees(order.od_amount)}
      </td>
      <td data-label="Payment">{paymentStatusWords[order.od_payment_status]}</td>
    </tr>
  );
}
