import type { SearchQuery, SearchTerm } from '@recordgate/core';
import type { SqlDialect } from './sql-dialect.js';

/**
 * The content-search index of one database family (docs/lists.md, "Search"; ADR 0017). Every
 * searchable type has a table `<table>_search` (`id`, `fields`, `file`: the index form of its
 * searchable fields and of its file's text, made by core) and the database's own full-text index
 * over it. Queries are built from tokens of letters and digits only, quoted where the syntax allows,
 * so no user input is ever read as query syntax.
 */
export interface SearchDialect {
  /**
   * The statements that create the index of a type, or bring an index of an earlier form up to
   * date; they run when `exists` finds no row (in one transaction where {@link transactional}).
   */
  create(index: SearchIndex): string[];
  /** Whether the database runs `create`'s statements in one transaction (its DDL is transactional). */
  readonly transactional: boolean;
  /** A query telling whether the index of a type exists in its current form: one row when it does. */
  exists(index: SearchIndex, bind: (value: unknown) => string): string;
  /**
   * A SELECT of the ids of the records whose text matches, as `search_id`, and with `ranked` their
   * relevance as `search_rank` (higher is better). With `company` (one the index holds, see
   * {@link SearchDialect.indexesCompany}), only records of that company.
   */
  matches(args: SearchMatchArgs): string;
  /** Stores a record's texts; with `file` undefined the stored file text stays. */
  write(index: SearchIndex, bind: (value: unknown) => string, row: SearchRow): string;
  /**
   * Whether the index holds each record's company and can tell `company`'s records, so that
   * `matches` with it reads only that company's matches and its ids need no further company check
   * (ADR 0017, 0028).
   */
  indexesCompany(company: unknown): boolean;
  /** How a token is stored (MariaDB/MySQL mark them; see there). */
  token(text: string): string;
}

/** The search index of one type: the type's table and the column holding its company. */
export interface SearchIndex {
  readonly table: string;
  /** The column of the type's company (its `companyField`), if it has one. */
  readonly company?: string;
}

/** Arguments of {@link SearchDialect.matches}. */
export interface SearchMatchArgs {
  readonly index: SearchIndex;
  readonly search: SearchQuery;
  readonly bind: (value: unknown) => string;
  readonly ranked: boolean;
  /** The caller's company, when the filter requires it. */
  readonly company?: unknown;
  /** At most this many ids, the best first (only with `ranked`). */
  readonly limit?: number;
}

/** One record's search texts, as `write` stores them. */
export interface SearchRow {
  readonly id: number;
  readonly fields: string;
  readonly file: string | undefined;
}

/** The names of the search index's tables (and FTS5's shadow tables), which MikroORM leaves alone. */
export const SEARCH_TABLES = /_search(_next|_fts(_[a-z]+)?)?$/;

/** The table holding a type's search texts. */
export const searchTable = (table: string) => `${table}_search`;

// FTS5: a contentless table (`content=''`: the texts are kept in `<table>_search` only), kept in step
// by triggers (so in the write's transaction). The tokens are made by core (lower case, no accents,
// stemmed), so the tokenizer only splits on spaces; `remove_diacritics 2` changes nothing but costs
// nothing either. Every token of a record of a company carries its company (ADR 0028): the triggers
// write the company's id as eight hex digits before each word (`0000000asavi` in company 10), so each
// token's entries in the index are one company's. A search in one company then reads that company's
// entries only, and so does the count of each word's documents that bm25 makes for its weight (over
// the whole installation when the company was a column of the index, ADR 0017: 22–35 ms a statement
// at 1,000,000 documents). Prefixes of 1 to 4 characters of each word are indexed as tokens of their
// own (`prefix`, counted with the mark; ADR 0026): the last word of a search is a prefix, and without
// them FTS5 merges the entries of every token that begins with it; a longer prefix begins few tokens.
// A type without a company has unmarked tokens.
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

// The definition of the full-text table; `exists` recognises the current form by it.
const ftsDefinition = ({ table, company }: SearchIndex) => {
  const prefixes = FTS5_PREFIXES.map((n) => (company ? n + MARK_WIDTH : n)).join(' ');
  return `CREATE VIRTUAL TABLE ${q(`${searchTable(table)}_fts`)} USING fts5("fields", "file", content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='${prefixes}')`;
};

