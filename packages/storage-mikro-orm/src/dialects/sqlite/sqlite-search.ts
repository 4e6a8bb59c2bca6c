import { upsertSearchRow } from '../upsert-search-row.js';
import type { PendingSearch, SearchDialect, SearchIndex } from '../search-dialect.js';
import { sqliteDialect } from './sqlite-dialect.js';

const q = sqliteDialect.quote;

// FTS5: a contentless table (`content=''`: the texts are kept in `<table>_search` only), kept in
// step by triggers (so in the write's transaction). The tokens are made by core (lower case, no
// accents, stemmed), so the tokenizer only splits on spaces; `remove_diacritics 2` changes nothing
// but costs nothing either. Every token of a record of a company carries its company (ADR 0028):
// the triggers write the company's id as eight hex digits before each word (`0000000asavi` in
// company 10), so each token's entries in the index are one company's. A search in one company then
// reads that company's entries only, and so does the count of each word's documents that bm25 makes
// for its weight (over the whole installation when the company was a column of the index, ADR 0017;
// docs/benchmarks.md, "Figures the storage adapter's comments rest on"). Prefixes of 1 to 4
// characters of each word are indexed as tokens of their own (`prefix`, counted with the mark; ADR
// 0026): the last word of a search is a prefix, and without them FTS5 merges the entries of every
// token that begins with it; a longer prefix begins few tokens. A type without a company has
// unmarked tokens.
const FTS5_PREFIXES = [1, 2, 3, 4];
const MARK_WIDTH = 8;
const MARK_LIMIT = 2 ** 32;
// The mark of a record without a company, or of a company whose id eight hex digits cannot hold: no
// hex digit, so no company's mark; such records are found by the searches across companies only.
const OTHER_MARK = 'z'.repeat(MARK_WIDTH);

/** The mark of a company in a query, or undefined for a value no company's mark stands for. */
function companyMark(company: unknown): string | undefined {
  if (typeof company !== 'number' || !Number.isInteger(company)) return undefined;
  if (company < 0 || company >= MARK_LIMIT) return undefined;
  return company.toString(16).padStart(MARK_WIDTH, '0');
}

// The mark of the company in `column`, in SQL (the same as `companyMark`).
const markOf = (column: string) =>
  `(CASE WHEN typeof(${column}) = 'integer' AND ${column} BETWEEN 0 AND ${MARK_LIMIT - 1} THEN printf('%0${MARK_WIDTH}x', ${column}) ELSE '${OTHER_MARK}' END)`;

// A stored text with `mark` before each of its tokens (core separates them by single spaces).
const marked = (text: string, mark: string | undefined) =>
  mark === undefined
    ? text
    : `CASE WHEN ${text} = '' THEN '' ELSE ${mark} || replace(${text}, ' ', ' ' || ${mark}) END`;

// The tables of a type's index: its texts, their full-text index, and the ids of the records whose
// file text is pending (ADR 0046).
const tablesOf = ({ name }: SearchIndex) => ({
  name,
  t: q(name),
  fts: q(`${name}_fts`),
  pending: q(`${name}_pending`),
});

// The texts of the row `row` (`new.`, `s.`), marked with its company, as the index takes them; with
// `pendingFile`, the file's text is left out while the record's id is pending.
const textsOf = (index: SearchIndex, row: string, pendingFile = false) => {
  const mark = index.company ? markOf(`${row}"company"`) : undefined;
  const file = marked(`${row}"file"`, mark);
  const pending = `EXISTS (SELECT 1 FROM ${tablesOf(index).pending} WHERE "id" = ${row}"id")`;
  return `${marked(`${row}"fields"`, mark)}, ${pendingFile ? `CASE WHEN ${pending} THEN '' ELSE ${file} END` : file}`;
};

