// A count of the changes to what the public pages show, kept in the database so that every process
// sharing it sees a change at once (docs/decisions/0013-server-rendered-pages.md). A writer bumps it in
// the same transaction as its change; a rendered page is kept while the count it was made at is the
// current one. The bump also notifies (channel `prime_site_revision`, delivered when the change
// commits): a process told of every change (the embedded database's, which serves that process alone)
// keeps the count it read until the next notification instead of reading it per request.
//
// Two counts, one row each: the content (every write of products, pack sizes, prices, images,
// ingredients, reviews, categories, concerns, banners, coupons, the shop's settings and the other
// content lists) and the stock (units taken or given back: shop/order-stock.ts for orders,
// cancellations, failed and expired payments, returns; the sellable-stock job). A page shows both, so
// it is kept while their sum is unchanged; rows that do not hang on stock (settings, coupons, products'
// own rows) are kept while the content count is, so an order forgets only what its stock changes
// (docs/decisions/0042-stock-revision-and-order-cost.md).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { siteRevision } from './schema.ts';

const CONTENT_ROW = 1;
const STOCK_ROW = 2;

/** The two counts as read together. */
export interface Revisions {
  content: number;
  stock: number;
}

/** The count of changes to what public pages show: their content and the stock they show. */
const pageRevision = (revisions: Revisions) => revisions.content + revisions.stock;

/** The notification a bump sends; PostgreSQL delivers it once the bumping transaction commits. */
export const SITE_REVISION_CHANNEL = 'prime_site_revision';

/**
 * The statement that counts one change of `row` and notifies: a data-modifying statement whose
 * RETURNING sends the notification, so it also runs as a clause of another statement's WITH, which
 * PostgreSQL runs to the end whether or not the rest reads it (`takeFromLots` in stock-lots.ts: an
 * order's stock and its count in one round trip). A transaction that rolls back sends nothing.
 */
const bumpOf = (row: number): SQL => sql`
  insert into site_revision (id, value) values (${row}, 1)
  on conflict (id) do update set value = site_revision.value + 1
  returning pg_notify(${SITE_REVISION_CHANNEL}, ${row}::text || ':' || value::text)`;

/** One change of stock counted, for a WITH clause of the statement that changes it. */
export const stockRevisionBump: SQL = bumpOf(STOCK_ROW);

/**
 * Counts one change of `row`. Call it inside the transaction that makes the change, after the rows it
 * locks (it locks the one counter row until commit: last, so no lock cycle can form).
 */
async function bump(tx: Db | Tx, row: number): Promise<void> {
  await tx.execute(bumpOf(row));
}

/** Counts one change to what the public pages show other than stock (see the top of this file). */
export const bumpSiteRevision = (tx: Db | Tx): Promise<void> => bump(tx, CONTENT_ROW);

/** Counts one change of stock: pages forget what they showed, settings and products' rows stay kept. */
export const bumpStockRevision = (tx: Db | Tx): Promise<void> => bump(tx, STOCK_ROW);

/**
 * The counts after a bump's notification (`<row>:<value>`, the row's new value as committed): the
 * notified row's count is its value, the other unchanged, so an order costs no read of the counts.
 */
function withNotified(known: Revisions, payload: string): Revisions | undefined {
  const [row, value] = payload.split(':').map(Number);
  if (value === undefined || !Number.isInteger(value)) return undefined;
  if (row === CONTENT_ROW) return { ...known, content: Math.max(known.content, value) };
  if (row === STOCK_ROW) return { ...known, stock: Math.max(known.stock, value) };
  return undefined;
}

async function readRevisions(db: Db): Promise<Revisions> {
  const rows = await db
    .select({ id: siteRevision.id, value: siteRevision.value })
    .from(siteRevision)
    .where(inArray(siteRevision.id, [CONTENT_ROW, STOCK_ROW]));
  const valueOf = (row: number) => rows.find((each) => each.id === row)?.value ?? 0;
  return { content: valueOf(CONTENT_ROW), stock: valueOf(STOCK_ROW) };
}

/**
 * Reads the count for many requests at once: a request gets a read that began after it arrived (so it
 * sees every change committed before it), and the requests that arrive while one read runs share the
 * next. Under load that is one small query per batch of requests instead of one each.
 */
export class SiteRevisionReader<Count = number> {
  private running: Promise<Count> | undefined;
  private queued: Promise<Count> | undefined;
  /** Set once every committed change is notified to this process (`follow`). */
  private followed = false;
  /** Notifications received so far: a read that saw one arrive may predate that change. */
  private changes = 0;
  /** The count read since the last notification, while followed: still the current one. */
  private known: Count | undefined;

  constructor(
    private readonly readCount: () => Promise<Count>,
    /** The count known after a notification that tells its new value; undefined: read it again. */
    private readonly notified?: (known: Count, payload: string) => Count | undefined,
  ) {}

  /** From now on `changed()` is called for every committed change. */
  follow(): void {
    this.followed = true;
  }

  /** A change was committed: the count known is no longer the current one. */
  changed(payload?: string): void {
    this.changes += 1;
    this.known =
      this.known === undefined || payload === undefined || !this.notified
        ? undefined
        : this.notified(this.known, payload);
  }

  /** The current count without a database read, when this process is told of every change. */
  peek(): Count | undefined {
    return this.known;
  }

  read(): Promise<Count> {
    if (this.known !== undefined) return Promise.resolve(this.known);
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const settled = () => undefined;
    this.queued = this.running.then(settled, settled).then(() => {
      this.queued = undefined;
      // Begun by a request that came after the previous read ended: also after every queued one came.
      return this.running ?? this.start();
    });
    return this.queued;
  }

  private start(): Promise<Count> {
    const following = this.followed;
    const changesBefore = this.changes;
    const read = this.readCount();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then((value) => {
      done();
      // Kept only when no change was notified while it ran (it might have been read before that one).
      if (following && this.changes === changesBefore) this.known = value;
    }, done);
    return read;
  }
}

const readers = new WeakMap<Db, SiteRevisionReader<Revisions>>();

function readerOf(db: Db): SiteRevisionReader<Revisions> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new SiteRevisionReader(() => readRevisions(db), withNotified);
    readers.set(db, reader);
  }
  return reader;
}

/** The current count of changes to the public pages (content and stock), as committed when this is called. */
export async function readSiteRevision(db: Db): Promise<number> {
  return pageRevision(await readerOf(db).read());
}

/** The current count of changes other than stock, as committed when this is called. */
export async function readContentRevision(db: Db): Promise<number> {
  return (await readerOf(db).read()).content;
}

/** The current page count when it is known without a database read (see `followSiteRevision`). */
export function knownSiteRevision(db: Db): number | undefined {
  const known = readerOf(db).peek();
  return known && pageRevision(known);
}

/**
 * For a database whose every writer is this process (the embedded one, decision 0002): `listen`
 * subscribes to the bump's notification, which arrives as the change commits, before the writer's
 * transaction returns. From then on a count read stays current until the next notification, so page
 * requests cost no query until something changes. A database shared by several processes is not
 * followed: a notification from another process could arrive after a request that should see it.
 */
export async function followSiteRevision(
  db: Db,
  listen: (onChange: (payload: string) => void) => Promise<unknown>,
): Promise<void> {
  const reader = readerOf(db);
  await listen((payload) => reader.changed(payload));
  reader.follow();
}
