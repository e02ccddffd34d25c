// /admin/stock/expiring: the batches with units left whose expiry month ends within so many days (90
// unless chosen), or has ended, earliest first: what to sell off, return to the maker or write off.
// Units of a batch marked "Not sellable" are never sold (the shop's minimum shelf life).
import { monthLabel, stockExpiringBody } from '@prime/contract';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useExpiringLots } from '../api/get-expiring-lots.ts';
import { FilterForm, ListPanel, ListTable } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';

const FILTERS = ['days'] as const;
const DEFAULT_DAYS = 90;

const COLUMNS = [
  { label: 'Product' },
  { label: 'Pack size' },
  { label: 'Batch' },
  { label: 'Expires' },
  { label: 'Left', figures: true },
  { label: 'Sale' },
];

export default function ExpiringScreen() {
  const filters = useListFilters(FILTERS, {
    schema: stockExpiringBody,
    defaults: { days: String(DEFAULT_DAYS) },
  });
  const asked = stockExpiringBody.safeParse({ days: filters.values.days });
  const days = asked.success ? asked.data.days : DEFAULT_DAYS;
  const lots = useExpiringLots(days);

  return (
    <>
      <ScreenHead title="Expiring stock" />
      <FilterForm label="Choose how far ahead" submit="Show batches" onSubmit={filters.submit}>
        <TextField label="Expiring within (days)" inputMode="numeric" {...filters.field('days')} />
      </FilterForm>
      <ListPanel
        label="Batches expiring"
        query={lots}
        items={lots.data?.list}
        loading="Loading the batches…"
        empty={`No batch with units left expires within ${formatCount(days)} days.`}
      >
        {(list) => (
          <ListTable
            columns={COLUMNS}
            caption={`Batches expiring within ${formatCount(days)} days`}
            cardsOnPhone
          >
            {list.map((lot) => (
              <tr key={lot.lot_id}>
                <th scope="row" data-label="Product">
                  <Link to={`/admin/products/${lot.p_id}`}>{lot.p_productname}</Link>
                </th>
                <td data-label="Pack size">{lot.pp_packet_size} gm</td>
                <td data-label="Batch">{lot.batch_no}</td>
                <td data-label="Expires">{monthLabel(lot.expiry)}</td>
                <td data-label="Left" className={shared.number}>
                  {formatCount(lot.remaining)}
                </td>
                <td data-label="Sale">{lot.sellable ? 'Sellable' : 'Not sellable'}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListPanel>
    </>
  );
}
