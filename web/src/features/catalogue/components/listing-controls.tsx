// Sort and filters of a listing and of the search results, kept in the page's URL
// (contract/src/listing-filters.ts): a change is a new history entry, so a filtered page can be
// shared and the Back button restores the one before. On phones the filters open in a sheet.
import {
  listingFilterParams,
  PRODUCT_SORTS,
  readListingFilters,
  SORT_LABELS,
  type Concern,
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
  /** The concerns to narrow by (a category's listing, the search results); left out on a concern's. */
  concerns?: Concern[];
}

/** The filters without any of them: the sort stays. */
const cleared = (filters: ListingFilters): ListingFilters => (filters.sort ? { sort: filters.sort } : {});

const activeCount = (filters: ListingFilters) =>
  Number(filters.in_stock === true) +
  Number(filters.min_price !== undefined) +
  Number(filters.max_price !== undefined) +
  Number(filters.concern_id !== undefined);

export function ListingControls({ filters, onChange, defaultSort, concerns }: Props) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeCount(filters);
  const form = { filters, defaultSort, concerns };
  return (
    <div className={styles.controls}>
      <SortSelect {...form} onChange={(sort) => onChange({ ...filters, sort })} />
      <div className={styles.inline}>
        <FilterForm key={JSON.stringify(filters)} {...form} onApply={onChange} />
      </div>
      <button
        type="button"
        className={`btn btn-outline ${styles.sheetButton}`}
        onClick={() => setSheetOpen(true)}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <Dialog open={sheetOpen} title="Sort and filters" onClose={() => setSheetOpen(false)} size="side">
        <FilterForm
          key={JSON.stringify(filters)}
          {...form}
          stacked
          onApply={(next) => {
            setSheetOpen(false);
            onChange(next);
          }}
        />
      </Dialog>
      {wrongRange(filters.min_price, filters.max_price) && (
        <p className={styles.note} role="alert">
          {PRICE_RANGE_WRONG}{' '}
          <button type="button" className={styles.linkButton} onClick={() => onChange(cleared(filters))}>
            Clear filters
          </button>
        </p>
      )}
    </div>
  );
}

const PRICE_RANGE_WRONG = 'The min price is above the max price, so nothing can match.';
const wrongRange = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined && min > max;

function SortSelect({
  filters,
  defaultSort,
  onChange,
  className = styles.sort,
}: {
  filters: ListingFilters;
  defaultSort: string;
  onChange: (sort: ProductSort | undefined) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={filters.sort ?? ''}
        onChange={(event) => onChange((event.target.value as ProductSort | '') || undefined)}
      >
        <option value="">{defaultSort}</option>
        {PRODUCT_SORTS.filter((sort) => SORT_LABELS[sort] !== defaultSort).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ConcernSelect({
  concerns,
  value,
  onChange,
}: {
  concerns: Concern[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.price}>
      <label htmlFor={id}>Skin concern</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {concerns.map((concern) => (
          <option key={concern.cc_id} value={concern.cc_id}>
            {concern.cc_name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A price box; `error` is the id of the message that describes it while the range is wrong. */
function PriceInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.price}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const priceValue = (text: string) => {
  const value = text.trim();
  return /^\d{1,8}(\.\d{1,2})?$/.test(value) ? Number(value) : undefined;
};

interface Draft {
  sort: ProductSort | undefined;
  inStock: boolean;
  min: string;
  max: string;
  concern: string;
}

const filtersOf = (draft: Draft): ListingFilters => {
  const [min, max] = [priceValue(draft.min), priceValue(draft.max)];
  return {
    ...(draft.sort ? { sort: draft.sort } : {}),
    ...(draft.inStock ? { in_stock: true as const } : {}),
    ...(min !== undefined ? { min_price: min } : {}),
    ...(max !== undefined ? { max_price: max } : {}),
    ...(draft.concern ? { concern_id: Number(draft.concern) } : {}),
  };
};

/** The form's choices until applied; a price range that cannot match is refused with words. */
function useFilterDraft(filters: ListingFilters, stacked: boolean, onApply: (next: ListingFilters) => void) {
  const [draft, setDraft] = useState<Draft>({
    sort: filters.sort,
    inStock: filters.in_stock === true,
    min: filters.min_price?.toString() ?? '',
    max: filters.max_price?.toString() ?? '',
    concern: filters.concern_id?.toString() ?? '',
  });
  const [rangeError, setRangeError] = useState(false);
  const change = (part: Partial<Draft>) => setDraft((now) => ({ ...now, ...part }));
  const apply = (next: Draft) => {
    const wrong = wrongRange(priceValue(next.min), priceValue(next.max));
    setRangeError(wrong);
    if (!wrong) onApply(filtersOf(next));
  };
  // Beside the list a tick or a concern applies at once; in the sheet, with APPLY.
  const applyNow = (part: Partial<Draft>) => {
    change(part);
    if (!stacked) apply({ ...draft, ...part });
  };
  return { draft, change, apply, applyNow, rangeError };
}

function FilterForm({
  filters,
  defaultSort,
  concerns,
  onApply,
  stacked = false,
}: {
  filters: ListingFilters;
  defaultSort: string;
  concerns?: Concern[];
  onApply: (next: ListingFilters) => void;
  stacked?: boolean;
}) {
  const { draft, change, apply, applyNow, rangeError } = useFilterDraft(filters, stacked, onApply);
  const ids = { stock: useId(), error: useId() };
  const priceError = rangeError ? ids.error : undefined;
  return (
    <form
      className={stacked ? styles.stacked : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      {stacked && (
        <SortSelect
          filters={{ sort: draft.sort }}
          defaultSort={defaultSort}
          className={styles.price}
          onChange={(sort) => change({ sort })}
        />
      )}
      {concerns && concerns.length > 0 && (
        <ConcernSelect
          concerns={concerns}
          value={draft.concern}
          onChange={(concern) => applyNow({ concern })}
        />
      )}
      <div className={styles.check}>
        <input
          id={ids.stock}
          type="checkbox"
          checked={draft.inStock}
          onChange={(event) => applyNow({ inStock: event.target.checked })}
        />
        <label htmlFor={ids.stock}>In stock only</label>
      </div>
      <PriceInput
        label="Min price (₹)"
        value={draft.min}
        error={priceError}
        onChange={(min) => change({ min })}
      />
      <PriceInput
        label="Max price (₹)"
        value={draft.max}
        error={priceError}
        onChange={(max) => change({ max })}
      />
      {rangeError && (
        <p id={ids.error} className="field-error" role="alert">
          {PRICE_RANGE_WRONG}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn">
          APPLY
        </button>
        {activeCount(filters) > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => onApply(cleared(filters))}>
            CLEAR
          </button>
        )}
      </div>
    </form>
  );
}
