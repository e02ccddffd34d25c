// The filters of the orders list: line status, payment, a range of days (India time) and a search by
// order id, name, phone, email, pincode, city or a word of a staff note. Checked with the server's own schema before the list is asked for.
import { ORDER_LINE_STATUSES, PAYMENT_STATUSES } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm } from '../shared/list-screen.tsx';
import type { ListFilters } from '../shared/use-list-filters.ts';
import { paymentStatusWords } from '../shared/words.ts';

export const ORDER_FILTERS = ['status', 'payment_status', 'from', 'to', 'search'] as const;
export type OrderFilterValues = Record<(typeof ORDER_FILTERS)[number], string>;

const STATUS_CHOICES = [
  { value: '', label: 'Any status' },
  ...ORDER_LINE_STATUSES.map((status) => ({ value: status, label: status })),
];

const PAYMENT_CHOICES = [
  { value: '', label: 'Any payment' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusWords[status] })),
];

interface OrderFiltersProps {
  filters: ListFilters<(typeof ORDER_FILTERS)[number]>;
  onExport: () => void;
  exporting: boolean;
}

export function OrderFiltersForm({ filters, onExport, exporting }: OrderFiltersProps) {
  return (
    <FilterForm
      label="Filter orders"
      search
      submit="Show orders"
      onSubmit={filters.submit}
      onClear={filters.clear}
      actions={
        <button type="button" className="btn btn-outline" disabled={exporting} onClick={onExport}>
          {exporting ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      }
    >
      <TextField
        label="Search orders"
        hint="Order id, name, phone, email, pincode, city or a staff note"
        type="search"
        {...filters.field('search')}
      />
      <Select label="Item status" options={STATUS_CHOICES} {...filters.field('status')} />
      <Select label="Payment" options={PAYMENT_CHOICES} {...filters.field('payment_status')} />
      <DateField label="Placed from" {...filters.field('from')} />
      <DateField label="Placed until" {...filters.field('to')} />
    </FilterForm>
  );
}
