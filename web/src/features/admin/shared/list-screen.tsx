// What every console list screen is made of: the filter form over the list, the panel that shows the
// list or why it is not there (loading, a failure, nothing matching), the table the rows sit in and
// the pager under a list the server answers a page at a time (decision 0027).
import { LIST_COUNT_LIMIT } from '@prime/contract';
import { formatCount } from '../../../lib/format.ts';
import { Pager } from './pager.tsx';
import { QueryState, type QueryLike } from './query-state.tsx';
import shared from './admin.module.css';

interface FilterFormProps {
  /** The form's name for screen readers: "Filter orders". */
  label: string;
  /** A form that searches is a search landmark. */
  search?: boolean;
  /** The words of the button that shows the list filtered: "Show orders". */
  submit: string;
  onSubmit: () => void;
  /** Given, a "Clear filters" button empties every filter. */
  onClear?: () => void;
  /** Further buttons after those two (a download). */
  actions?: React.ReactNode;
  /** What shows under the buttons (a download's failure). */
  footer?: React.ReactNode;
  /** The filters' controls. */
  children: React.ReactNode;
}

export function FilterForm({
  label,
  search,
  submit,
  onSubmit,
  onClear,
  actions,
  footer,
  children,
}: FilterFormProps) {
  return (
    <form
      className={shared.panel}
      role={search ? 'search' : undefined}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={shared.filters}>{children}</div>
      <div className={shared.filterActions}>
        <button type="submit" className="btn">
          {submit}
        </button>
        {onClear && (
          <button type="button" className="btn btn-outline" onClick={onClear}>
            Clear filters
          </button>
        )}
        {actions}
      </div>
      {footer}
    </form>
  );
}

interface ListPanelProps<Item> {
  /** The panel's name for screen readers: "Orders found". */
  label: string;
  query: QueryLike;
  /** The list once it is read. */
  items: Item[] | undefined;
  /** The spinner's words: "Loading orders…". */
  loading: string;
  /** What shows when nothing matches: "No orders match these filters." */
  empty: string;
  /** What shows first in the panel, whatever the list's state (the inbox's unread count). */
  before?: React.ReactNode;
  children: (items: Item[]) => React.ReactNode;
}

export function ListPanel<Item>({
  label,
  query,
  items,
  loading,
  empty,
  before,
  children,
}: ListPanelProps<Item>) {
  return (
    <section className={shared.panel} aria-label={label}>
      {before}
      {!items ? (
        <QueryState query={query} loading={loading} />
      ) : items.length === 0 ? (
        <p className={shared.empty}>{empty}</p>
      ) : (
        children(items)
      )}
    </section>
  );
}

interface PagedListProps<Item> extends Omit<ListPanelProps<Item>, 'items' | 'query'> {
  query: QueryLike & { data?: { list: Item[]; total: number } | undefined };
  /** The pager's name for screen readers ("Order pages") and how many items a page holds. */
  pager: { label: string; perPage: number };
  /** The page shown and how to go to another: the screen's list filters. */
  at: { page: number; goToPage: (page: number) => void };
  /** Given, the words over the list say how many match: "12 orders". */
  counted?: { one: string; many: string };
}

/** A list the server answers a page at a time: the panel, with the pager under the list. */
export function PagedList<Item>({ query, pager, at, counted, children, ...panel }: PagedListProps<Item>) {
  const total = query.data?.total ?? 0;
  return (
    <ListPanel {...panel} query={query} items={query.data?.list}>
      {(items) => (
        <>
          {counted && (
            <p className={shared.muted} aria-live="polite">
              {total > LIST_COUNT_LIMIT ? `More than ${formatCount(LIST_COUNT_LIMIT)}` : formatCount(total)}{' '}
              {total === 1 ? counted.one : counted.many}
            </p>
          )}
          {children(items)}
          <Pager {...pager} page={at.page} onPage={at.goToPage} total={total} />
        </>
      )}
    </ListPanel>
  );
}

export interface Column {
  label: string;
  /** A column of figures, set to the right. */
  figures?: boolean;
  /** Named for screen readers only (a column of checkboxes). */
  unseen?: boolean;
}

interface ListTableProps {
  columns: readonly Column[];
  /** The table's title; `captionUnseen` keeps it for screen readers only. */
  caption?: string;
  captionUnseen?: boolean;
  /** On a phone each row is a card, each cell named by its column (cells carry `data-label`). */
  cardsOnPhone?: boolean;
  /** The rows. */
  children: React.ReactNode;
}

export function ListTable({ columns, caption, captionUnseen, cardsOnPhone, children }: ListTableProps) {
  return (
    <div className={shared.tableWrap}>
      <table className={cardsOnPhone ? `${shared.table} ${shared.cardsOnPhone}` : shared.table}>
        {caption && <caption className={captionUnseen ? 'visually-hidden' : undefined}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.figures ? shared.number : undefined}>
                {column.unseen ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
