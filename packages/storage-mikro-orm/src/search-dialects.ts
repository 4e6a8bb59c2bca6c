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
  /** The statements that create the index of `table` (a type's table); each may run again. */
  create(table: string): string[];
  /** A query telling whether the index of `table` exists: one row when it does. */
  exists(table: string, bind: (value: unknown) => string): string;
  /**
   * A SELECT of the ids of the records whose text matches, as `search_id`, and with `ranked` their
   * relevance as `search_rank` (higher is better).
   */
  matches(
    table: string,
    search: SearchQuery,
    bind: (value: unknown) => string,
    ranked: boolean,
  ): string;
  /** Stores a record's texts; with `file` undefined the stored file text stays. */
  write(table: string, bind: (value: unknown) => string, row: SearchRow): string;
  /** How a token is stored (MariaDB/MySQL mark them; see there). */
  token(text: string): string;
}

/** One record's search texts, as `write` stores them. */
export interface SearchRow {
  readonly id: number;
  readonly fields: string;
  readonly file: string | undefined;
}

/** The names of the search index's tables (and FTS5's shadow tables), which MikroORM leaves alone. */
export const SEARCH_TABLES = /_search(_fts(_[a-z]+)?)?$/;

/** The table holding a type's search texts. */
export const searchTable = (table: string) => `${table}_search`;

// FTS5: an external-content table over `<table>_search`, kept in step by triggers (so in the write's
// transaction). The tokens are made by core (lower case, no accents, stemmed), so the tokenizer only
// splits on spaces; `remove_diacritics 2` changes nothing but costs nothing either.
const sqlite: SearchDialect = {
  create(table) {
    const t = q(searchTable(table));
    const fts = q(`${searchTable(table)}_fts`);
    const insert = `INSERT INTO ${fts}(rowid, "fields", "file") VALUES (new."id", new."fields", new."file")`;
    const remove = `INSERT INTO ${fts}(${fts}, rowid, "fields", "file") VALUES ('delete', old."id", old."fields", old."file")`;
    return [
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '')`,
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5("fields", "file", content='${searchTable(table)}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      `CREATE TRIGGER IF NOT EXISTS ${q(`${searchTable(table)}_ai`)} AFTER INSERT ON ${t} BEGIN ${insert}; END`,
      `CREATE TRIGGER IF NOT EXISTS ${q(`${searchTable(table)}_ad`)} AFTER DELETE ON ${t} BEGIN ${remove}; END`,
      `CREATE TRIGGER IF NOT EXISTS ${q(`${searchTable(table)}_au`)} AFTER UPDATE ON ${t} BEGIN ${remove}; ${insert}; END`,
    ];
  },
  exists: (table, bind) =>
    `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${bind(`${searchTable(table)}_fts`)}`,
  matches(table, search, bind, ranked) {
    const fts = q(`${searchTable(table)}_fts`);
    // A token in double quotes is a string, whatever it says (`"or"`, `"near"`); `"x"*` is a prefix.
    const term = (t: SearchTerm) =>
      `(${[...t.words.map((w) => `"${w}"`), ...(t.prefix ? [`"${t.prefix}"*`] : [])].join(' OR ')})`;
    const match = bind(search.terms.map(term).join(' AND '));
    // bm25: lower is better; the fields weigh more than the file's text.
    const rank = ranked ? `, -bm25(${fts}, 4.0, 1.0) AS search_rank` : '';
    return `SELECT rowid AS search_id${rank} FROM ${fts} WHERE ${fts} MATCH ${match}`;
  },
  write: (table, bind, row) =>
    upsert(table, bind, row, 'ON CONFLICT ("id") DO UPDATE SET', 'excluded'),
  token: (text) => text,
};

// A tsvector with a GIN index, generated from the stored texts. The text search configuration is
// `simple` (lower-casing only): the tokens are stemmed and folded by core already, in the installation
// language, so every database finds the same records.
const postgresql: SearchDialect = {
  create(table) {
    const t = q(searchTable(table));
    return [
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '', "tokens" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file")) STORED)`,
      `CREATE INDEX IF NOT EXISTS ${q(`${searchTable(table)}_tokens`)} ON ${t} USING gin ("tokens")`,
    ];
  },
  exists: (table, bind) => `SELECT 1 WHERE to_regclass(${bind(q(searchTable(table)))}) IS NOT NULL`,
  matches(table, search, bind, ranked) {
    // `'token'` is a quoted lexeme, `'token':*` a prefix.
    const term = (t: SearchTerm) =>
      `(${[...t.words.map((w) => `'${w}'`), ...(t.prefix ? [`'${t.prefix}':*`] : [])].join(' | ')})`;
    const text = search.terms.map(term).join(' & ');
    const query = () => `to_tsquery('simple'::regconfig, ${bind(text)})`;
    const rank = ranked ? `, ts_rank("tokens", ${query()}) AS search_rank` : '';
    return `SELECT "id" AS search_id${rank} FROM ${q(searchTable(table))} WHERE "tokens" @@ ${query()}`;
  },
  write: (table, bind, row) =>
    upsert(table, bind, row, 'ON CONFLICT ("id") DO UPDATE SET', 'excluded'),
  token: (text) => text,
};

