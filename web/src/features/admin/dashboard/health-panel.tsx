// The dashboard's health panel: the database the store runs on and when its upkeep (VACUUM and
// ANALYZE, decision 0041) last ran, how long it took, or why it failed.
import type { Health } from '@prime/contract';
import { formatCount } from '../../../lib/format.ts';
import { useHealth } from '../api/get-health.ts';
import { QueryState } from '../shared/query-state.tsx';
import { formatDateTime } from '../shared/words.ts';
import shared from '../shared/admin.module.css';

const DATABASE_WORDS: Record<Health['database'], string> = {
  embedded: 'Embedded database (in the data folder)',
  postgresql: 'PostgreSQL server',
};

function UpkeepText({ health }: { health: Health }) {
  const run = health.upkeep;
  if (!run) return <>Not run yet: it runs within 15 minutes of the store starting.</>;
  if (run.error)
    return (
      <>
        Failed on {formatDateTime(run.started_at)}: {run.error}
      </>
    );
  if (!run.finished_at) return <>Running since {formatDateTime(run.started_at)}.</>;
  return (
    <>
      Last run {formatDateTime(run.finished_at)} (took {formatCount(run.took_ms ?? 0)} ms); it runs every{' '}
      {health.upkeep_every_hours} hours.
    </>
  );
}

export function HealthPanel() {
  const health = useHealth();
  const data = health.data;
  return (
    <section className={shared.panel} aria-labelledby="health">
      <h2 id="health">Health</h2>
      {!data ? (
        <QueryState query={health} loading="Loading the store's health…" />
      ) : (
        <dl>
          <dt>Database</dt>
          <dd>{DATABASE_WORDS[data.database]}</dd>
          <dt>Upkeep (vacuum and statistics)</dt>
          <dd>
            <UpkeepText health={data} />
          </dd>
        </dl>
      )}
    </section>
  );
}
