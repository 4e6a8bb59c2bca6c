import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import type { Language } from '../model/types.js';
import type { SearchQuery, SearchTerm } from '../ports/storage-adapter.js';

/**
 * The most characters of a record's file text that are indexed (docs/lists.md, "Search"). PostgreSQL
 * refuses a `tsvector` over 1 MB; a stored text this long, with a stem and a word form per word,
 * stays well below it. Text beyond it is not searchable.
 */
export const MAX_INDEXED_CHARS = 300_000;

/** The most words of a search that are used; the rest are ignored. */
export const MAX_SEARCH_WORDS = 16;

const STEMMERS: Readonly<Record<Language, (word: string) => string>> = {
  en: englishStemmer,
  de: germanStemmer,
};

// Runs of letters and digits: everything else (punctuation, quotes, operators of any engine's query
// syntax, `*`, `-`, `"`) separates words and is never passed on.
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

// Lower case without accents: `Äpfel` → `apfel`, `Café` → `cafe`; `ß` → `ss` (as upper and lower case
// folding in German writes it). What the decomposition makes of a few letters and digits that is
// neither (`⑴` → `(1)`, `ͺ` → a space) goes too: it would be query syntax to an engine.
function fold(word: string): string {
  return word
    .normalize('NFKD')
    .replace(MARKS, '')
    .replaceAll('ß', 'ss')
    .normalize('NFC')
    .replace(NOT_WORD, '');
}

// Stems before the accents go: the German stemmer knows umlauts (`Häuser` → `haus`).
function forms(word: string, language: Language): { stem: string; word: string } {
  const lower = word.toLowerCase();
  return { stem: fold(STEMMERS[language](lower)), word: fold(lower) };
}

// The index entry of each word seen (`Contracts` → `contract contracts`, `''` for a word that folds to
// nothing), per language: a document repeats its words, and stemming and folding are most of the cost
// of indexing it. Bounded: emptied when full, so text with endless distinct words costs no memory.
const ENTRIES: Readonly<Record<Language, Map<string, string>>> = { en: new Map(), de: new Map() };
const MAX_CACHED_ENTRIES = 50_000;

function entryOf(word: string, language: Language): string {
  const entries = ENTRIES[language];
  let entry = entries.get(word);
  if (entry === undefined) {
    const { stem, word: folded } = forms(word, language);
    entry = stem === folded || stem === '' || folded === '' ? folded : `${stem} ${folded}`;
    if (entries.size >= MAX_CACHED_ENTRIES) entries.clear();
    entries.set(word, entry);
  }
  return entry;
}

/**
 * The index form of a text: its words as lower-case, accent-free tokens separated by spaces, each
 * word's stem followed by the word itself when the two differ (`Contracts` → `contract contracts`),
 * so a search matches every form of a word by its stem and a word being typed by its start.
 * Cut after {@link MAX_INDEXED_CHARS} characters. A file's text is indexed off the request thread
 * (in the render pool's workers, docs/documents.md "Search").
 */
export function indexText(text: string, language: Language): string {
  const tokens: string[] = [];
  let length = 0;
  for (const [word] of text.matchAll(WORD)) {
    const entry = entryOf(word, language);
    if (entry === '') continue;
    length += entry.length + 1;
    if (length > MAX_INDEXED_CHARS) break;
    tokens.push(entry);
  }
  return tokens.join(' ');
}

/**
 * A user's search text as a {@link SearchQuery}: every word must match, a word by its stem, the last
 * one also by its start (`contr` finds `contract`). Anything but letters and digits only separates
 * words, so no input is read as an engine's query syntax. Undefined when the text has no words (an
 * empty search is ignored).
 */
export function parseSearchText(text: string, language: Language): SearchQuery | undefined {
  const words = [...text.matchAll(WORD)]
    .slice(0, MAX_SEARCH_WORDS)
    .map(([word]) => forms(word, language))
    .filter(({ word }) => word !== '');
  if (words.length === 0) return undefined;
  const terms: SearchTerm[] = words.map(({ stem, word }, i) => {
    const exact = stem === '' ? word : stem;
    return i === words.length - 1 ? { words: [exact], prefix: word } : { words: [exact] };
  });
  return { terms };
}

/**
 * Whether index text (from {@link indexText}) matches a query: the reference matcher of the
 * in-memory adapter, and the meaning every adapter's index must have.
 */
export function matchesSearch(text: string, query: SearchQuery): boolean {
  const tokens = text.split(' ');
  return query.terms.every((term) => tokens.some((token) => matchesTerm(token, term)));
}

/**
 * How well a record's index texts (its fields' and its file's) match a query, higher is better;
 * undefined when they do not match. The order every adapter gives (docs/lists.md, "Search"): a record
 * whose fields hold every word above every record whose fields do not, then by how many of its
 * tokens satisfy a term. The reference of the adapters that match in JavaScript.
 *
 * @example
 * ```ts
 * const query = parseSearchText('lease', 'en')!;
 * searchRelevance('leas lease', '', query)! > searchRelevance('', 'leas lease leas lease', query)!; // true
 * ```
 */
export function searchRelevance(
  fields: string,
  file: string,
  query: SearchQuery,
): number | undefined {
  const text = file === '' ? fields : `${fields} ${file}`;
  if (!matchesSearch(text, query)) return undefined;
  let tokens = 0;
  for (const token of text.split(' ')) if (query.terms.some((t) => matchesTerm(token, t))) tokens++;
  return (matchesSearch(fields, query) ? FIELDS_HOLD_EVERY_WORD : 0) + tokens;
}

// Above any count of tokens (a record's index text holds at most MAX_INDEXED_CHARS characters).
const FIELDS_HOLD_EVERY_WORD = 2 ** 32;

/** Whether one index token satisfies a term: equal to one of its words, or starting with its prefix. */
export function matchesTerm(token: string, term: SearchTerm): boolean {
  return term.words.includes(token) || (term.prefix !== undefined && token.startsWith(term.prefix));
}