// InnoDB FULLTEXT in boolean mode. InnoDB leaves out tokens shorter than innodb_ft_min_token_size (3)
// and those on its stopword list (`the`, `und`, `to`, …), server settings an installation may not
// control. Every token is therefore stored and searched with a two-letter mark (`qx`): `to` is stored as
// `qxto`, which InnoDB keeps, so MariaDB and MySQL find what the other databases find.
const MARK = 'qx';
const mysql: SearchDialect = {
  create(table) {
    const t = m(searchTable(table));
    return [
      `CREATE TABLE IF NOT EXISTS ${t} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL, FULLTEXT KEY ${m(`${searchTable(table)}_text`)} (\`fields\`, \`file\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
    ];
  },
  exists: (table, bind) =>
    `SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ${bind(searchTable(table))}`,
  matches(table, search, bind, ranked) {
    // `+(a b*)`: required, either a word or a prefix. Tokens are letters and digits: no operators.
    const term = (t: SearchTerm) =>
      `+(${[...t.words.map((w) => MARK + w), ...(t.prefix ? [`${MARK}${t.prefix}*`] : [])].join(' ')})`;
    const text = search.terms.map(term).join(' ');
    const match = () => `MATCH(\`fields\`, \`file\`) AGAINST (${bind(text)} IN BOOLEAN MODE)`;
    const rank = ranked ? `, ${match()} AS search_rank` : '';
    return `SELECT \`id\` AS search_id${rank} FROM ${m(searchTable(table))} WHERE ${match()}`;
  },
  write(table, bind, row) {
    const t = m(searchTable(table));
    const file = row.file === undefined ? '' : `, \`file\` = VALUES(\`file\`)`;
    return `INSERT INTO ${t} (\`id\`, \`fields\`, \`file\`) VALUES (${bind(row.id)}, ${bind(row.fields)}, ${bind(row.file ?? '')}) ON DUPLICATE KEY UPDATE \`fields\` = VALUES(\`fields\`)${file}`;
  },
  token: (text) => (text === '' ? '' : text.replace(/(^| )/g, `$1${MARK}`)),
};

const q = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const m = (identifier: string) => `\`${identifier.replaceAll('`', '``')}\``;

// INSERT … ON CONFLICT for SQLite and PostgreSQL.
function upsert(
  table: string,
  bind: (value: unknown) => string,
  row: SearchRow,
  onConflict: string,
  excluded: string,
): string {
  const file = row.file === undefined ? '' : `, "file" = ${excluded}."file"`;
  return `INSERT INTO ${q(searchTable(table))} ("id", "fields", "file") VALUES (${bind(row.id)}, ${bind(row.fields)}, ${bind(row.file ?? '')}) ${onConflict} "fields" = ${excluded}."fields"${file}`;
}

/** The search index of a database family. */
export function searchDialectFor(dialect: SqlDialect): SearchDialect {
  return { sqlite, postgresql, mysql }[dialect.name];
}