// The pending table and the triggers that keep the full-text table in step with the texts: in the
// write's transaction, but for a file text whose record is pending (ADR 0046). Made again by every
// `migrate` (an index of the current form may have triggers of an earlier one).
const triggersOf = (index: SearchIndex) => {
  const { name, t, fts, pending } = tablesOf(index);
  const insert = `INSERT INTO ${fts}(rowid, "fields", "file") VALUES (new."id", ${textsOf(index, 'new.', true)})`;
  const remove = `DELETE FROM ${fts} WHERE rowid = old."id"`;
  return [
    `CREATE TABLE IF NOT EXISTS ${pending} ("id" integer PRIMARY KEY)`,
    ...['ai', 'ad', 'au'].map((s) => `DROP TRIGGER IF EXISTS ${q(`${name}_${s}`)}`),
    `CREATE TRIGGER ${q(`${name}_ai`)} AFTER INSERT ON ${t} BEGIN ${insert}; END`,
    `CREATE TRIGGER ${q(`${name}_ad`)} AFTER DELETE ON ${t} BEGIN ${remove}; END`,
    `CREATE TRIGGER ${q(`${name}_au`)} AFTER UPDATE ON ${t} BEGIN ${remove}; ${insert}; END`,
  ];
};

/**
 * SQLite's file texts indexed after the write's commit, on the write worker's connection (ADR 0046):
 * FTS5 builds its index in the process, on the thread that writes, in proportion to the words. The
 * write's transaction marks the record's id pending before it writes the texts, so the triggers
 * leave the file's text out of the index; after the commit one transaction indexes the record's
 * texts whole and forgets the id, before the write is answered.
 */
const sqlitePendingSearch: PendingSearch = {
  // A text this long costs FTS5 more than the round trip to the worker costs the request thread
  // (docs/benchmarks.md, ".docx fills: FTS5 off the request thread").
  minChars: 4096,
  ensure: triggersOf,
  keep: (index) =>
    `INSERT INTO ${tablesOf(index).pending} ("id") VALUES (?) ON CONFLICT DO NOTHING`,
  forget: (index) => `DELETE FROM ${tablesOf(index).pending} WHERE "id" = ?`,
  index(index) {
    const { t, fts, pending } = tablesOf(index);
    return [
      `DELETE FROM ${fts} WHERE rowid = ? AND rowid IN (SELECT "id" FROM ${pending})`,
      `INSERT INTO ${fts}(rowid, "fields", "file") SELECT s."id", ${textsOf(index, 's.')} FROM ${t} s JOIN ${pending} p ON p."id" = s."id" WHERE s."id" = ?`,
      `DELETE FROM ${pending} WHERE "id" = ?`,
    ];
  },
  indexAll(index) {
    const { t, fts, pending } = tablesOf(index);
    return [
      `DELETE FROM ${fts} WHERE rowid IN (SELECT "id" FROM ${pending})`,
      `INSERT INTO ${fts}(rowid, "fields", "file") SELECT s."id", ${textsOf(index, 's.')} FROM ${t} s JOIN ${pending} p ON p."id" = s."id"`,
      `DELETE FROM ${pending}`,
    ];
  },
};

// The definition of the full-text table; `exists` recognises the current form by it.
const ftsDefinition = ({ name, company }: SearchIndex) => {
  const prefixes = FTS5_PREFIXES.map((n) => (company ? n + MARK_WIDTH : n)).join(' ');
  return `CREATE VIRTUAL TABLE ${q(`${name}_fts`)} USING fts5("fields", "file", content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='${prefixes}')`;
};

