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
   * relevance as `search_rank` (higher is better). With `company`, only records of that company
   * where the index holds the company ({@link SearchDialect.companies}); the caller filters anyway.
   */
  matches(args: SearchMatchArgs): string;
  /** Stores a record's texts; with `file` undefined the stored file text stays. */
  write(index: SearchIndex, bind: (value: unknown) => string, row: SearchRow): string;
  /**
   * Whether the index holds each record's company, so that `matches` with a `company` reads only
   * that company's matches and its ids need no further company check (ADR 0017).
   */
  readonly companies: boolean;
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

// FTS5: an external-content table over `<table>_search`, kept in step by triggers (so in the write's
// transaction). The tokens are made by core (lower case, no accents, stemmed), so the tokenizer only
// splits on spaces; `remove_diacritics 2` changes nothing but costs nothing either. The record's
// company is a column of the index too (ADR 0017): a search ANDs it with the words, so the index
// itself cuts the installation down to the caller's company before any row is read. Prefixes of 1
// to 4 characters are indexed as tokens of their own (`prefix`, ADR 0026): the last word of a search
// is a prefix, and without them FTS5 merges the entries of every token that begins with it; a
// longer prefix begins few tokens.
const FTS5_PREFIXES = '1 2 3 4';

const sqlite: SearchDialect = {
  companies: true,
  transactional: true,
  create({ table, company }) {
    const name = searchTable(table);
    const [t, next, fts] = [q(name), q(`${name}_next`), q(`${name}_fts`)];
    const columns = '"fields", "file", "company"';
    const insert = `INSERT INTO ${fts}(rowid, ${columns}) VALUES (new."id", new."fields", new."file", new."company")`;
    const remove = `INSERT INTO ${fts}(${fts}, rowid, ${columns}) VALUES ('delete', old."id", old."fields", old."file", old."company")`;
    // An index of an earlier form (without the company, or without the prefixes) is made again, in one
    // transaction (`transactional`): the texts are copied into a table of the current form with each record's company
    // read from the records, and the full-text table is built over it.
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
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${columns}, content='${name}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='${FTS5_PREFIXES}')`,
      `CREATE TRIGGER ${q(`${name}_ai`)} AFTER INSERT ON ${t} BEGIN ${insert}; END`,
      `CREATE TRIGGER ${q(`${name}_ad`)} AFTER DELETE ON ${t} BEGIN ${remove}; END`,
      `CREATE TRIGGER ${q(`${name}_au`)} AFTER UPDATE ON ${t} BEGIN ${remove}; ${insert}; END`,
      `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
    ];
  },
  // The current form: the full-text table declares the prefixes (and so the company column).
  exists: ({ table }, bind) =>
    `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${bind(`${searchTable(table)}_fts`)} AND sql LIKE ${bind(`%prefix='${FTS5_PREFIXES}'%`)}`,
  matches({ index, search, bind, ranked, company, limit }) {
    const fts = q(`${searchTable(index.table)}_fts`);
    // A token in double quotes is a string, whatever it says (`"or"`, `"near"`); `"x"*` is a prefix.
    // The words are looked for in the texts only, never in the company column. A word the prefix
    // covers is left out: FTS5 would read its entries twice.
    const term = (t: SearchTerm) =>
      `(${[
        ...t.words.filter((w) => !t.prefix || !w.startsWith(t.prefix)).map((w) => `"${w}"`),
        ...(t.prefix ? [`"${t.prefix}"*`] : []),
      ].join(' OR ')})`;
    const words = `{fields file} : (${search.terms.map(term).join(' AND ')})`;
    const tenant =
      company === undefined || !index.company
        ? ''
        : `{company} : "${String(company).replaceAll('"', '""')}" AND `;
    const match = bind(tenant + words);
    // bm25: lower is better; the fields weigh more than the file's text, the company nothing.
    const bm25 = `bm25(${fts}, 4.0, 1.0, 0.0)`;
    const rank = ranked ? `, -${bm25} AS search_rank` : '';
    const top = ranked && limit !== undefined ? ` ORDER BY ${bm25}, rowid LIMIT ${limit}` : '';
    return `SELECT rowid AS search_id${rank} FROM ${fts} WHERE ${fts} MATCH ${match}${top}`;
  },
  write: (index, bind, row) => upsert(index, bind, row, true),
  token: (text) => text,
};

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
const PG_ROW_TARGET = 'toast_tuple_target=128';
const PG_COMPANY_LEXEME = `array_to_tsvector(array_remove(ARRAY['#' || "company"::text], NULL))`;
const postgresql: SearchDialect = {
  companies: true,
  transactional: true,
  create({ table, company }) {
    const name = searchTable(table);
    const [t, index] = [q(name), q(`${name}_tokens`)];
    // An index of an earlier form (no company) is brought up to date in one transaction: the vector
    // goes, the company is read from the records, and the vector of the current form is generated
    // again (a rewrite of the table) and indexed. On a new table the same statements are cheap.
    return [
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '', "company" integer)`,
      `DROP INDEX IF EXISTS ${index}`,
      `ALTER TABLE ${t} DROP COLUMN IF EXISTS "tokens"`,
      `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS "company" integer`,
      `ALTER TABLE ${t} SET (${PG_ROW_TARGET})`,
      ...(company
        ? [`UPDATE ${t} s SET "company" = r.${q(company)} FROM ${q(table)} r WHERE r."id" = s."id"`]
        : []),
      `ALTER TABLE ${t} ADD COLUMN "tokens" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file") || ${PG_COMPANY_LEXEME}) STORED`,
      `CREATE INDEX ${index} ON ${t} USING gin ("tokens")`,
      // The planner's statistics of the new vector (without them it drives an admin's search from
      // the company's records, each vector read and matched: seconds at 1,000,000 documents).
      `ANALYZE ${t}`,
    ];
  },
  // The current form: the vector holds the company, its index is there, and the texts are stored
  // apart from the rows.
  exists: ({ table }, bind) =>
    `SELECT 1 FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum JOIN pg_class c ON c.oid = a.attrelid WHERE a.attrelid = to_regclass(${bind(q(searchTable(table)))}) AND a.attname = 'tokens' AND pg_get_expr(d.adbin, d.adrelid) LIKE '%company%' AND to_regclass(${bind(q(`${searchTable(table)}_tokens`))}) IS NOT NULL AND ${bind(PG_ROW_TARGET)} = ANY(c.reloptions)`,
  matches({ index, search, bind, ranked, company }) {
    // `'token'` is a quoted lexeme, `'token':*` a prefix.
    const term = (t: SearchTerm) =>
      `(${[...t.words.map((w) => `'${w}'`), ...(t.prefix ? [`'${t.prefix}':*`] : [])].join(' | ')})`;
    const text = search.terms.map(term).join(' & ');
    const words = () => `to_tsquery('simple'::regconfig, ${bind(text)})`;
    // The company's lexeme as a tsquery literal (quotes and backslashes escaped), not parsed.
    const tenant =
      company === undefined || !index.company
        ? ''
        : ` && ${bind(`'#${String(company).replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)}::tsquery`;
    const rank = ranked ? `, ts_rank("tokens", ${words()}) AS search_rank` : '';
    return `SELECT "id" AS search_id${rank} FROM ${q(searchTable(index.table))} WHERE "tokens" @@ (${words()}${tenant})`;
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
  companies: false,
  transactional: false,
  create({ table }) {
    const t = m(searchTable(table));
    return [
      `CREATE TABLE IF NOT EXISTS ${t} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL, FULLTEXT KEY ${m(`${searchTable(table)}_text`)} (\`fields\`, \`file\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
    ];
  },
  exists: ({ table }, bind) =>
    `SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ${bind(searchTable(table))}`,
  matches({ index, search, bind, ranked }) {
    const table = index.table;
    // `+(a b*)`: required, either a word or a prefix. Tokens are letters and digits: no operators.
    const term = (t: SearchTerm) =>
      `+(${[...t.words.map((w) => MARK + w), ...(t.prefix ? [`${MARK}${t.prefix}*`] : [])].join(' ')})`;
    const text = search.terms.map(term).join(' ');
    const match = () => `MATCH(\`fields\`, \`file\`) AGAINST (${bind(text)} IN BOOLEAN MODE)`;
    const rank = ranked ? `, ${match()} AS search_rank` : '';
    return `SELECT \`id\` AS search_id${rank} FROM ${m(searchTable(table))} WHERE ${match()}`;
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
