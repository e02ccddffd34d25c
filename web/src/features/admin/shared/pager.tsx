// Previous / "Page 2 of 7" / Next under a list the server answers a page at a time. A list counted up
// to LIST_COUNT_LIMIT says "of more than N" pages past it, and Next stays open.
import { LIST_COUNT_LIMIT } from '@prime/contract';
import styles from './admin.module.css';

interface PagerProps {
  /** What the list holds, for screen readers: "Orders pages". */
  label: string;
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

export function Pager({ label, page, total, perPage, onPage }: PagerProps) {
  const more = total > LIST_COUNT_LIMIT;
  const pageCount = Math.max(1, Math.ceil(Math.min(total, LIST_COUNT_LIMIT) / perPage));
  if (pageCount <= 1 && page <= 1 && !more) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {more ? `more than ${pageCount}` : pageCount}
      </span>
      <button
        type="button"
        className="btn btn-outline"
        disabled={!more && page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
