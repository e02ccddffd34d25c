// /admin/grievances: the grievance desk (decision 0029). Unresolved grievances first, the soonest due at
// the top, overdue ones marked; narrowed to overdue ones or one status (kept in the address). Each
// opens with its messages, and is answered or resolved from there, mailing the shopper.
import { GRIEVANCE_STATUSES, type AdminGrievance, type GrievanceStatus } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { GRIEVANCES_PER_PAGE, useGrievances } from '../api/grievances.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, ListTable, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { GrievanceDialog } from './grievance-dialog.tsx';

const FILTERS = ['show'] as const;
export const STATUS_WORDS: Record<GrievanceStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};
const CHOICES = [
  { value: '', label: 'All grievances' },
  { value: 'overdue', label: 'Overdue' },
  ...GRIEVANCE_STATUSES.map((status) => ({ value: status, label: STATUS_WORDS[status] })),
];
const isStatus = (value: string): value is GrievanceStatus =>
  (GRIEVANCE_STATUSES as readonly string[]).includes(value);

const COLUMNS = [
  { label: 'Ticket' },
  { label: 'From' },
  { label: 'Subject' },
  { label: 'State' },
  { label: 'Due' },
  { label: 'What to do' },
];

export default function GrievancesScreen() {
  const filters = useListFilters(FILTERS);
  const { show } = filters.values;
  const grievances = useGrievances({
    page: filters.page,
    ...(show === 'overdue' ? { overdue: 1 as const } : isStatus(show) ? { status: show } : {}),
  });
  return (
    <>
      <ScreenHead title="Grievances" />
      <p className={shared.muted}>
        Acknowledge each grievance within 48 hours and resolve it within 30 days (Consumer Protection
        (E-Commerce) Rules 2020). Replying acknowledges it.
      </p>
      <FilterForm label="Filter grievances" submit="Show grievances" onSubmit={filters.submit}>
        <Select label="Grievances to show" options={CHOICES} {...filters.field('show')} />
      </FilterForm>
      <PagedList
        label="Grievances found"
        query={grievances}
        loading="Loading grievances…"
        empty="No grievances match."
        pager={{ label: 'Grievance pages', perPage: GRIEVANCES_PER_PAGE }}
        at={filters}
      >
        {(list) => (
          <ListTable columns={COLUMNS} cardsOnPhone>
            {list.map((item) => (
              <GrievanceRow key={item.ticket_no} item={item} />
            ))}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}

function GrievanceRow({ item }: { item: AdminGrievance }) {
  const [open, setOpen] = useState(false);
  return (
    <tr aria-label={`Grievance ${item.ticket_no}${item.overdue ? ', overdue' : ''}`}>
      <th scope="row">{item.ticket_no}</th>
      <td data-label="From">
        {item.name}
        <div className={shared.muted}>{item.email}</div>
      </td>
      <td data-label="Subject">
        {item.subject}
        {item.od_id !== null && (
          <div>
            <Link to={`/admin/orders/${item.od_id}`}>Order #{item.od_id}</Link>
          </div>
        )}
      </td>
      <td data-label="State">
        <span className={`${shared.badge} ${item.status === 'resolved' ? shared.badgeGood : ''}`}>
          {STATUS_WORDS[item.status]}
        </span>{' '}
        {item.overdue === 1 && <span className={`${shared.badge} ${shared.badgeWarn}`}>Overdue</span>}
      </td>
      <td className={shared.nowrap} data-label="Due">
        {item.status === 'open' && <div>Acknowledge by {formatDateTime(item.acknowledge_by)}</div>}
        {item.status !== 'resolved' && <div>Resolve by {formatDateTime(item.resolve_by)}</div>}
        {item.status === 'resolved' && (
          <div className={shared.muted}>Filed {formatDateTime(item.created_at)}</div>
        )}
      </td>
      <td data-label="What to do">
        <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
          Open {item.ticket_no}
        </button>
        {open && <GrievanceDialog ticket={item.ticket_no} onClose={() => setOpen(false)} />}
      </td>
    </tr>
  );
}
