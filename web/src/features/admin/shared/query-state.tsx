// What a screen shows while its data loads or when it could not be read: a spinner, or the server's
// message with a way to try again.
import { Spinner } from '../../../ui/spinner.tsx';
import { failureMessage } from './errors.ts';
import styles from './admin.module.css';

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Null when the data is there; otherwise the spinner or the failure. */
export function QueryState({ query, loading }: { query: QueryLike; loading: string }) {
  if (query.isError) {
    return (
      <div className={styles.failure}>
        <p role="alert">{failureMessage(query.error)}</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.isPending) return <Spinner label={loading} />;
  return null;
}
