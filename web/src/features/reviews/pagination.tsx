// Previous / page numbers / Next; the ends are disabled rather than hidden so nothing jumps. A product
// with thousands of reviews has a thousand pages: the numbers offered are the first, the last and the
// neighbours of the current one, a gap between them shown as "…".
import styles from './reviews.module.css';

interface Props {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** The page numbers to offer in order, `null` where pages are left out. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const offered = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return offered.flatMap((number, index) => {
    const gap = number - (offered[index - 1] ?? number - 1);
    // One page left out is offered itself: "…" would take its place for nothing.
    if (gap === 2) return [number - 1, number];
    return gap > 2 ? [null, number] : [number];
  });
}

export function Pagination({ label, page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageNumbers(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
