import { searchTable, type PendingSearch, type SearchIndex } from '../search-dialect.js';
import { sqliteDialect } from './sqlite-dialect.js';

const q = sqliteDialect.quote;

// `<table>_search_pending`: the file texts a committed write left to index (ADR 0046).
const tables = ({ table }: SearchIndex) => {
  const name = searchTable(table);
  return { texts: q(name), pending: q(`${name}_pending`) };
};

/**
 * SQLite's file texts indexed after the write's commit, on the write worker's connection (ADR 0046):
 * FTS5 builds its index in the process, on the thread that writes, in proportion to the words. The
 * write's transaction stores the record's search row without its file text and keeps the text in
 * the pending table; after the commit one transaction moves it into the search row (whose trigger
 * indexes it) and removes it from the pending table, before the write is answered.
 */
export const sqlitePendingSearch: PendingSearch = {
  // A text this long costs FTS5 more than the round trip to the worker costs the request thread
  // (docs/benchmarks.md, ".docx fills: FTS5 off the request thread").
  minChars: 4096,
  ensure: (index) => [
    `CREATE TABLE IF NOT EXISTS ${tables(index).pending} ("id" integer PRIMARY KEY, "file" text NOT NULL)`,
  ],
  keep: (index) =>
    `INSERT INTO ${tables(index).pending} ("id", "file") VALUES (?, ?) ON CONFLICT ("id") DO UPDATE SET "file" = excluded."file"`,
  forget: (index) => `DELETE FROM ${tables(index).pending} WHERE "id" = ?`,
  index(index) {
    const { texts, pending } = tables(index);
    return [
      `UPDATE ${texts} SET "file" = p."file" FROM ${pending} p WHERE p."id" = ? AND ${texts}."id" = p."id"`,
      `DELETE FROM ${pending} WHERE "id" = ?`,
    ];
  },
  indexAll(index) {
    const { texts, pending } = tables(index);
    return [
      `UPDATE ${texts} SET "file" = p."file" FROM ${pending} p WHERE ${texts}."id" = p."id"`,
      `DELETE FROM ${pending}`,
    ];
  },
};
