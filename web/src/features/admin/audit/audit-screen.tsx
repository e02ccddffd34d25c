// /admin/audit: every admin write, newest first: who, what, when, and what changed field by field.
// Narrowed to one kind of object, one object (`product:12`) or one admin (that admin's entries only,
// not those of another whose email contains theirs).
import { AUDIT_ENTRIES_PER_PAGE, AUDIT_TARGET_KINDS, auditListBody, type AuditEntry } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../ui/text-field.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { Select } from '../shared/form-controls.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { auditDiff } from './audit-diff.ts';
import styles from './audit.module.css';
import { actionWords, KIND_WORDS, targetLink } from './audit-words.ts';

const FILTERS = ['kind', 'target', 'actor_email'] as const;

export default function AuditScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<PathErrors>({});
  const log = useAuditLog({
    page,
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = auditListBody.safeParse(draft);
    setErrors(checked.success ? {} : errorsByPath(checked.error.issues));
    if (checked.success) apply(draft);
  }

  return (
    <>
      <ScreenHead title="Audit log" />
      <form
        className={shared.panel}
        role="search"
        aria-label="Filter the audit log"
        onSubmit={onSubmit}
        noValidate
      >
        <div className={shared.filters}>
          <Select
            label="Kind of object"
            value={draft.kind}
            error={errors.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
            options={[
              { value: '', label: 'Everything' },
              ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: KIND_WORDS[kind] })),
            ]}
          />
          <TextField
            label="One object"
            hint="Kind and id, e.g. product:12"
            value={draft.target}
            error={errors.target}
            onChange={(event) => setDraft({ ...draft, target: event.target.value })}
          />
          <Select
            label="Admin"
            value={draft.actor_email}
            onChange={(event) => setDraft({ ...draft, actor_email: event.target.value })}
            options={[
              { value: '', label: 'Every admin' },
              ...[
                ...new Set([
                  ...(log.data?.actors ?? []),
                  ...(values.actor_email ? [values.actor_email] : []),
                ]),
              ].map((email) => ({ value: email, label: email })),
            ]}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Show entries
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              const cleared = { kind: '', target: '', actor_email: '' };
              setDraft(cleared);
              setErrors({});
              apply(cleared);
            }}
          >
            Clear filters
          </button>
        </div>
      </form>
      <section className={shared.panel} aria-label="Audit entries">
        {!log.data ? (
          <QueryState query={log} loading="Loading the audit log…" />
        ) : log.data.list.length === 0 ? (
          <p className={shared.empty}>No entries match these filters.</p>
        ) : (
          <>
            <ol className={styles.entries}>
              {log.data.list.map((entry) => (
                <AuditItem key={entry.a_id} entry={entry} />
              ))}
            </ol>
            <Pager
              label="Audit log pages"
              page={page}
              total={log.data.total}
              perPage={AUDIT_ENTRIES_PER_PAGE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { changes, unchanged } = auditDiff(entry.a_before, entry.a_after);
  const link = targetLink(entry.a_target, entry.a_after, entry.a_before);
  const made = entry.a_before === null ? 'Created' : entry.a_after === null ? 'Deleted' : null;
  return (
    <li className={styles.entry} aria-label={`${actionWords(entry.a_action)}, ${entry.a_target}`}>
      <div className={styles.top}>
        <strong>{actionWords(entry.a_action)}</strong>
        {link ? <Link to={link}>{entry.a_target}</Link> : <code>{entry.a_target}</code>}
      </div>
      <p className={shared.muted}>
        {entry.a_actor_email} ·{' '}
        <time dateTime={entry.a_created_at}>{formatDateTime(entry.a_created_at)}</time>
      </p>
      <details className={styles.details}>
        <summary>
          {made ??
            (changes.length === 0
              ? 'No field changed'
              : `${changes.length} ${changes.length === 1 ? 'field' : 'fields'} changed` +
                (unchanged ? `, ${unchanged} unchanged` : ''))}
        </summary>
        <div className={shared.tableWrap}>
          <table className={`${shared.table} ${styles.diff}`}>
            <caption className="visually-hidden">Before and after</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>
                    {change.before === null ? (
                      <Empty />
                    ) : (
                      <del className={styles.before}>{change.before}</del>
                    )}
                  </td>
                  <td>
                    {change.after === null ? <Empty /> : <ins className={styles.after}>{change.after}</ins>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}

function Empty() {
  return <span className={shared.muted}>(none)</span>;
}
