// `product/list {search}` on PostgreSQL's own engine (docs/decisions/0020-search.md): full-text search
// over a weighted document of each product (name A, category and concern B, ingredients C,
// description D), one typo forgiven through levenshtein, names close to the text ranked by trigrams.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { searchTerms, synonymsOf, toTsQuery, TYPO_FROM, type SearchTerm } from './search-terms.ts';

const english = sql`'english'::regconfig`;
const categoryName = sql`coalesce((select c.name from categories c where c.id = p.category_id), '')`;
const concernName = sql`coalesce((select cc.name from concerns cc where cc.id = p.concern_id), '')`;
const ingredientText = sql`coalesce((select string_agg(i.description, ' ') from ingredients i where i.product_id = p.id), '')`;

const document = sql`setweight(to_tsvector(${english}, p.name), 'A')
  || setweight(to_tsvector(${english}, ${categoryName} || ' ' || ${concernName}), 'B')
  || setweight(to_tsvector(${english}, ${ingredientText}), 'C')
  || setweight(to_tsvector(${english}, p.description), 'D')`;

/** Every word of the active products' documents, as searchWords splits a search text. */
const knownWords = sql`select distinct word from products p,
  regexp_split_to_table(lower(p.name || ' ' || ${categoryName} || ' ' || ${concernName} || ' ' || ${ingredientText} || ' ' || p.description), '[^[:alnum:]]+') as word
  where p.status = 1 and word <> ''`;

/**
 * Each long word no product's text has (not even as the start of a word) also matches the shop's
 * words one edit away from it (`sunscren` → sunscreen, with that word's synonyms).
 */
async function forgiveTypos(db: Db, terms: SearchTerm[]): Promise<SearchTerm[]> {
  const typed = terms.flatMap((term) =>
    term.word !== undefined && [...term.word].length >= TYPO_FROM ? [term.word] : [],
  );
  if (typed.length === 0) return terms;
  const found = rowsOf<{ typed: string; known: string; prefix: boolean }>(
    await db.execute(sql`
      select q.typed, v.word as known, starts_with(v.word, q.typed) as prefix
      from unnest(string_to_array(${typed.join(' ')}, ' ')) as q(typed)
      join (${knownWords}) v
        on starts_with(v.word, q.typed) or levenshtein_less_equal(v.word, q.typed, 1) <= 1
      order by v.word`),
  );
  return terms.map((term) => {
    const mine = found.filter((row) => row.typed === term.word);
    if (mine.length === 0 || mine.some((row) => row.prefix)) return term;
    const phrases = mine.flatMap((row) => synonymsOf(row.known) ?? [[row.known]]);
    return { ...term, phrases: [...term.phrases, ...phrases] };
  });
}

/**
 * The ids of the active products matching every term of the search, best first: the whole search in
 * the name, then by weighted rank, then the name closest to the text (trigram similarity).
 */
export async function matchSearch(db: Db, text: string): Promise<number[]> {
  const terms = await forgiveTypos(db, searchTerms(text));
  if (terms.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from products p
      cross join to_tsquery(${english}, ${toTsQuery(terms)}) as q
      cross join lateral (select ${document} as v) as d
      where p.status = 1 and d.v @@ q
      order by to_tsvector(${english}, p.name) @@ q desc,
        ts_rank('{0.05, 0.2, 0.4, 1.0}', d.v, q) desc,
        similarity(p.name, ${text}) desc, p.name, p.id`),
  );
  return rows.map((row) => Number(row.id));
}
