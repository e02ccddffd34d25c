// Sort and filters of a listing and of the search results, kept in the page's URL
// (contract/src/listing-filters.ts): a change is a new history entry, so a filtered page can be
// shared and the Back button restores the one before. On phones the filters open in a sheet.
import {
  listingFilterParams,
  PRODUCT_SORTS,
  readListingFilters,
  SORT_LABELS,
  type ListingFilters,
  type ProductSort,
} from '@prime/contract';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './listing-controls.module.css';

/** The sort and filters the URL names, and a way to change them (the search text is kept). */
export function useListingFilters(): [ListingFilters, (next: ListingFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListingFilters(params), [params]);
  const change = (next: ListingFilters) => {
    const q = params.get('q');
    setParams(
      new URLSearchParams([
        ...(q !== null ? [['q', q] as [string, string]] : []),
        ...listingFilterParams(next),
      ]),
    );
  };
  return [filters, change];
}

interface Props {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** What no sort means here: the best match for a search, popularity for a listing. */
  defaultSort: string;
}

export function ListingControls({ filters, onChange, defaultSort }: Props) {
  const sortId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active =
    Number(filters.in_stock === true) +
    Number(filters.min_price !== undefined) +
    Number(filters.max_price !== undefined);
  return (
    <div className={styles.controls}>
      <div className={styles.sort}>
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={filters.sort ?? ''}
          onChange={(event) => {
            const sort = event.target.value as ProductSort | '';
            onChange({ ...filters, sort: sort || undefined });
          }}
        >
          <option value="">{defaultSort}</option>
          {PRODUCT_SORTS.filter((sort) => SORT_LABELS[sort] !== defaultSort).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.inline}>
        <FilterForm key={JSON.stringify(filters)} filters={filters} onApply={onChange} />
      </div>
      <button
        type="button"
        className={`btn btn-outline ${styles.sheetButton}`}
        onClick={() => setSheetOpen(true)}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <Dialog open={sheetOpen} title="Filters" onClose={() => setSheetOpen(false)} size="side">
        <FilterForm
          key={JSON.stringify(filters)}
          filters={filters}
          stacked
          onApply={(next) => {
            setSheetOpen(false);
            onChange(next);
          }}
        />
      </Dialog>
    </div>
  );
}

const priceValue = (text: string) => {
  const value = text.trim();
  return /^\d{1,8}(\.\d{1,2})?$/.test(value) ? Number(value) : undefined;
};

function FilterForm({
  filters,
  onApply,
  stacked = false,
}: {
  filters: ListingFilters;
  onApply: (next: ListingFilters) => void;
  stacked?: boolean;
}) {
  const [inStock, setInStock] = useState(filters.in_stock === true);
  const [min, setMin] = useState(filters.min_price?.toString() ?? '');
  const [max, setMax] = useState(filters.max_price?.toString() ?? '');
  const ids = { stock: useId(), min: useId(), max: useId() };
  const apply = (next: { inStock: boolean; min: string; max: string }) =>
    onApply({
      ...(filters.sort ? { sort: filters.sort } : {}),
      ...(next.inStock ? { in_stock: true as const } : {}),
      ...(priceValue(next.min) !== undefined ? { min_price: priceValue(next.min) } : {}),
      ...(priceValue(next.max) !== undefined ? { max_price: priceValue(next.max) } : {}),
    });
  return (
    <form
      className={stacked ? styles.stacked : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        apply({ inStock, min, max });
      }}
    >
      <div className={styles.check}>
        <input
          id={ids.stock}
          type="checkbox"
          checked={inStock}
          onChange={(event) => {
            setInStock(event.target.checked);
            // Beside the list a tick applies at once; in the sheet, with APPLY.
            if (!stacked) apply({ inStock: event.target.checked, min, max });
          }}
        />
        <label htmlFor={ids.stock}>In stock only</label>
      </div>
      <div className={styles.price}>
        <label htmlFor={ids.min}>Min price (₹)</label>
        <input
          id={ids.min}
          inputMode="decimal"
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
      </div>
      <div className={styles.price}>
        <label htmlFor={ids.max}>Max price (₹)</label>
        <input
          id={ids.max}
          inputMode="decimal"
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn">
          APPLY
        </button>
        {(filters.in_stock || filters.min_price !== undefined || filters.max_price !== undefined) && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => onApply(filters.sort ? { sort: filters.sort } : {})}
          >
            CLEAR
          </button>
        )}
      </div>
    </form>
  );
}
