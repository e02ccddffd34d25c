// Previous / page numbers / Next; the ends are disabled rather than hidden so nothing jumps.
import styles from './reviews.module.css';

interface Props {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ label, page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
