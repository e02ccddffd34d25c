// The returns a customer asked for on this order: which items, why, what staff decided and noted, the
// refund's payout reference; and the next step of each (decide, then receive) for the roles that handle
// returns.
import type { OrderDetail, OrderReturn } from '@prime/contract';
import { formatPackSize } from '../../../lib/format.ts';
import { ReturnActions } from '../returns/return-actions.tsx';
import { returnStateWords } from '../returns/return-words.ts';
import shared from '../shared/admin.module.css';
import { ScreenLink, useMayCall } from '../shared/staff-access.tsx';
import { formatDateTime } from '../shared/words.ts';
import styles from './orders.module.css';

export function OrderReturns({ order, returns }: { order: OrderDetail; returns: OrderReturn[] }) {
  const may = useMayCall();
  if (returns.length === 0) return null;
  const itemName = (opId: number) => {
    const line = order.lines.find((candidate) => candidate.op_id === opId);
    return line
      ? `${line.p_productname} (${formatPackSize(line.op_packet_size, line.op_unit)})`
      : `item ${opId}`;
  };
  return (
    <section className={shared.panel} aria-labelledby="order-returns">
      <h2 id="order-returns">Returns</h2>
      <ul className={styles.returns}>
        {returns.map((request) => (
          <li key={request.rq_id} aria-label={`Return #${request.rq_id}`}>
            <p>
              <strong>Return #{request.rq_id}</strong>{' '}
              <span className={`${shared.badge} ${request.status === 'requested' ? shared.badgeWarn : ''}`}>
                {returnStateWords[request.status]}
              </span>
            </p>
            <dl className={styles.facts}>
              <dt>Items</dt>
              <dd>{request.op_ids.map(itemName).join(', ')}</dd>
              <dt>Reason</dt>
              <dd>{request.reason}</dd>
              <dt>Asked</dt>
              <dd>{formatDateTime(request.created_at)}</dd>
              {request.decided_at && (
                <>
                  <dt>Decided</dt>
                  <dd>{formatDateTime(request.decided_at)}</dd>
                </>
              )}
              {request.note && (
                <>
                  <dt>Note</dt>
                  <dd>{request.note}</dd>
                </>
              )}
              {request.refund_reference && (
                <>
                  <dt>Refund reference</dt>
                  <dd>{request.refund_reference}</dd>
                </>
              )}
            </dl>
            {may('admin/return/decide') && (
              <ReturnActions request={request} paymentMethod={order.od_payment_method} />
            )}
          </li>
        ))}
      </ul>
      <ScreenLink call="admin/return/list" to="/admin/returns">
        Every return
      </ScreenLink>
    </section>
  );
}
