// The filters of the orders list: line status, payment, a range of days (India time) and a search by
// order id, name, phone, email, pincode, city or a word of a staff note. Checked with the server's own schema before the list is asked for.
import { adminOrderListBody, ORDER_LINE_STATUSES, PAYMENT_STATUSES } from '@prime/contract';
import { useState } from 'react';
import { TextField } from '../../../ui/text-field.tsx';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { paymentStatusWords } from '../shared/words.ts';

export const ORDER_FILTERS = ['status', 'payment_status', 'from', 'to', 'search'] as const;
export type OrderFilterValues = Record<(typeof ORDER_FILTERS)[number], string>;

interface OrderFiltersProps {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}

export function OrderFiltersForm({ values, onApply, onExport, exporting }: OrderFiltersProps) {
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<PathErrors>({});
  const set =
    (name: keyof OrderFilterValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ ...draft, [name]: event.target.value });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = adminOrderListBody.safeParse(draft);
    setErrors(checked.success ? {} : errorsByPath(checked.error.issues));
    if (checked.success) onApply(draft);
  }

  const cleared = { status: '', payment_status: '', from: '', to: '', search: '' };
  return (
    <form className={shared.panel} role="search" aria-label="Filter orders" onSubmit={onSubmit} noValidate>
      <div className={shared.filters}>
        <TextField
          label="Search orders"
          hint="Order id, name, phone, email, pincode, city or a staff note"
          type="search"
          value={draft.search}
          error={errors.search}
          onChange={set('search')}
        />
        <Select
          label="Item status"
          value={draft.status}
          error={errors.status}
          onChange={set('status')}
          options={[
            { value: '', label: 'Any status' },
            ...ORDER_LINE_STATUSES.map((status) => ({ value: status, label: status })),
          ]}
        />
        <Select
          label="Payment"
          value={draft.payment_status}
          error={errors.payment_status}
          onChange={set('payment_status')}
          options={[
            { value: '', label: 'Any payment' },
            ...PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusWords[status] })),
          ]}
        />
        <TextField
          label="Placed from"
          type="date"
          value={draft.from}
          error={errors.from}
          onChange={set('from')}
        />
        <TextField label="Placed until" type="date" value={draft.to} error={errors.to} onChange={set('to')} />
      </div>
      <div className={shared.filterActions}>
        <button type="submit" className="btn">
          Show orders
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setDraft(cleared);
            setErrors({});
            onApply(cleared);
          }}
        >
          Clear filters
        </button>
        <button type="button" className="btn btn-outline" disabled={exporting} onClick={onExport}>
          {exporting ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </div>
    </form>
  );
}
