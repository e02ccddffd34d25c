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
import type { Db } from './client.ts';

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
    try {
      messages.push(
        ...(await this.execProtocolStream(
          protocol.serialize.bind({ statement: statement.name, values }),
          quietly,
        )),
        ...(await this.execProtocolStream(protocol.serialize.execute({}), quietly)),
      );
    } finally {
      messages.push(...(await this.execProtocolStream(protocol.serialize.sync(), quietly)));
    }
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
    const messages: BackendMessage[] = [];
    try {
      messages.push(
        ...(await this.execProtocolStream(protocol.serialize.parse({ name, text }), quietly)),
        ...(await this.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), quietly)),
      );
    } finally {
      messages.push(...(await this.execProtocolStream(protocol.serialize.sync(), quietly)));
    }
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
    try {
      await this.execProtocolStream(protocol.serialize.close({ type: 'S', name }), quietly);
    } finally {
      await this.execProtocolStream(protocol.serialize.sync(), quietly);
    }
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
