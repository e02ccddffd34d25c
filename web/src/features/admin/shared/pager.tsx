// Previous / "Page 2 of 7" / Next under a list the server answers a page at a time.
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
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn btn-outline"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
