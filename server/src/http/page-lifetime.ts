// A rendered page is kept while the site revision is unchanged (server/src/db/site-revision.ts), but
// some of what it shows changes by itself at a known moment, with no write to count: a coupon starts
// or ends, and the offer strip naming it changes. The render cache runs each render inside
// `measureLifetime`; the code that reads such data reports each moment with `changesAt`, and the page
// is kept only until the earliest one (docs/decisions/0013-server-rendered-pages.md).
import { AsyncLocalStorage } from 'node:async_hooks';

const lifetimeOfRender = new AsyncLocalStorage<{ until: number }>();

/** What the caller just read changes by itself at `moment`; outside a render this does nothing. */
export function changesAt(moment: Date): void {
  const lifetime = lifetimeOfRender.getStore();
  if (lifetime && moment.getTime() < lifetime.until) lifetime.until = moment.getTime();
}

/**
 * Runs `render`, answering what it made and the earliest moment its data changes by itself (in ms
 * since the epoch; Infinity when none).
 */
export async function measureLifetime<T>(render: () => Promise<T>): Promise<{ made: T; until: number }> {
  const lifetime = { until: Number.POSITIVE_INFINITY };
  const made = await lifetimeOfRender.run(lifetime, render);
  return { made, until: lifetime.until };
}
