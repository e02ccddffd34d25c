// /admin/audit: every admin write, newest first: who, what, when, and what changed field by field.
// Narrowed to one kind of object, one object (`product:12`) or one admin (that admin's entries only,
// not those of another whose email contains theirs).
import { AUDIT_ENTRIES_PER_PAGE, AUDIT_TARGET_KINDS, auditListBody, type AuditEntry } from '@prime/contract';
import { Link } from 'react-router';
import { TextField } from '../../../ui/text-field.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { auditDiff } from './audit-diff.ts';
import styles from './audit.module.css';
import { entryTitle, KIND_WORDS, targetLink, targetName } from './audit-words.ts';

const FILTERS = ['kind', 'target', 'actor_email'] as const;

const KIND_CHOICES = [
  { value: '', label: 'Everything' },
  ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: KIND_WORDS[kind] })),
];

/** Every admin who wrote something, and the one the address names even when the log does not list them. */
const adminChoices = (actors: readonly string[], chosen: string) => [
  { value: '', label: 'Every admin' },
  ...[...new Set([...actors, ...(chosen ? [chosen] : [])])].map((email) => ({ value: email, label: email })),
];

export default function AuditScreen() {
  const filters = useListFilters(FILTERS, { schema: auditListBody });
  const log = useAuditLog({
    page: filters.page,
    ...Object.fromEntries(Object.entries(filters.values).filter(([, value]) => value !== '')),
  });

  return (
    <>
      <ScreenHead title="Audit log" />
      <FilterForm
        label="Filter the audit log"
        search
        submit="Show entries"
        onSubmit={filters.submit}
        onClear={filters.clear}
      >
        <Select label="Kind of object" options={KIND_CHOICES} {...filters.field('kind')} />
        <TextField label="One object" hint="Kind and id, e.g. product:12" {...filters.field('target')} />
        <Select
          label="Admin"
          options={adminChoices(log.data?.actors ?? [], filters.values.actor_email)}
          {...filters.field('actor_email')}
        />
      </FilterForm>
      <PagedList
        label="Audit entries"
        query={log}
        loading="Loading the audit log…"
        empty="No entries match these filters."
        pager={{ label: 'Audit log pages', perPage: AUDIT_ENTRIES_PER_PAGE }}
        at={filters}
      >
        {(list) => (
          <ol className={styles.entries}>
            {list.map((entry) => (
              <AuditItem key={entry.a_id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { changes, unchanged } = auditDiff(entry.a_before, entry.a_after);
  const link = targetLink(entry.a_target, entry.a_after, entry.a_before);
  const made = entry.a_before === null ? 'Created' : entry.a_after === null ? 'Deleted' : null;
  const title = entryTitle(entry.a_action, entry.a_after, entry.a_before);
  const name = targetName(entry.a_target, entry.a_after, entry.a_before);
  return (
    <li className={styles.entry} aria-label={`${title}, ${name}`}>
      <div className={styles.top}>
        <strong>{title}</strong>
        {link ? <Link to={link}>{name}</Link> : <span>{name}</span>}
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
