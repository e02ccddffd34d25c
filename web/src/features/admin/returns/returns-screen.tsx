// /admin/returns: what customers asked to send back, newest first, narrowed by state (kept in the
// address); each is decided (approve or refuse, with a note the customer reads) and, once approved and
// arrived, received with the restock choice and the refund.
import {
  RETURN_STATUSES_OF_REQUEST,
  RETURNS_PER_PAGE,
  type AdminReturn,
  type ReturnStatus,
} from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { useReturns } from '../api/returns.ts';
import { Select } from '../shared/form-controls.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { ReturnActions } from './return-actions.tsx';
import { returnStateWords } from './return-words.ts';

const FILTERS = ['status'] as const;
const isState = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES_OF_REQUEST as readonly string[]).includes(value);

export default function ReturnsScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const [shown, setShown] = useState(values.status);
  const returns = useReturns({ page, ...(isState(values.status) ? { status: values.status } : {}) });

  return (
    <>
      <ScreenHead title="Returns" />
      <form
        className={shared.panel}
        aria-label="Filter returns"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ status: shown });
        }}
      >
        <div className={shared.filters}>
          <Select
            label="Returns to show"
            value={shown}
            onChange={(event) => setShown(event.target.value)}
            options={[
              { value: '', label: 'All returns' },
              ...RETURN_STATUSES_OF_REQUEST.map((state) => ({
                value: state,
                label: returnStateWords[state],
              })),
            ]}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Show returns
          </button>
        </div>
      </form>
      <section className={shared.panel} aria-label="Returns found">
        {!returns.data ? (
          <QueryState query={returns} loading="Loading returns…" />
        ) : returns.data.list.length === 0 ? (
          <p className={shared.empty}>No returns match.</p>
        ) : (
          <>
            <div className={shared.tableWrap}>
              <table className={`${shared.table} ${shared.cardsOnPhone}`}>
                <thead>
                  <tr>
                    <th scope="col">Return</th>
                    <th scope="col">Order</th>
                    <th scope="col">Asked</th>
                    <th scope="col">Items and reason</th>
                    <th scope="col">State</th>
                    <th scope="col">What to do</th>
                  </tr>
                </thead>
                <tbody>
                  {returns.data.list.map((item) => (
                    <ReturnRow key={item.rq_id} item={item} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Return pages"
              page={page}
              total={returns.data.total}
              perPage={RETURNS_PER_PAGE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}

function ReturnRow({ item }: { item: AdminReturn }) {
  const count = item.op_ids.length;
  return (
    <tr aria-label={`Return #${item.rq_id}`}>
      <th scope="row">Return #{item.rq_id}</th>
      <td data-label="Order">
        <Link to={`/admin/orders/${item.od_id}`}>Order #{item.od_id}</Link>
        <div className={shared.muted}>{item.user_name}</div>
      </td>
      <td className={shared.nowrap} data-label="Asked">
        {formatDateTime(item.created_at)}
      </td>
      <td data-label="Items and reason">
        {count} {count === 1 ? 'item' : 'items'}: {item.reason}
      </td>
      <td data-label="State">
        <span className={`${shared.badge} ${item.status === 'requested' ? shared.badgeWarn : ''}`}>
          {returnStateWords[item.status]}
        </span>
        {item.decided_at && <div className={shared.muted}>Decided {formatDateTime(item.decided_at)}</div>}
        {item.note && <div className={shared.muted}>Note: {item.note}</div>}
        {item.refund_amount !== null && (
          <div className={shared.muted}>
            Refunded {formatRupees(item.refund_amount)}
            {item.restocked === 1 ? ', back in stock' : item.restocked === 0 ? ', not restocked' : ''}
          </div>
        )}
        {item.refund_reference && (
          <div className={shared.muted}>Refund reference: {item.refund_reference}</div>
        )}
      </td>
      {/* A return that is decided and done leaves nothing to do: no label for an empty cell on a phone. */}
      <td data-label={item.status === 'requested' || item.status === 'approved' ? 'What to do' : undefined}>
        <ReturnActions request={item} paymentMethod={item.od_payment_method} />
      </td>
    </tr>
  );
}
