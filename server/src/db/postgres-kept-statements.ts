// Statements a PostgreSQL connection parses and plans once, then only executes (docs/decisions/0028-
// kept-statements.md, the section "PostgreSQL keeps a transaction's statements"). Drizzle sends every
// query as an unnamed statement, which the server parses, analyses and plans again each time: a third
// of the server's CPU for an order. As on the embedded database (PgliteKeepingStatements in
// kept-statements.ts), the statements a transaction runs are the writes and locking reads of orders,
// cancellations and the console's saves, the same few texts again and again: each runs as a statement
// named on its connection.
import type pg from 'pg';

/** How many statements one connection keeps: every text a transaction of the store runs, well under it. */
export const KEPT_PER_CONNECTION = 200;

/** A query given as `{ text, … }` and values, as Drizzle gives it: not a name, a submittable or a plain string. */
function isUnnamedText(config: unknown, values: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const query = config as Partial<pg.QueryConfig> & { submit?: unknown };
  return (
    typeof query.text === 'string' &&
    query.name === undefined &&
    query.submit === undefined &&
    Array.isArray(values) &&
    values.length > 0
  );
}

/** node-postgres's connection of a client: the names of the statements the server has parsed. */
type Connection = { parsedStatements: Record<string, string> };

/**
 * `Client` (node-postgres's, for the pool's `Client` option) keeping the statements run inside a
 * transaction as named statements of its connection. Past `keptLimit`, the statement run least
 * recently is let go for the new one, so texts run once (a console's rare save) never fill the
 * server's memory. A statement with no values (BEGIN, COMMIT) is sent as it was.
 */
export function clientKeepingStatements(Client: typeof pg.Client) {
  return class ClientKeepingStatements extends Client {
    keptLimit = KEPT_PER_CONNECTION;
    /** Name by text, in the order they were last run: the first is the next to deallocate. */
    private readonly kept = new Map<string, string>();
    private readonly toDeallocate: string[] = [];
    private statementsMade = 0;

    // node-postgres's `query` has a dozen overloads; this forwards whatever it is given.
    override query(...args: unknown[]): never {
      const [config, values] = args;
      const status = this.getTransactionStatus();
      if (status === 'I') this.deallocateLetGo();
      // Only inside a transaction that has not failed ('T'): its statements are the store's writes.
      if (status === 'T' && isUnnamedText(config, values)) {
        const named: pg.QueryConfig = { ...config, name: this.nameOf(config.text) };
        return (super.query as (...forwarded: unknown[]) => never)(named, ...args.slice(1));
      }
      return (super.query as (...forwarded: unknown[]) => never)(...args);
    }

    /** The name `text` runs under on this connection, given now if it has none. */
    private nameOf(text: string): string {
      const name = this.kept.get(text);
      if (name !== undefined) {
        this.kept.delete(text);
        this.kept.set(text, name);
        return name;
      }
      const made = `kept_${++this.statementsMade}`;
      this.kept.set(text, made);
      if (this.kept.size > this.keptLimit) {
        const [leastRecentText, leastRecent] = this.kept.entries().next().value!;
        this.kept.delete(leastRecentText);
        // Only a statement the server parsed exists there (one whose text failed to parse does not).
        if (this.parsed()[leastRecent] !== undefined) this.toDeallocate.push(leastRecent);
      }
      return made;
    }

    private parsed(): Connection['parsedStatements'] {
      return (this as unknown as { connection: Connection }).connection.parsedStatements;
    }

    /**
     * Queues the deallocation of the statements let go, ahead of a query sent outside any transaction:
     * a failed statement inside one would abort it. A failure here changes nothing but the server's
     * memory, so the name is forgotten either way.
     */
    private deallocateLetGo(): void {
      for (const name of this.toDeallocate.splice(0)) {
        super.query(`deallocate ${name}`, () => delete this.parsed()[name]);
      }
    }
  };
}
