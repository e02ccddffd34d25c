// What a shopper's search text asks for (docs/decisions/0020-search.md): terms, each one word or one
// of the shop's synonym sets (contract/src/search-synonyms.ts). A product matching any term is found;
// those matching most terms come first.
import { SEARCH_SYNONYMS } from '@prime/contract';

export interface SearchTerm {
  /** Alternatives, any of which matches: each a phrase of one or more words. */
  phrases: string[][];
  /** A single word of the shopper's own (not a synonym): may end in a prefix or hold one typo. */
  word?: string;
}

/**
 * Letters (with their combining marks: a Devanagari word holds vowel signs) and digits in any script;
 * everything else separates words.
 */
export const searchWords = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];

/** `spf50` → `spf 50`: a word run together of letters and digits, split where they meet (or undefined). */
const splitDigits = (word: string): string[] | undefined => {
  const parts = word.match(/\p{N}+|[^\p{N}]+/gu) ?? [word];
  return parts.length > 1 ? parts : undefined;
};

/** Each synonym phrase (its words joined by one space) and the set it belongs to. */
const synonymSets = new Map<string, string[][]>();
for (const set of SEARCH_SYNONYMS) {
  const phrases = set.map(searchWords);
  for (const phrase of phrases) synonymSets.set(phrase.join(' '), phrases);
}
const longestPhrase = Math.max(...[...synonymSets.keys()].map((key) => key.split(' ').length));

/** The synonym set a word or phrase belongs to, if any. */
export const synonymsOf = (phrase: string): string[][] | undefined => synonymSets.get(phrase);

/** The terms of a search text, the longest synonym phrase first at each word (`vit c serum`). */
export function searchTerms(text: string): SearchTerm[] {
  const words = searchWords(text);
  const terms: SearchTerm[] = [];
  for (let at = 0; at < words.length;) {
    let length = Math.min(longestPhrase, words.length - at);
    for (; length > 1 && !synonymSets.has(words.slice(at, at + length).join(' ')); length -= 1);
    const phrase = words.slice(at, at + length).join(' ');
    const set = synonymSets.get(phrase);
    const split = set ? undefined : splitDigits(phrase);
    terms.push(set ? { phrases: set } : { phrases: split ? [[phrase], split] : [[phrase]], word: phrase });
    at += length;
  }
  return terms;
}

/** A word typed in part (`niaci`) still finds the whole word; shorter ones must match exactly. */
const PREFIX_FROM = 3;
/** One typo is forgiven in a word of this many letters or more (levenshtein distance 1). */
export const TYPO_FROM = 5;

const quoted = (word: string) => `'${word}'`;

/**
 * The `to_tsquery` text of each term: any alternative of it. Words hold only letters, marks and digits
 * (searchWords), so quoting each is enough; the database stems each quoted word. With `weight`, each
 * word matches only there (`A`: in the name, as the stored document weighs it).
 */
export function termQueries(terms: SearchTerm[], weight: '' | 'A' = ''): string[] {
  return terms.map((term) => {
    const alternatives = term.phrases.map((phrase) =>
      term.word !== undefined &&
      phrase.length === 1 &&
      phrase[0] === term.word &&
      [...term.word].length >= PREFIX_FROM
        ? `${quoted(term.word)}:*${weight}`
        : phrase.map((word) => (weight ? `${quoted(word)}:${weight}` : quoted(word))).join(' <-> '),
    );
    return `(${alternatives.join(' | ')})`;
  });
}