const sqlite: SearchDialect = {
  transactional: true,
  indexesCompany: (company) => companyMark(company) !== undefined,
  create(index) {
    const { table, company } = index;
    const name = searchTable(table);
    const [t, next, fts] = [q(name), q(`${name}_next`), q(`${name}_fts`)];
    const texts = (row: string) => {
      const mark = company ? markOf(`${row}"company"`) : undefined;
      return `${marked(`${row}"fields"`, mark)}, ${marked(`${row}"file"`, mark)}`;
    };
    const insert = `INSERT INTO ${fts}(rowid, "fields", "file") VALUES (new."id", ${texts('new.')})`;
    const remove = `DELETE FROM ${fts} WHERE rowid = old."id"`;
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
      } FROM ${t} s LEFT JOIN ${q(table)} r ON r."id" = s."id"`,
      `DROP TABLE ${t}`,
      `ALTER TABLE ${next} RENAME TO ${t}`,
      ftsDefinition(index),
      `CREATE TRIGGER ${q(`${name}_ai`)} AFTER INSERT ON ${t} BEGIN ${insert}; END`,
      `CREATE TRIGGER ${q(`${name}_ad`)} AFTER DELETE ON ${t} BEGIN ${remove}; END`,
      `CREATE TRIGGER ${q(`${name}_au`)} AFTER UPDATE ON ${t} BEGIN ${remove}; ${insert}; END`,
      `INSERT INTO ${fts}(rowid, "fields", "file") SELECT "id", ${texts('')} FROM ${t}`,
    ];
  },
  // The current form: the full-text table's definition as this version writes it.
  exists: (index, bind) =>
    `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${bind(`${searchTable(index.table)}_fts`)} AND sql = ${bind(ftsDefinition(index))}`,
  matches({ index, search, bind, ranked, company, limit }) {
    const fts = q(`${searchTable(index.table)}_fts`);
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
    // A page of the best: those whose fields hold the words, ranked alone when they fill it (bm25 of
    // a common word's every match costs about 0.5 µs each); else every match, as the same order says.
    // The condition stands inside the second part's own WHERE, which SQLite tests once before
    // reading; outside its subquery the subquery would run first (42 against 6 ms, measured).
    const enough = `(SELECT count(*) FROM best) >= ${limit}`;
    return `WITH best AS MATERIALIZED (SELECT rowid AS search_id, 1 + ${score} AS search_rank ${from()} AND ${held()} ORDER BY search_rank DESC, rowid LIMIT ${limit}) SELECT * FROM best WHERE ${enough} UNION ALL SELECT * FROM (${every()} AND NOT ${enough} ORDER BY search_rank DESC, rowid LIMIT ${limit})`;
  },
  write: (index, bind, row) => upsert(index, bind, row, true),
  token: (text) => text,
};

// A search across companies of a type with a company: the query once for each company the type's
// records have (`#` in `template` stands for the mark), any of them matching. Records of different
// companies share no token, so each record matches in its own company's part or not at all.
function everyCompany({ table, company }: SearchIndex, template: string): string {
  const marks = `SELECT ${markOf('c')} AS m FROM (SELECT DISTINCT ${q(company!)} AS c FROM ${q(table)})`;
  return `(SELECT coalesce(group_concat('(' || replace(${template}, '#', m) || ')', ' OR '), '"${OTHER_MARK}"') FROM (${marks}))`;
}

// A tsvector with a GIN index, generated from the stored texts. The text search configuration is
// `simple` (lower-casing only): the tokens are stemmed and folded by core already, in the installation
// language, so every database finds the same records. The record's company is a lexeme of the vector
// too, `#` and its id (core's tokens are letters and digits only, so no word is ever read as one;
// ADR 0017): a search in one company ANDs it with the words, so the GIN index itself cuts the
// installation down to that company's matches before a row is read (at 1,000,000 documents an
// admin's page and count otherwise read every document of the company, or every match, and its
// vector). The words alone are ranked: a lexeme without positions changes no rank.
// The rows hold ids, the company and pointers only: a text of more than 2 kB (TOAST's threshold) is
// stored apart down to a row of 128 bytes, where PostgreSQL would keep a compressed file text in the
// row (1.5 kB a row). Found as bitmaps, 1,000,000 rows then lie on about 10,000 pages instead of
// 200,000, so a count reads few pages and a common word's bitmap stays exact within `work_mem`
// (lossy bitmap pages are read and every vector on them matched again).
// The fields have a second, small vector of their own (`field_tokens`: no positions, no weights, the
// company's lexeme; in the row, GIN-indexed), for the order (ADR 0031): see `matches`.
const PG_ROW_TARGET = 'toast_tuple_target=128';
const PG_COMPANY_LEXEME = `array_to_tsvector(array_remove(ARRAY['#' || "company"::text], NULL))`;
const PG_TOKENS = `setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file") || ${PG_COMPANY_LEXEME}`;
const PG_FIELD_TOKENS = `strip(to_tsvector('simple'::regconfig, "fields")) || ${PG_COMPANY_LEXEME}`;
const postgresql: SearchDialect = {
  indexesCompany: () => true,
  transactional: true,
  create({ table, company }) {
    const name = searchTable(table);
    const [t, index, fieldIndex] = [q(name), q(`${name}_tokens`), q(`${name}_field_tokens`)];
    // An index of an earlier form (no company, no vector of the fields) is brought up to date in one
    // transaction: the vectors go, the company is read from the records, and the vectors of the
    // current form are generated again (one rewrite of the table) and indexed. On a new table the
    // same statements are cheap.
    return [
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '', "company" integer)`,
      `DROP INDEX IF EXISTS ${index}`,
      `DROP INDEX IF EXISTS ${fieldIndex}`,
      `ALTER TABLE ${t} DROP COLUMN IF EXISTS "tokens", DROP COLUMN IF EXISTS "field_tokens"`,
      `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS "company" integer`,
      `ALTER TABLE ${t} SET (${PG_ROW_TARGET})`,
      ...(company
        ? [`UPDATE ${t} s SET "company" = r.${q(company)} FROM ${q(table)} r WHERE r."id" = s."id"`]
        : []),
      `ALTER TABLE ${t} ADD COLUMN "tokens" tsvector GENERATED ALWAYS AS (${PG_TOKENS}) STORED, ADD COLUMN "field_tokens" tsvector GENERATED ALWAYS AS (${PG_FIELD_TOKENS}) STORED`,
      `CREATE INDEX ${index} ON ${t} USING gin ("tokens")`,
      `CREATE INDEX ${fieldIndex} ON ${t} USING gin ("field_tokens")`,
      // The planner's statistics of the new vectors (without them it drives an admin's search from
      // the company's records, each vector read and matched: seconds at 1,000,000 documents).
      `ANALYZE ${t}`,
    ];
  },
  // The current form: the vector holds the company, both indexes are there, and the texts are
  // stored apart from the rows.
  exists: ({ table }, bind) =>
    `SELECT 1 FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum JOIN pg_class c ON c.oid = a.attrelid WHERE a.attrelid = to_regclass(${bind(q(searchTable(table)))}) AND a.attname = 'tokens' AND pg_get_expr(d.adbin, d.adrelid) LIKE '%company%' AND to_regclass(${bind(q(`${searchTable(table)}_tokens`))}) IS NOT NULL AND to_regclass(${bind(q(`${searchTable(table)}_field_tokens`))}) IS NOT NULL AND ${bind(PG_ROW_TARGET)} = ANY(c.reloptions)`,
  matches({ index, search, bind, ranked, company, limit }) {
    // `'token'` is a quoted lexeme, `'token':*` a prefix.
    const term = (t: SearchTerm) =>
      `(${[...t.words.map((w) => `'${w}'`), ...(t.prefix ? [`'${t.prefix}':*`] : [])].join(' | ')})`;
    // One parameter, used wherever the query is.
    const words = `to_tsquery('simple'::regconfig, ${bind(search.terms.map(term).join(' & '))})`;
    // The company's lexeme as a tsquery literal (quotes and backslashes escaped), not parsed.
    const tenant =
      company === undefined || !index.company
        ? ''
        : ` && ${bind(`'#${String(company).replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)}::tsquery`;
    const from = q(searchTable(index.table));
    const matching = `"tokens" @@ (${words}${tenant})`;
    if (!ranked) return `SELECT "id" AS search_id FROM ${from} WHERE ${matching}`;
    // The order (docs/lists.md, "Search"; ADR 0031): the records whose fields hold every word
    // first, each group by `ts_rank` of the whole vector, made less than 1 (normalization 32,
    // rank / (rank + 1), keeps its order). A page of a common word then needs the ranks of the
    // records whose fields hold it only, found by the fields' own index, when there are enough of
    // them: at 1,000,000 documents an admin's word in a fifth of their 100,000 took 300 ms to rank
    // every match (a vector stored apart read for each, ~5 µs), and takes 10 ms so. With fewer (or a
    // page beyond them) every match is ranked, as the same order says.
    const rank = (fields: string) =>
      `${fields} + ts_rank("tokens", ${words}, 32)::float8 AS search_rank`;
    const held = `CASE WHEN "field_tokens" @@ ${words} THEN 1 ELSE 0 END`;
    const every = `SELECT "id" AS search_id, ${rank(held)} FROM ${from} WHERE ${matching}`;
    if (limit === undefined || !Number.isSafeInteger(limit)) return every;
    // `field_tokens` holds the words only where `tokens` does: its matches are matches.
    const best = `SELECT "id" AS search_id, ${rank('1')} FROM ${from} WHERE "field_tokens" @@ (${words}${tenant}) ORDER BY 2 DESC, 1 LIMIT ${limit}`;
    const enough = `(SELECT count(*) FROM best) >= ${limit}`;
    return `WITH best AS MATERIALIZED (${best}) SELECT * FROM best WHERE ${enough} UNION ALL (${every} AND NOT ${enough} ORDER BY 2 DESC, 1 LIMIT ${limit})`;
  },
  write: (index, bind, row) => upsert(index, bind, row, true),
  token: (text) => text,
};

// InnoDB FULLTEXT in boolean mode. InnoDB leaves out tokens shorter than innodb_ft_min_token_size (3)
// and those on its stopword list (`the`, `und`, `to`, …), server settings an installation may not
// control. Every token is therefore stored and searched with a two-letter mark (`qx`): `to` is stored as
// `qxto`, which InnoDB keeps, so MariaDB and MySQL find what the other databases find.
const MARK = 'qx';
const mysql: SearchDialect = {
  indexesCompany: () => false,
  transactional: false,
  // A second FULLTEXT index over the fields alone tells the records whose fields hold every word
  // (ADR 0031). A table of the first form (no such index) gets it added; a new table too, after it is
  // made (MySQL has no `CREATE INDEX IF NOT EXISTS`; `exists` runs this only while it is missing).
  create({ table }) {
    const t = m(searchTable(table));
    return [
      `CREATE TABLE IF NOT EXISTS ${t} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL, FULLTEXT KEY ${m(`${searchTable(table)}_text`)} (\`fields\`, \`file\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
      `ALTER TABLE ${t} ADD FULLTEXT KEY ${m(`${searchTable(table)}_fields`)} (\`fields\`)`,
    ];
  },
  exists: ({ table }, bind) =>
    `SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ${bind(searchTable(table))} AND index_name = ${bind(`${searchTable(table)}_fields`)} LIMIT 1`,
  matches({ index, search, bind, ranked }) {
    const table = m(searchTable(index.table));
    // `+(a b*)`: required, either a word or a prefix. Tokens are letters and digits: no operators.
    const term = (t: SearchTerm) =>
      `+(${[...t.words.map((w) => MARK + w), ...(t.prefix ? [`${MARK}${t.prefix}*`] : [])].join(' ')})`;
    const text = search.terms.map(term).join(' ');
    // Each call binds its parameter (positional): the SQL is written in the order bound.
    const match = (columns: string) => `MATCH(${columns}) AGAINST (${bind(text)} IN BOOLEAN MODE)`;
    const both = '`fields`, `file`';
    if (!ranked) return `SELECT \`id\` AS search_id FROM ${table} WHERE ${match(both)}`;
    // The order (docs/lists.md, "Search"; ADR 0031): the records whose fields hold every word first,
    // each group by InnoDB's relevance (fields and file alike), made less than 1 (s / (1 + s)).
    const scored = `SELECT \`id\` AS search_id, ${match('`fields`')} > 0 AS held, ${match(both)} AS score FROM ${table} WHERE ${match(both)}`;
    return `SELECT search_id, held + score / (1 + score) AS search_rank FROM (${scored}) m`;
  },
  write({ table }, bind, row) {
    const t = m(searchTable(table));
    const file = row.file === undefined ? '' : `, \`file\` = VALUES(\`file\`)`;
    return `INSERT INTO ${t} (\`id\`, \`fields\`, \`file\`) VALUES (${bind(row.id)}, ${bind(row.fields)}, ${bind(row.file ?? '')}) ON DUPLICATE KEY UPDATE \`fields\` = VALUES(\`fields\`)${file}`;
  },
  token: (text) => (text === '' ? '' : text.replace(/(^| )/g, `$1${MARK}`)),
};

const q = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const m = (identifier: string) => `\`${identifier.replaceAll('`', '``')}\``;

// INSERT … ON CONFLICT for SQLite and PostgreSQL; with `company`, the row's company is read from the
// record (a record never changes company).
function upsert(
  { table, company }: SearchIndex,
  bind: (value: unknown) => string,
  row: SearchRow,
  withCompany: boolean,
): string {
  const file = row.file === undefined ? '' : `, "file" = excluded."file"`;
  // Bound in the order they appear (SQLite's placeholders are positional).
  const values = [bind(row.id), bind(row.fields), bind(row.file ?? '')];
  const [column, value] = withCompany
    ? [
        ', "company"',
        `, ${company ? `(SELECT r.${q(company)} FROM ${q(table)} r WHERE r."id" = ${bind(row.id)})` : 'NULL'}`,
      ]
    : ['', ''];
  return `INSERT INTO ${q(searchTable(table))} ("id", "fields", "file"${column}) VALUES (${values.join(', ')}${value}) ON CONFLICT ("id") DO UPDATE SET "fields" = excluded."fields"${file}`;
}

/** The search index of a type: its table and its company's column. */
export const searchIndexOf = (type: {
  readonly table: string;
  readonly companyField?: string;
}): SearchIndex => ({ table: type.table, company: type.companyField });

/** The search index of a database family. */
export function searchDialectFor(dialect: SqlDialect): SearchDialect {
  return { sqlite, postgresql, mysql }[dialect.name];
}
