// /admin/returns: what customers asked to send back, newest first, narrowed by state (kept in the
// address); each is decided (approve or refuse, with a note the customer reads) and, once approved and
// arrived, received with the restock choice and the refund.
import {
  RETURN_STATUSES_OF_REQUEST,
  RETURNS_PER_PAGE,
  type AdminReturn,
  type ReturnStatus,
} from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { useReturns } from '../api/returns.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, ListTable, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { ReturnActions } from './return-actions.tsx';
import { returnStateWords } from './return-words.ts';

const FILTERS = ['status'] as const;
const isState = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES_OF_REQUEST as readonly string[]).includes(value);

const STATE_CHOICES = [
  { value: '', label: 'All returns' },
  ...RETURN_STATUSES_OF_REQUEST.map((state) => ({ value: state, label: returnStateWords[state] })),
];

const COLUMNS = [
  { label: 'Return' },
  { label: 'Order' },
  { label: 'Asked' },
  { label: 'Items and reason' },
  { label: 'State' },
  { label: 'What to do' },
];

export default function ReturnsScreen() {
  const filters = useListFilters(FILTERS);
  const { status } = filters.values;
  const returns = useReturns({ page: filters.page, ...(isState(status) ? { status } : {}) });

  return (
    <>
      <ScreenHead title="Returns" />
      <FilterForm label="Filter returns" submit="Show returns" onSubmit={filters.submit}>
        <Select label="Returns to show" options={STATE_CHOICES} {...filters.field('status')} />
      </FilterForm>
      <PagedList
        label="Returns found"
        query={returns}
        loading="Loading returns…"
        empty="No returns match."
        pager={{ label: 'Return pages', perPage: RETURNS_PER_PAGE }}
        at={filters}
      >
        {(list) => (
          <ListTable columns={COLUMNS} cardsOnPhone>
            {list.map((item) => (
              <ReturnRow key={item.rq_id} item={item} />
            ))}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}

function ReturnRow({ item }: { item: AdminReturn }) {
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
        {item.items
          .map((one) => `${one.quantity} × ${one.name} (${formatPackSize(one.pack_size)})`)
          .join(', ')}
        <div className={shared.muted}>Reason: {item.reason}</div>
        {item.refund_to && <div className={shared.muted}>Refund to: {item.refund_to}</div>}
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
        <ReturnActions request={item} paymentMethod={item.od_payment_method} refundDue={item.refund_due} />
      </td>
    </tr>
  );
}
