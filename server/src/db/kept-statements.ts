// Statements parsed and planned once, then only executed (docs/decisions/0028-kept-statements.md).
// On PostgreSQL a Drizzle query prepared with a name is a named statement on each connection already
// (node-postgres). The embedded database's client (PGlite) ignores the name: every query is parsed,
// analysed and planned again, in WebAssembly, and planning asks the size of every table and index the
// query names (a system call each). `PgliteKeepingStatements` runs the texts it was
// asked to keep as named statements of its one session, over PGlite's own protocol calls.
import {
  parse,
  PGlite,
  protocol,
  types,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** The type parsers PGlite parses results with, by type id. */
type Parsers = PGlite['parsers'];

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface KeptStatement {
  name: string;
  /** The parameters' type ids, for PGlite's serializers. */
  parameterTypes: number[];
  /** The rows' description, sent once at parse time: results are parsed with it. */
  rowDescription: BackendMessage | undefined;
  /** The parsers of its columns' types, by the overriding types a caller passes (`parsersFor`). */
  parsers: Map<string, Parsers>;
}

const quietly = { syncToFs: false } as const;

/**
 * The messages and a Sync as one call into the engine: it runs them all, and after an error it skips
 * to the Sync as a server does, so the session is ready again whatever happened. A call each cost a
 * pass through PGlite's loop and its answer for nothing.
 */
function withSync(...frontendMessages: Uint8Array[]): Uint8Array {
  const all = [...frontendMessages, protocol.serialize.sync()];
  const joined = new Uint8Array(all.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of all) {
    joined.set(message, at);
    at += message.length;
  }
  return joined;
}

/** How many statements stay kept: every text the store writes with, well under it. */
const KEPT_STATEMENTS = 300;

export class PgliteKeepingStatements extends PGlite {
  /**
   * Past it, the statement run least recently is closed for the new one. Without that, texts run
   * once (the demo seed's inserts, a console's rare save) filled the room for good and every order's
   * statements were parsed and planned again (decision 0028).
   */
  keptLimit = KEPT_STATEMENTS;
  private readonly toKeep = new Set<string>();
  /** In the order they were last run: the first is the next to close. */
  private readonly kept = new Map<string, KeptStatement>();
  private statementsMade = 0;

  /**
   * PGlite parses every result with a copy of all its parsers: some twenty types and an array parser
   * for each of the database's ~290 array types, copied for every statement, `BEGIN` and `COMMIT`
   * included (about a tenth of an order's time). Kept: the types PGlite parses, and arrays of them and
   * of numbers and uuids; an array of any other type is read as its text.
   */
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    const plainTypes = Object.keys(types.parsers).filter((key) => /^\d+$/.test(key));
    const arrays = await super.query<{ typarray: number }>(
      'select typarray from pg_type where (oid = any($1::oid[]) or oid in ($2, $3)) and typarray <> 0',
      [plainTypes, types.NUMERIC, types.UUID],
    );
    const kept = [...plainTypes, ...arrays.rows.map((row) => String(row.typarray))];
    this.parsers = Object.fromEntries(kept.map((type) => [type, this.parsers[type]!]));
  }

  /** Runs `text` as a named statement from now on. */
  keep(text: string): void {
    this.toKeep.add(text);
  }

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.toKeep.has(text)) return super.query<T>(text, params, options);
    await this._checkReady();
    // The locks `query` takes: after any transaction under way, alone on the session.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const results = await this.runKept<T>(text, params, options);
        // As `query` does after a statement outside a transaction: a kept one may write.
        await this.syncToFs();
        return results;
      }),
    );
  }

  /**
   * A transaction whose statements are all kept: the writes and locking reads of orders,
   * cancellations and the console's saves are short statements on keys, the same few texts again and
   * again, whose plans do not hang on their values (decision 0028).
   */
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        tx.closed
          ? tx.query<R>(text, params, options)
          : this._runExclusiveQuery(() => this.runKept<R>(text, params, options));
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }

  /** Binds and executes the kept statement of `text`, parsed the first time. */
  private async runKept<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = this.lastRun(text) ?? (await this.prepare(text));
    const values = params.map((value, at) => {
      if (value === null || value === undefined) return null;
      const serialize = this.serializers[statement.parameterTypes[at]!];
      return serialize ? serialize(value) : String(value);
    });
    const messages = statement.rowDescription ? [statement.rowDescription] : [];
    messages.push(
      ...(await this.execProtocolStream(
        withSync(
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
        ),
        quietly,
      )),
    );
    // PGlite copies the parsers it is given for every result: those of the statement's own column
    // types are a handful, all of them over three hundred.
    const parsers = this.parsersFor(statement, options?.parsers);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  /**
   * The parsers of the statement's column types, the caller's own first (Drizzle passes the same few,
   * which leave dates as text), kept per statement by the types the caller overrides.
   */
  private parsersFor(statement: KeptStatement, overrides: ParserOptions | undefined): Parsers {
    const key = overrides ? Object.keys(overrides).join(',') : '';
    let parsers = statement.parsers.get(key);
    if (!parsers) {
      parsers = {};
      const fields = (statement.rowDescription as { fields?: { dataTypeID: number }[] } | undefined)?.fields;
      for (const { dataTypeID } of fields ?? []) {
        const parser = overrides?.[dataTypeID] ?? this.parsers[dataTypeID];
        if (parser) parsers[dataTypeID] = parser;
      }
      statement.parsers.set(key, parsers);
    }
    return parsers;
  }

  /** The kept statement of `text`, moved to the end of the queue to close. */
  private lastRun(text: string): KeptStatement | undefined {
    const statement = this.kept.get(text);
    if (statement) {
      this.kept.delete(text);
      this.kept.set(text, statement);
    }
    return statement;
  }

  private async prepare(text: string): Promise<KeptStatement> {
    if (this.kept.size >= this.keptLimit) await this.closeLeastRecent();
    const name = `kept_${++this.statementsMade}`;
    const messages = await this.execProtocolStream(
      withSync(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name })),
      quietly,
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement: KeptStatement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
      parsers: new Map(),
    };
    this.kept.set(text, statement);
    return statement;
  }

  private async closeLeastRecent(): Promise<void> {
    const [text, { name }] = this.kept.entries().next().value!;
    this.kept.delete(text);
    await this.execProtocolStream(withSync(protocol.serialize.close({ type: 'S', name })), quietly);
  }
}