/** SQLite's content search: FTS5, its tokens marked with their company. */
export const sqliteSearch: SearchDialect = {
  transactional: true,
  indexesCompany: (company) => companyMark(company) !== undefined,
  create(index) {
    const { table, company } = index;
    const { name, t, fts } = tablesOf(index);
    const next = q(`${name}_next`);
    // An index of an earlier form is made again, in one transaction (`transactional`): the texts are
    // copied into a table of the current form with each record's company read from the records, and
    // the full-text table is filled from it.
    return [
      ...['ai', 'ad', 'au'].map((s) => `DROP TRIGGER IF EXISTS ${q(`${name}_${s}`)}`),
      `DROP TABLE IF EXISTS ${fts}`,
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '')`,
      `CREATE TABLE ${next} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '', "company" integer)`,
      `INSERT INTO ${next} ("id", "fields", "file", "company") SELECT s."id", s."fields", s."file", ${
        company ? `r.${q(company)}` : 'NULL'
      } FROM ${t} s LEFT JOIN ${q(table)} r ON r.${q(index.id ?? 'id')} = s."id"`,
      `DROP TABLE ${t}`,
      `ALTER TABLE ${next} RENAME TO ${t}`,
      ftsDefinition(index),
      ...triggersOf(index),
      `INSERT INTO ${fts}(rowid, "fields", "file") SELECT "id", ${textsOf(index, '')} FROM ${t}`,
    ];
  },
  // The current form: the full-text table's definition as this version writes it.
  exists: (index, bind) =>
    `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${bind(`${index.name}_fts`)} AND sql = ${bind(ftsDefinition(index))}`,
  matches({ index, search, bind, ranked, company, limit }) {
    const fts = q(`${index.name}_fts`);
    // A token in double quotes is a string, whatever it says (`"or"`, `"near"`); `"x"*` is a prefix.
    // A word the prefix covers is left out: FTS5 would read its entries twice.
    const expression = (mark: string) =>
      search.terms
        .map(
          (t) =>
            `(${[
              ...t.words
                .filter((w) => !t.prefix || !w.startsWith(t.prefix))
                .map((w) => `"${mark}${w}"`),
              ...(t.prefix ? [`"${mark}${t.prefix}"*`] : []),
            ].join(' OR ')})`,
        )
        .join(' AND ');
    const mark = index.company ? companyMark(company) : '';
    // The query, and its part for the records whose fields hold every word (a column filter). Each
    // call binds its parameter: SQLite's are positional, so the SQL is written in the order bound.
    const matchOf = (form: (e: string) => string) =>
      mark !== undefined
        ? bind(form(expression(mark)))
        : everyCompany(index, bind(form(expression('#'))));
    const from = () => `FROM ${fts} WHERE ${fts} MATCH ${matchOf((e) => e)}`;
    if (!ranked) return `SELECT rowid AS search_id ${from()}`;
    // The order (docs/lists.md, "Search"; ADR 0031): the records whose fields hold every word first,
    // each group by bm25 (lower is better; the fields weigh four times the file's text), made a
    // number between 0 and 1 that keeps its order (bm25 is negative: s / (1 + s) of s = -bm25).
    const bm25 = `bm25(${fts}, 4.0, 1.0)`;
    const score = `(-${bm25} / (1 - ${bm25}))`;
    // `+rowid`: a filter on the matches, never a lookup of the query per id (FTS5 would count each
    // word's documents for bm25 again at every lookup).
    const held = () =>
      `+rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${matchOf((e) => `{fields} : (${e})`)})`;
    const every = () =>
      `SELECT rowid AS search_id, (CASE WHEN ${held()} THEN 1 ELSE 0 END) + ${score} AS search_rank ${from()}`;
    if (limit === undefined) return every();
    // A page of the best: those whose fields hold the words, ranked alone when they fill it (bm25
    // of every match of a common word is dear); else every match, as the same order says. The
    // condition stands inside the second part's own WHERE, which SQLite tests once before reading;
    // outside its subquery the subquery would run first (docs/benchmarks.md, "Figures the storage
    // adapter's comments rest on").
    const enough = `(SELECT count(*) FROM best) >= ${limit}`;
    return `WITH best AS MATERIALIZED (SELECT rowid AS search_id, 1 + ${score} AS search_rank ${from()} AND ${held()} ORDER BY search_rank DESC, rowid LIMIT ${limit}) SELECT * FROM best WHERE ${enough} UNION ALL SELECT * FROM (${every()} AND NOT ${enough} ORDER BY search_rank DESC, rowid LIMIT ${limit})`;
  },
  write: (index, bind, row) => upsertSearchRow(index, bind, row),
  token: (text) => text,
  pending: sqlitePendingSearch,
};

// A search across companies of a type with a company: the query once for each company the type's
// records have (`#` in `template` stands for the mark), any of them matching. Records of different
// companies share no token, so each record matches in its own company's part or not at all.
function everyCompany({ table, company }: SearchIndex, template: string): string {
  const marks = `SELECT ${markOf('c')} AS m FROM (SELECT DISTINCT ${q(company!)} AS c FROM ${q(table)})`;
  return `(SELECT coalesce(group_concat('(' || replace(${template}, '#', m) || ')', ' OR '), '"${OTHER_MARK}"') FROM (${marks}))`;
}
