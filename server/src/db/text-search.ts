// The console's searches by part of a name, email, phone and the like: LIKE '%…%' over fields joined
// by line breaks, each served by a trigram index over the very same expression (schema.ts, migrations
// 0021 and 0022). PostgreSQL uses such an index only for the expression it was built on, so the index
// and the search both build it here.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Fields joined by line breaks, which the console's one-line search field cannot hold: no match spans two. */
export const joinedByLines = (...fields: SQLWrapper[]): SQL =>
  sql`(${sql.join(fields, sql` || E'\\n' || `)})`;

/** `text` contains `part` as typed: a `%`, `_` or `\` in it is a plain character. */
export const contains = (text: SQLWrapper, part: string): SQL =>
  sql`${text} like ${`%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