/**
 * A statement kept on each database it is asked of: `prepare` builds it (a Drizzle query prepared with
 * a name, its values as `sql.placeholder`) the first time a database asks, and on the embedded
 * database the client is told its text; on PostgreSQL the name keeps it.
 */
export function keptStatement<Prepared extends { getQuery(): { sql: string } }>(
  prepare: (db: Db) => Prepared,
): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = prepare(db);
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof PgliteKeepingStatements) client.keep(prepared.getQuery().sql);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** What a transaction's handle holds that a statement built in one transaction needs to run in another. */
interface TransactionInternals {
  /** Drizzle's dialect of the database: one for all of the database's transactions. */
  dialect: object;
  /** Its session, whose client is the transaction's connection (PostgreSQL) or session (PGlite). */
  session: { client: unknown };
}

/**
 * A statement of a transaction that Drizzle builds once for each database and `shape` (its values as
 * `sql.placeholder`), then runs in any transaction of that database with the values of the moment.
 * Building an order's insert took Drizzle a quarter of a millisecond, each time, for the same text:
 * the prepared query is reused with the client of the transaction it runs in (decision 0045).
 * `shape` names what changes the text (how many rows, an optional clause); the prepared query's name
 * must say it too, as PostgreSQL keeps it under that name on each connection.
 */
export function keptForTransactions<Shape, Prepared extends object>(
  prepare: (tx: Tx, shape: Shape) => Prepared,
): (tx: Tx, shape: Shape) => Prepared {
  const built = new WeakMap<object, Map<Shape, Prepared>>();
  return (tx, shape) => {
    const { dialect, session } = tx as unknown as TransactionInternals;
    let shapes = built.get(dialect);
    if (!shapes) built.set(dialect, (shapes = new Map()));
    const prepared = shapes.get(shape);
    if (!prepared) {
      const made = prepare(tx, shape);
      shapes.set(shape, made);
      return made;
    }
    return Object.create(prepared, { client: { value: session.client } }) as Prepared;
  };
}

/**
 * A placeholder for each of `names`, by name, each named `<name><suffix>`: the values of a statement
 * `keptForTransactions` keeps. They reach the driver as given, without the column's encoding (which
 * Drizzle applies to a null too, and fails): numbers, text, dates and nulls, as both drivers take them.
 */
export const placeholders = <Name extends string>(names: readonly Name[], suffix = '') =>
  Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(`${name}${suffix}`)}`])) as Record<
    Name,
    SQL
  >;

/** `values` under the names `placeholders(names, suffix)` gave their placeholders. */
export const placeholderValues = (values: Record<string, unknown>, suffix: string) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`${name}${suffix}`, value]));
