// `product/list {search}` on PostgreSQL's own engine (docs/decisions/0020-search.md): full-text search
// over each listed product's stored weighted document (name A, category and concern B, ingredients C,
// description D; `product_search`, kept by the triggers of migrations 0019 and 0024, read through its
// GIN index by migration 0025's function), one typo forgiven through levenshtein over the shop's word
// list, names close to the text ranked by trigrams.
import { sql, type Placeholder } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { keptStatement } from '../../db/kept-statements.ts';
import { products } from '../../db/schema.ts';
import {
  searchTerms,
  searchWords,
  synonymsOf,
  termQueries,
  TYPO_FROM,
  type SearchTerm,
} from './search-terms.ts';

const english = sql`'english'::regconfig`;

/**
 * The shop's words one edit away from each typed word that no word of the shop starts with. The words
 * are the active products' (`search_words`, a few thousand rows even for a large catalogue); a word
 * the shop knows, whole or in part, is answered by the first such word found, without an edit distance
 * worked out for the rest. Prepared once per database (db/kept-statements.ts): a search runs it
 * whenever it holds a long word.
 */
const typoCorrections = keptStatement((db) =>
  db
    .select({ typed: sql<string>`q.typed`, known: sql<string>`v.word` })
    .from(
      sql`unnest(string_to_array(${sql.placeholder('typed')}, ' ')) as q(typed)
          join search_words v
            on length(v.word) between length(q.typed) - 1 and length(q.typed) + 1
              and levenshtein_less_equal(v.word, q.typed, 1) <= 1`,
    )
    .where(sql`not exists (select 1 from search_words k where starts_with(k.word, q.typed))`)
    .orderBy(sql`v.word`)
    .prepare('search_typo_corrections'),
);

/**
 * Each long word no product's text has (not even as the start of a word) also matches the shop's
 * words one edit away from it (`sunscren` → sunscreen, with that word's synonyms).
 */
async function forgiveTypos(db: Db, terms: SearchTerm[]): Promise<SearchTerm[]> {
  const typed = terms.flatMap((term) =>
    term.word !== undefined && [...term.word].length >= TYPO_FROM ? [term.word] : [],
  );
  if (typed.length === 0) return terms;
  const corrections = await typoCorrections(db).execute({ typed: typed.join(' ') });
  return terms.map((term) => {
    const mine = corrections.filter((row) => row.typed === term.word);
    if (mine.length === 0) return term;
    const phrases = mine.flatMap((row) => synonymsOf(row.known) ?? [[row.known]]);
    return { ...term, phrases: [...term.phrases, ...phrases] };
  });
}

/** What `to_tsquery` reads for a search (search-terms.ts `termQueries`). */
export interface SearchMatch {
  /** Any term, any alternative of each: a product matching one term of several is found. */
  query: string;
  /**
   * Every term with every word weighed A: it matches where the whole search is in the name, without
   * building each document's name part (ts_filter) to ask.
   */
  nameQuery: string;
  /** Each term's own query, one a line: how many of them a product matches ranks it first. */
  terms: string;
}

/** How `product/list` finds the products of a search text; undefined when it has no words. */
export async function matchSearch(db: Db, text: string): Promise<SearchMatch | undefined> {
  const terms = await forgiveTypos(db, searchTerms(text));
  if (terms.length === 0) return undefined;
  const each = termQueries(terms);
  return { query: each.join(' | '), nameQuery: termQueries(terms, 'A').join(' & '), terms: each.join('\n') };
}

/** A value of the query or a placeholder of a prepared one. */
type Bound = string | Placeholder;

/**
 * The products matching a search, as a row source with `product_id`, `in_name` (the whole search is
 * in the product's name: those come first), `matched` (how many of the terms it matches: next) and
 * `rank` (the weighted rank of its text, name first: then), read through the document index
 * (migrations 0025 and 0032).
 */
export const searchMatches = (query: Bound, nameQuery: Bound, terms: Bound) =>
  sql`product_search_matches(to_tsquery(${english}, ${query}), to_tsquery(${english}, ${nameQuery}), ${terms}::text)`;

/**
 * The last tie-break, the name closest to the text: trigram similarity, which costs far more a row
 * than the rank, so it is asked of the best-ranked candidates only (product-list.ts).
 */
export const nameCloseness = (text: Bound) => sql<number>`similarity(${products.name}, ${text})`;

/**
 * For a search that found nothing: the text with each word the shop does not know replaced by the
 * shop's word closest to it by trigrams (`niacinamde serun` → `niacinamide serum`), or undefined when
 * no word has a close one.
 */
export async function suggestSpelling(db: Db, text: string): Promise<string | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const rows = rowsOf<{ typed: string; known: string | null }>(
    await db.execute(sql`
      select q.typed, (
        select v.word from search_words v
        where v.word % q.typed and v.word <> q.typed
          and not exists (select 1 from search_words k where k.word = q.typed)
        order by similarity(v.word, q.typed) desc, v.uses desc, v.word limit 1) as known
      from unnest(string_to_array(${words.join(' ')}, ' ')) as q(typed)`),
  );
  const byWord = new Map(rows.map((row) => [row.typed, row.known]));
  const suggested = words.map((word) => byWord.get(word) ?? word);
  return suggested.some((word, at) => word !== words[at]) ? suggested.join(' ') : undefined;
}
